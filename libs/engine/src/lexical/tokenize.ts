/**
 * Word splitting shared by `select` and `guard`: lower-case words, identifiers split into their parts.
 * Both scan the text once by character code (no regular expressions, no lower-cased copy of the whole text):
 * tokenizing tool descriptions is most of the cost of a catalogue seen for the first time.
 */

import { splitRun } from './compound.js';

/** Character codes the scanners compare against. */
const C = {
  Zero: 48,
  Nine: 57,
  UpperA: 65,
  UpperZ: 90,
  LowerA: 97,
  LowerZ: 122,
  LowerS: 115,
  UpperS: 83,
  Underscore: 95,
  Apostrophe: 39,
  RightQuote: 0x2019,
} as const;

function isDigit(c: number): boolean {
  return c >= C.Zero && c <= C.Nine;
}
function isUpper(c: number): boolean {
  return c >= C.UpperA && c <= C.UpperZ;
}
function isLower(c: number): boolean {
  return c >= C.LowerA && c <= C.LowerZ;
}
function isAlnum(c: number): boolean {
  return isLower(c) || isUpper(c) || isDigit(c);
}

/** Calls `each` with every lower-case alphanumeric word of a text (apostrophe suffixes such as `'s` dropped). */
export function eachWord(text: string, each: (word: string) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if ((c === C.Apostrophe || c === C.RightQuote) && i + 1 < n) {
      const s = text.charCodeAt(i + 1);
      const after = i + 2 < n ? text.charCodeAt(i + 2) : 32;
      if ((s === C.LowerS || s === C.UpperS) && !isAlnum(after) && after !== C.Underscore) {
        i += 2;
        continue;
      }
    }
    if (!isAlnum(c)) {
      i++;
      continue;
    }
    const start = i;
    let upper = false;
    while (i < n) {
      c = text.charCodeAt(i);
      if (isUpper(c)) upper = true;
      else if (!isLower(c) && !isDigit(c)) break;
      i++;
    }
    const w = text.slice(start, i);
    each(upper ? w.toLowerCase() : w);
  }
}

/** Lower-case alphanumeric words of a text (apostrophe suffixes such as `'s` dropped). */
export function words(text: string): string[] {
  const out: string[] = [];
  eachWord(text, (w) => out.push(w));
  return out;
}

/**
 * Calls `each` with the lower-case words of an identifier such as `calculate_YOY_growthRate` or `math.hypot`:
 * split at non-alphanumerics, at a lower-to-upper change (`growthRate`), before the last capital of a run
 * followed by a lower-case letter (`YOYGrowth`), and between letters and digits (`color1`). A name that is one lower-case
 * run with no separator at all (`queuesong`, `userid`), given the text it comes with (`evidence`: its description), is
 * split into the words it is made of when they are known (`lexical/compound.ts`).
 */
export function eachIdentifierWord(name: string, each: (word: string) => void, evidence?: string): void {
  if (evidence) {
    const pieces = splitRun(name, evidence);
    if (pieces) {
      for (const w of pieces) each(w);
      return;
    }
  }
  const n = name.length;
  let start = -1;
  const flush = (end: number) => {
    if (start >= 0 && end > start) each(name.slice(start, end).toLowerCase());
    start = -1;
  };
  for (let i = 0; i < n; i++) {
    const c = name.charCodeAt(i);
    if (!isAlnum(c)) {
      flush(i);
      continue;
    }
    if (start < 0) {
      start = i;
      continue;
    }
    const p = name.charCodeAt(i - 1);
    const next = i + 1 < n ? name.charCodeAt(i + 1) : 0;
    const split =
      (isUpper(c) && (isLower(p) || isDigit(p))) ||
      (isUpper(c) && isUpper(p) && isLower(next)) ||
      (isDigit(c) && (isUpper(p) || isLower(p)));
    if (split) {
      flush(i);
      start = i;
    }
  }
  flush(n);
}

/**
 * Splits an identifier such as `calculate_YOY_growthRate` or `math.hypot` into lower-case words (a run such as
 * `queuesong` too, given its description as `evidence`).
 */
export function identifierWords(name: string, evidence?: string): string[] {
  const out: string[] = [];
  eachIdentifierWord(name, (w) => out.push(w), evidence);
  return out;
}
