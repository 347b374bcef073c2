import { ApiError } from './api.js';
import { button, fill, h, type Child } from './dom.js';

/** An error box with the contract's detail; role=alert so screen readers read it out. */
export function errorBox(err: unknown): HTMLElement {
  const box = h('div', { class: 'error', role: 'alert' });
  if (err instanceof ApiError) {
    const upgrade = typeof err.body === 'object' && err.body !== null && 'upgrade_url' in err.body ? String((err.body).upgrade_url) : null;
    fill(box, h('strong', null, err.status ? `${err.status} ` : ''), h('span', { class: 'detail' }, err.message), upgrade ? [' — ', h('a', { href: upgrade }, 'top up or upgrade')] : null);
  } else fill(box, err instanceof Error ? err.message : String(err));
  return box;
}

/** A place for the outcome of an action: cleared, then filled with a message or the error. */
export type Outcome = HTMLElement & { ok(...c: Child[]): void; fail(err: unknown): void; clear(): void };
export function outcome(): Outcome {
  const el = h('div', { class: 'outcome', 'aria-live': 'polite' });
  return Object.assign(el, {
    ok: (...c: Child[]) => fill(el, h('div', { class: 'ok', role: 'status' }, ...c)),
    fail: (err: unknown) => fill(el, errorBox(err)),
    clear: () => fill(el),
  });
}

/** Runs an action with its button disabled meanwhile; errors go to the outcome box. */
export async function busy(btn: HTMLButtonElement | null, out: Outcome, action: () => Promise<unknown>): Promise<void> {
  if (btn) btn.disabled = true;
  out.clear();
  try {
    await action();
  } catch (err) {
    out.fail(err);
  } finally {
    if (btn) btn.disabled = false;
  }
}

/** A button that asks once more inline (no modal dialog): "Delete" → "Really delete? Yes / Cancel". */
export function confirmButton(label: string, question: string, action: () => Promise<void> | void, props: Record<string, string> = {}): HTMLElement {
  const wrap = h('span', { class: 'confirm' });
  const start = () => {
    const yes = button(`Yes, ${label.toLowerCase()}`, () => void Promise.resolve(action()).finally(reset), { class: 'danger' });
    fill(wrap, h('span', null, question, ' '), yes, ' ', button('Cancel', reset));
    yes.focus();
  };
  const reset = () => fill(wrap, button(label, start, { class: 'danger', ...props }));
  reset();
  return wrap;
}

/** Copies a text, with a spoken confirmation. */
export function copyButton(text: () => string, label = 'Copy'): HTMLButtonElement {
  const btn = button(label, async () => {
    try {
      await navigator.clipboard.writeText(text());
      btn.textContent = 'Copied';
    } catch {
      btn.textContent = 'Select and copy by hand';
    }
    setTimeout(() => (btn.textContent = label), 2000);
  });
  btn.setAttribute('aria-live', 'polite');
  return btn;
}

export function money(micro: number): string {
  const sign = micro < 0 ? '-' : '';
  const abs = Math.abs(micro);
  return `${sign}${Math.floor(abs / 1_000_000).toLocaleString()}.${String(abs % 1_000_000).padStart(6, '0')}`;
}
