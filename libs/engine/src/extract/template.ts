/**
 * Drain-style templates: variable parts of a message become `<*>` so that lines of one event type
 * share one template. Step one (here) masks what is variable by its look — token parts holding a
 * digit (numbers, ids, addresses, sizes, hex), paths and URLs, dates, value lists — and folds runs
 * of masks into one; step two (template-merge.ts) merges templates that differ only where values vary.
 * One pass over the characters; regular expressions only on tokens that hold a digit or a slash.
 */

const DELIM = new Uint8Array(128);
for (const ch of '=:,;()[]{}"\'/@<>|#') DELIM[ch.charCodeAt(0)] = 1;
const LETTER = /[A-Za-z]/;
const UNITS = new Set(['B', 'KB', 'MB', 'GB', 'TB', 'KiB', 'MiB', 'GiB', 'bytes', 'ms', 'us', 'ns', 's', 'sec', 'secs', 'seconds', 'min', 'minutes', 'h', 'hours']);
const DATE_WORDS = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
const MASK = '<*>';

/** Parts between delimiters that hold a digit become `<*>` (as `core.replace(PART, maskPart)`, without a callback). */
function maskParts(core: string): string {
  let out = '';
  let start = 0;
  let digit = false;
  for (let i = 0; i <= core.length; i++) {
    const c = i < core.length ? core.charCodeAt(i) : -1;
    if (c === -1 || DELIM[c] === 1) {
      if (i > start) out += digit ? MASK : core.slice(start, i);
      if (c !== -1) out += core[i];
      start = i + 1;
      digit = false;
    } else if (c >= 48 && c <= 57) digit = true;
  }
  return out;
}

function isLead(c: number): boolean {
  return c === 34 || c === 39 || c === 40 || c === 91 || c === 123 || c === 60;
}
function isTrail(c: number): boolean {
  return c === 41 || c === 93 || c === 125 || c === 62 || c === 34 || c === 39 || c === 44 || c === 59 || c === 58 || c === 46;
}

function isPath(core: string): boolean {
  const first = core.indexOf('/');
  if (first < 0) return false;
  if (core.indexOf('://') > 0) return true;
  const second = core.indexOf('/', first + 1);
  return second > first + 1;
}

/** Token → masked token; `hasDigit`/`hasSlash` were found by the caller's scan. */
function maskToken(tok: string, hasDigit: boolean): string {
  let a = 0;
  let b = tok.length;
  while (a < b && isLead(tok.charCodeAt(a))) a++;
  while (b > a && isTrail(tok.charCodeAt(b - 1))) b--;
  const core = tok.slice(a, b);
  if (isPath(core)) return tok.slice(0, a) + MASK + tok.slice(b);
  if (!hasDigit) return tok;
  const masked = maskParts(core);
  const out = LETTER.test(masked.replaceAll(MASK, '')) ? (masked.indexOf('<*><*>') >= 0 ? masked.replace(/(?:<\*>)+/g, MASK) : masked) : MASK;
  return tok.slice(0, a) + out + tok.slice(b);
}

/** Only masks and list punctuation: folds into a neighbouring mask. */
function isMaskish(t: string): boolean {
  if (t.indexOf(MASK) < 0) return /^[,;:.=/-]+$/.test(t);
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 60 && t.startsWith(MASK, i)) {
      i += 2;
      continue;
    }
    if (!(c === 44 || c === 59 || c === 58 || c === 46 || c === 61 || c === 47 || c === 45)) return false;
  }
  return true;
}

/** Is `s[a, b)` one of UNITS once trailing list punctuation is dropped? */
function isUnit(s: string, a: number, b: number): boolean {
  while (b > a) {
    const c = s.charCodeAt(b - 1);
    if (c === 44 || c === 59 || c === 58 || c === 46 || c === 41 || c === 93) b--;
    else break;
  }
  return b - a <= 7 && b > a && UNITS.has(s.slice(a, b));
}

/** Characters a mask-only token may hold besides masks: `, ; : . = / -`. */
function isListPunct(c: number): boolean {
  return c === 44 || c === 59 || c === 58 || c === 46 || c === 61 || c === 47 || c === 45;
}
function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Index of the char code `c` in `s[from, to)`, or -1. */
function indexIn(s: string, c: number, from: number, to: number): number {
  for (let i = from; i < to; i++) if (s.charCodeAt(i) === c) return i;
  return -1;
}
/** Index of the first `://` inside `s[from, to)`, or -1. */
function indexOfUrl(s: string, from: number, to: number): number {
  for (let i = from; i + 3 <= to; i++) if (s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) === 47 && s.charCodeAt(i + 2) === 47) return i;
  return -1;
}

// What maskRange found besides the masked token (module state: the masker is synchronous and not re-entered).
let rangeMaskish = false;
let rangeEndsMask = false;

/**
 * `maskToken` + `isMaskish` for the token `s[start, end)` without cutting it out first; `undefined`
 * when the token stays as written. Only for tokens without `*` (so every `<*>` in the result is one
 * this function put there).
 */
