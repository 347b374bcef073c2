import { Ch } from '../chars.js';

/** What a stretch of a line looks like: tests on characters and tokens that hold no reader state. */

/**
 * A dotted name (`org.apache.Foo`, `a:b`): a name, then `.` or `:` and a name, repeated; a logger whose leading
 * packages were cut off may open with the `.` or `#` that marks the cut (`.handler.ScriptHandler`, `#c.i.Startup`).
 */
const DOTTED = /[A-Za-z_][\w$-]*(?:[.:][A-Za-z_$][\w$-]*)+/y;
/** A component name is 1 to 80 of these characters (the length is tested apart: a counted repeat costs the expression more). */
const COMPONENT_NAME = /^[\w$.\-/()[\]#@<>:* ]+$/;

/**
 * The mark of a logger's cut-off leading packages at `a` (`.handler.ScriptHandler`, `#c.i.Startup`): a `.` or `#`
 * with a `.` further on before `b`. 1: the mark (the dotted name starts after it); 0: no `.` or `#` at `a`; -1: a
 * `.` or `#` at `a` with no `.` after it, which marks no cut. The one test of the mark: the header's dotted names
 * (isDotted) and the layout's qualified names (tokens.ts abbreviatedLogger) both ask it.
 */
export function cutMark(s: string, a: number, b: number): -1 | 0 | 1 {
  const c = s.charCodeAt(a);
  if (c !== Ch.Dot && c !== Ch.Hash) return 0;
  const dot = s.indexOf('.', a + 1);
  return dot < 0 || dot >= b ? -1 : 1;
}

/**
 * Is `s[a, b)` one dotted name? The expression takes as much as it can from `a` (each part is
 * as long as it can be), so the range is one dotted name exactly when the match ends at `b` —
 * given that the character at `b` cannot extend it, which holds where the reader asks: there
 * `s[b]` ends the string, is a space or tab, or is a `:` followed by one.
 */
export function isDotted(s: string, a: number, b: number): boolean {
  // (the mark of cut packages, then a dotted name)
  const cut = cutMark(s, a, b);
  if (cut < 0) return false;
  DOTTED.lastIndex = a + cut;
  return DOTTED.test(s) && DOTTED.lastIndex === b;
}

export function isComponentName(t: string): boolean {
  return t.length <= 80 && COMPONENT_NAME.test(t);
}

/** `\s` of a JavaScript regular expression. */
export function isRegexSpace(c: number): boolean {
  if (c <= Ch.Space) return c === Ch.Space || (c >= Ch.Tab && c <= Ch.CarriageReturn);
  if (c < Ch.NoBreakSpace) return false;
  return (
    c === Ch.NoBreakSpace ||
    c === Ch.OghamSpace ||
    (c >= Ch.EnQuad && c <= Ch.HairSpace) ||
    c === Ch.LineSeparator ||
    c === Ch.ParagraphSeparator ||
    c === Ch.NarrowNoBreakSpace ||
    c === Ch.MediumMathSpace ||
    c === Ch.IdeographicSpace ||
    c === Ch.ByteOrderMark
  );
}

/** A line terminator (what `.` does not match). */
export function isLineBreak(c: number): boolean {
  return c === Ch.LineFeed || c === Ch.CarriageReturn || c === Ch.LineSeparator || c === Ch.ParagraphSeparator;
}

/** `s.slice(p).trim()`, cut once. */
export function trimmedFrom(s: string, p: number): string {
  let e = s.length;
  while (p < e && isRegexSpace(s.charCodeAt(p))) p++;
  while (e > p && isRegexSpace(s.charCodeAt(e - 1))) e--;
  return s.slice(p, e);
}

/** A separator at p: `-` (or a run of them), `|` or `:`, followed by a space, a tab or the end of the line. */
export function isSeparator(s: string, p: number): boolean {
  const c = s.charCodeAt(p);
  if (c !== Ch.Hyphen && c !== Ch.Pipe && c !== Ch.Colon) return false;
  if (c === Ch.Hyphen) while (s.charCodeAt(p + 1) === Ch.Hyphen && p < s.length) p++;
  const d = s.charCodeAt(p + 1);
  return d === Ch.Space || d === Ch.Tab || Number.isNaN(d);
}

/** `s[a, b)` holds one of `. / : |` (a file name or source in front of the timestamp). */
export function hasPathPunct(s: string, a: number, b: number): boolean {
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c === Ch.Dot || c === Ch.Slash || c === Ch.Colon || c === Ch.Pipe) return true;
  }
  return false;
}

/** A thread number and a bracketed name written against it (strongSwan's `09[IKE]`): the thread, then the name. */
export const THREAD_NAME = /^(\d{1,5})\[([A-Za-z][\w.-]{0,39})\]$/;

/**
 * A token of two or more repeated marks (`---`, `===`, `***`, `###`) at p that the line also ends with, a space
 * between: a frame around the message (a banner), not a separator; so is a rule of three marks or more that ends the
 * line.
 */
export function framed(s: string, p: number): boolean {
  const c = s.charCodeAt(p);
  let e = p;
  while (s.charCodeAt(e) === c) e++;
  if (e - p < 2) return false;
  let end = s.length;
  while (end > e && (s.charCodeAt(end - 1) === Ch.Space || s.charCodeAt(end - 1) === Ch.Tab)) end--;
  // (a rule with nothing after it separates nothing: it is the message, `[INFO] --------`)
  if (end === e) return e - p >= 3;
  let b = end;
  while (b > e && s.charCodeAt(b - 1) === c) b--;
  return end - b >= 2 && b > e && s.charCodeAt(b - 1) === Ch.Space;
}
