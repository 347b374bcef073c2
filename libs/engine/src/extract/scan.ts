import { Ch } from './chars.js';

/** Small character-level helpers shared by the line parsers. */

export function skipSpaces(s: string, p: number): number {
  let c = s.charCodeAt(p);
  while (c === Ch.Space || c === Ch.Tab) c = s.charCodeAt(++p);
  return p;
}

/** Index of the space or tab ending the token at p (or the string length); `firstTab` is `s.indexOf('\t')`. */
export function tokenEnd(s: string, p: number, firstTab: number): number {
  const n = s.length;
  if (p >= n) return n;
  let e = s.indexOf(' ', p);
  if (e < 0) e = n;
  // most lines hold no tab: spaces alone are then found natively
  if (firstTab >= 0 && firstTab < e) {
    const t = firstTab >= p ? firstTab : s.indexOf('\t', p);
    if (t >= 0 && t < e) return t;
  }
  return e;
}

/** Index of the `]` closing the `[` at p (looked for up to 400 characters on), nesting allowed; -1 when unbalanced. */
export function closingBracket(s: string, p: number): number {
  if (s.charCodeAt(p) !== Ch.OpenBracket) return -1;
  const n = Math.min(s.length, p + 400);
  // most brackets nest nothing: the first `]`, found natively, when no `[` comes before it
  const first = s.indexOf(']', p + 1);
  if (first < 0 || first >= n) return -1;
  const inner = s.indexOf('[', p + 1);
  if (inner < 0 || inner > first) return first;
  let depth = 0;
  for (let i = p; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === Ch.OpenBracket) depth++;
    else if (c === Ch.CloseBracket && --depth === 0) return i;
  }
  return -1;
}

export function isDigit(c: number): boolean {
  return c >= Ch.Digit0 && c <= Ch.Digit9;
}

/** An ASCII letter, either case. */
export function isLetter(c: number): boolean {
  return (c | 0x20) >= 97 && (c | 0x20) <= 122;
}

export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < Ch.Digit0 || c > Ch.Digit9) return false;
  }
  return true;
}

/**
 * `s.lastIndexOf(ch, from)`, found by forward searches: each a light native call, where lastIndexOf is a call into
 * the runtime that costs several of them. For a character a string holds a few times at most (a header bracket's `:`
 * or `@`). `ch` is one character (an empty one would never advance); a negative `from` reads as 0, as lastIndexOf's.
 */
export function lastIndexOfFew(s: string, ch: string, from = s.length): number {
  if (from < 0) from = 0;
  let last = -1;
  for (let q = s.indexOf(ch); q >= 0 && q <= from; q = s.indexOf(ch, q + 1)) last = q;
  return last;
}
