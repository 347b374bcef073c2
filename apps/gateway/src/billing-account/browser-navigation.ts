/**
 * Whether an `Accept` header prefers an HTML page to JSON: a browser navigating to the address (`text/html,
 * ...,*\/*;q=0.8`), not a script (`application/json`, or fetch's and curl's `*\/*`). JSON wins a tie; an
 * absent or unreadable header is not a browser.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept || accept.length > 2048) return false;
  let html = 0;
  let json = 0;
  let jsonSpecificity = -1;
  for (const part of accept.split(',')) {
    const [range, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = quality(params);
    if (range === 'text/html') html = Math.max(html, q);
    // application/json's quality is that of the most specific range naming it.
    const specificity = range === 'application/json' ? 2 : range === 'application/*' ? 1 : range === '*/*' ? 0 : -1;
    if (specificity > jsonSpecificity) {
      jsonSpecificity = specificity;
      json = q;
    } else if (specificity >= 0 && specificity === jsonSpecificity) {
      json = Math.max(json, q);
    }
  }
  return html > 0 && html > json;
}

function quality(params: string[]): number {
  for (const p of params) {
    const m = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(p);
    if (m) return Math.min(Number(m[1]), 1);
  }
  return params.some((p) => p.startsWith('q')) ? 0 : 1;
}
