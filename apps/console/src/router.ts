/** Paths below /console/ handled in the page (History API); a page gets its parameters and a signal aborted when it is left. */
export interface PageContext {
  main: HTMLElement;
  params: string[];
  signal: AbortSignal;
}
export type Page = (ctx: PageContext) => Promise<void> | void;

export const BASE = '/console/';

let onChange: (() => void) | undefined;
export function listen(cb: () => void): void {
  onChange = cb;
  window.addEventListener('popstate', cb);
  // links to console pages change the page without a reload (keyboard Enter on a link is a click too)
  document.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || a.target) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !url.pathname.startsWith(BASE)) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  });
}

export function navigate(path: string, replace = false): void {
  const target = path.startsWith('/') ? path : BASE + path;
  if (replace) history.replaceState(null, '', target);
  else history.pushState(null, '', target);
  onChange?.();
}

/** The page's path below /console/, without slashes at the ends: '' for /console/, 'records/<id>'. */
export function current(): string {
  return location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length).replace(/\/+$/, '') : '';
}
