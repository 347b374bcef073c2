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

/** The masked form of a message: digit-bearing parts, paths, dates and value lists become `<*>`; spaces normalized. */
export function maskMessage(message: string): string {
  const out: string[] = [];
  const n = message.length;
  let i = 0;
  let lastMask = false;
  while (i < n) {
    let c = message.charCodeAt(i);
    while (c === 32 || c === 9 || c === 10 || c === 13) c = message.charCodeAt(++i);
    if (i >= n) break;
    const start = i;
    let digit = false;
    let slash = false;
    while (i < n && c !== 32 && c !== 9 && c !== 10 && c !== 13) {
      if (c >= 48 && c <= 57) digit = true;
      else if (c === 47) slash = true;
      c = message.charCodeAt(++i);
    }
    const tok = message.slice(start, i);
    if (!digit && !slash) {
      if (lastMask && (UNITS.has(tok) || UNITS.has(tok.replace(/[,;:.)\]]+$/, '')))) continue;
      out.push(tok);
      lastMask = false;
      continue;
    }
    const m = maskToken(tok, digit);
    if (m === tok) {
      out.push(tok);
      lastMask = false;
      continue;
    }
    const maskish = isMaskish(m);
    if (maskish) {
      while (out.length > 0 && DATE_WORDS.has(out[out.length - 1])) {
        out.pop();
        lastMask = out.length > 0 && out[out.length - 1].endsWith(MASK);
      }
      if (lastMask) continue;
    }
    out.push(maskish ? MASK : m);
    lastMask = m.endsWith(MASK);
  }
  return out.join(' ');
}
