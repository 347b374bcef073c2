/** A tiny element builder: h('button', { class: 'primary', onclick }, 'Save'). Text children are text nodes, never HTML. */
export type Child = Node | string | number | null | undefined | false | Child[];
type Handler = (event: Event) => unknown;
export type Props = Record<string, string | number | boolean | null | undefined | Handler>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

export function append(el: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.appendChild(child instanceof Node ? child : document.createTextNode(typeof child === 'number' ? String(child) : child));
  }
}

/** Replaces an element's children. */
export function fill(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

const SVG = 'http://www.w3.org/2000/svg';
export function svg(tag: string, attrs: Record<string, string | number>, ...children: (SVGElement | string)[]): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  for (const child of children) el.append(child);
  return el;
}

/** A labelled form field; the id ties label and control together for screen readers. */
let fieldCount = 0;
export function field(label: string, control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, hint?: string): HTMLElement {
  const id = control.id || `f${++fieldCount}`;
  control.id = id;
  const hintEl = hint ? h('small', { id: `${id}-hint`, class: 'hint' }, hint) : null;
  if (hintEl) control.setAttribute('aria-describedby', hintEl.id);
  return h('div', { class: 'field' }, h('label', { for: id }, label), control, hintEl);
}

export function input(props: Props): HTMLInputElement {
  return h('input', props);
}

export function button(label: Child, onclick: (e: Event) => unknown, props: Props = {}): HTMLButtonElement {
  return h('button', { type: 'button', ...props, onclick }, label);
}

/** A table with a caption and column headers; rows are lists of cells. */
export function table(caption: string, headers: string[], rows: Child[][], props: Props = {}): HTMLElement {
  return h(
    'div',
    { class: 'table-wrap', tabindex: 0, role: 'region', 'aria-label': caption },
    h(
      'table',
      props,
      h('caption', null, caption),
      h('thead', null, h('tr', null, headers.map((x) => h('th', { scope: 'col' }, x)))),
      h('tbody', null, rows.length ? rows.map((r) => h('tr', null, r.map((c) => h('td', null, c)))) : h('tr', null, h('td', { colspan: headers.length, class: 'empty' }, 'Nothing yet.'))),
    ),
  );
}

export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

export function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
