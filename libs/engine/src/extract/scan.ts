/** Small character-level helpers shared by the line parsers. */

export function skipSpaces(s: string, p: number): number {
  let c = s.charCodeAt(p);
  while (c === 32 || c === 9) c = s.charCodeAt(++p);
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
  if (s.charCodeAt(p) !== 91) return -1;
  const n = Math.min(s.length, p + 400);
  // most brackets nest nothing: the first `]`, found natively, when no `[` comes before it
  const first = s.indexOf(']', p + 1);
  if (first < 0 || first >= n) return -1;
  const inner = s.indexOf('[', p + 1);
  if (inner < 0 || inner > first) return first;
  let depth = 0;
  for (let i = p; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 91) depth++;
    else if (c === 93 && --depth === 0) return i;
  }
  return -1;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