function maskRange(s: string, start: number, end: number, hasDigit: boolean, hasSlash: boolean): string | undefined {
  let a = start;
  let b = end;
  while (a < b && isLead(s.charCodeAt(a))) a++;
  while (b > a && isTrail(s.charCodeAt(b - 1))) b--;
  let suffixPunct = true;
  for (let i = b; i < end; i++) if (!isListPunct(s.charCodeAt(i))) suffixPunct = false;
  // a path or URL: the core is one mask
  const slash = hasSlash ? indexIn(s, 47, a, b) : -1;
  if (slash >= 0) {
    const url = indexOfUrl(s, a, b);
    const second = indexIn(s, 47, slash + 1, b);
    if (url > a || second > slash + 1) {
      rangeMaskish = a === start && suffixPunct;
      rangeEndsMask = b === end;
      return s.slice(start, a) + MASK + s.slice(b, end);
    }
  }
  if (!hasDigit) return undefined;
  // parts between delimiters that hold a digit become masks; the rest is copied
  let out = '';
  let copied = start;
  let letter = false;
  let punctOnly = true;
  let lastMasked = false;
  let partStart = a;
  let digit = false;
  for (let i = a; i <= b; i++) {
    const c = i < b ? s.charCodeAt(i) : -1;
    if (c === -1 || (c < 128 && DELIM[c] === 1)) {
      if (i > partStart) {
        if (digit) {
          out += s.slice(copied, partStart) + MASK;
          copied = i;
          lastMasked = true;
        } else {
          for (let j = partStart; j < i; j++) {
            const d = s.charCodeAt(j);
            if (isLetter(d)) letter = true;
            if (!isListPunct(d)) punctOnly = false;
          }
          lastMasked = false;
        }
      }
      if (c !== -1) {
        if (!isListPunct(c)) punctOnly = false;
        lastMasked = false;
      }
      partStart = i + 1;
      digit = false;
    } else if (c >= 48 && c <= 57) digit = true;
  }
  if (!letter) {
    rangeMaskish = a === start && suffixPunct;
    rangeEndsMask = b === end;
    return s.slice(start, a) + MASK + s.slice(b, end);
  }
  rangeMaskish = a === start && punctOnly && suffixPunct;
  rangeEndsMask = b === end && lastMasked;
  return out + s.slice(copied, end);
}

// Output tokens of maskMessage: a range of the message (`outText[k]` undefined) or a masked token.
let outStart = new Int32Array(64);
let outEnd = new Int32Array(64);
let outMaskEnd = new Uint8Array(64);
const outText: Array<string | undefined> = [];

function grow(): void {
  const n = outStart.length * 2;
  const s = new Int32Array(n);
  s.set(outStart);
  outStart = s;
  const e = new Int32Array(n);
  e.set(outEnd);
  outEnd = e;
  const m = new Uint8Array(n);
  m.set(outMaskEnd);
  outMaskEnd = m;
}

function endsWithMask(s: string, end: number, start: number): boolean {
  return end - start >= 3 && s.charCodeAt(end - 1) === 62 && s.charCodeAt(end - 2) === 42 && s.charCodeAt(end - 3) === 60;
}

/** The masked form of a message: digit-bearing parts, paths, dates and value lists become `<*>`; spaces normalized. */
export function maskMessage(message: string): string {
  const n = message.length;
  let k = 0;
  let i = 0;
  let lastMask = false;
  while (i < n) {
    let c = message.charCodeAt(i);
    while (c === 32 || c === 9 || c === 10 || c === 13) c = message.charCodeAt(++i);
    if (i >= n) break;
    const start = i;
    let digit = false;
    let slash = false;
    let star = false;
    while (i < n && c !== 32 && c !== 9 && c !== 10 && c !== 13) {
      if (c >= 48 && c <= 57) digit = true;
      else if (c === 47) slash = true;
      else if (c === 42) star = true;
      c = message.charCodeAt(++i);
    }
    if (k === outStart.length) grow();
    if (!digit && !slash) {
      if (lastMask && isUnit(message, start, i)) continue;
      outStart[k] = start;
      outEnd[k] = i;
      outMaskEnd[k] = endsWithMask(message, i, start) ? 1 : 0;
      outText[k++] = undefined;
      lastMask = false;
      continue;
    }
    let m: string | undefined;
    if (star) {
      // a token that already holds `*` (perhaps a mask): the general path
      const tok = message.slice(start, i);
      const masked = maskToken(tok, digit);
      m = masked === tok ? undefined : masked;
      if (m !== undefined) {
        rangeMaskish = isMaskish(m);
        rangeEndsMask = m.endsWith(MASK);
      }
    } else m = maskRange(message, start, i, digit, slash);
    if (m === undefined) {
      outStart[k] = start;
      outEnd[k] = i;
      outMaskEnd[k] = endsWithMask(message, i, start) ? 1 : 0;
      outText[k++] = undefined;
      lastMask = false;
      continue;
    }
    const endsMask = rangeEndsMask;
    if (rangeMaskish) {
      // a date written as words before the value (`Sun Dec 04 ...`) folds into the mask
      while (k > 0 && outText[k - 1] === undefined && outEnd[k - 1] - outStart[k - 1] === 3 && DATE_WORDS.has(message.slice(outStart[k - 1], outEnd[k - 1]))) {
        k--;
        lastMask = k > 0 && outMaskEnd[k - 1] === 1;
      }
      if (lastMask) continue;
      m = MASK;
    }
    outText[k] = m;
    outMaskEnd[k++] = m.endsWith(MASK) ? 1 : 0;
    lastMask = endsMask;
  }
  // join: runs of tokens kept as written and one space apart are cut out in one piece
  let res = '';
  for (let t = 0; t < k; t++) {
    if (t > 0) res += ' ';
    const text = outText[t];
    if (text !== undefined) {
      res += text;
      continue;
    }
    const from = outStart[t];
    let to = outEnd[t];
    while (t + 1 < k && outText[t + 1] === undefined && outStart[t + 1] === to + 1 && message.charCodeAt(to) === 32) to = outEnd[++t];
    res += from === 0 && to === n ? message : message.slice(from, to);
  }
  for (let t = 0; t < k; t++) outText[t] = undefined;
  return res;
}
