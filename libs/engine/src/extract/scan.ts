/** Small character-level helpers shared by the line parsers. */

export function skipSpaces(s: string, p: number): number {
  let c = s.charCodeAt(p);
  while (c === 32 || c === 9) c = s.charCodeAt(++p);
  return p;
}

/** Index of the space or tab ending the token at p (or the string length). */
export function tokenEnd(s: string, p: number): number {
  const n = s.length;
  while (p < n) {
    const c = s.charCodeAt(p);
    if (c === 32 || c === 9) return p;
    p++;
  }
  return n;
}

/** Index of the `]` closing the `[` at p, nesting allowed; -1 when unbalanced. */
export function closingBracket(s: string, p: number, open = 91, close = 93): number {
  let depth = 0;
  const n = Math.min(s.length, p + 400);
  for (let i = p; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === open) depth++;
    else if (c === close && --depth === 0) return i;
  }
  return -1;
}

export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
