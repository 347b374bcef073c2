/**
 * Drain-style templates: variable parts of a message become `<*>` so that lines of one event type
 * share one template. Step one (here) masks what is variable by its look — token parts holding a
 * digit (numbers, ids, addresses, sizes, hex), paths and URLs, dates, value lists — and folds runs
 * of masks into one; step two (template-merge.ts) merges templates that differ only where values vary.
 * One pass over the characters; regular expressions only on tokens that hold a digit or a slash.
 */
import { isLetter } from './scan.js';

const DELIM = new Uint8Array(128);
for (const ch of '=:,;()[]{}"\'/@<>|#') DELIM[ch.charCodeAt(0)] = 1;
const LETTER = /[A-Za-z]/;
const UNITS = new Set(['B', 'KB', 'MB', 'GB', 'TB', 'KiB', 'MiB', 'GiB', 'bytes', 'ms', 'us', 'ns', 's', 'sec', 'secs', 'seconds', 'min', 'minutes', 'h', 'hours']);
const DATE_WORDS = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
/**
 * The last labels of host names (generic, infrastructure and reserved names): a part without digits whose labels end in
 * one (`api.example.com`, `mail.example.org.`) is a host name, as variable as an address. A file or class name
 * (`main.cc`, `java.io.IOException`) does not end in one.
 */
const HOST_ENDS = new Set(['com', 'net', 'org', 'biz', 'edu', 'gov', 'mil', 'int', 'io', 'local', 'localdomain', 'internal', 'lan', 'corp', 'home', 'arpa', 'test', 'example', 'invalid']);
/**
 * Common file-name extensions (documents, data, images, media, archives, code, binaries), read in lower case only: a part
 * without digits whose last label is one (`Holiday.jpg`, `benchy.gcode`, `main.cc`) names a file, a value as a path is.
 */
const FILE_ENDS = new Set(['log', 'txt', 'json', 'xml', 'yaml', 'yml', 'csv', 'tsv', 'conf', 'cfg', 'ini', 'toml', 'md', 'html', 'htm', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'jpg', 'jpeg', 'png', 'gif', 'svg', 'bmp', 'webp', 'wav', 'flac', 'mkv', 'avi', 'mov', 'zip', 'gz', 'tgz', 'xz', 'tar', 'rar', 'iso', 'img', 'sql', 'db', 'sqlite', 'bak', 'tmp', 'pid', 'sock', 'sh', 'py', 'js', 'ts', 'rb', 'pl', 'php', 'java', 'jar', 'war', 'c', 'h', 'cc', 'cpp', 'hpp', 'go', 'rs', 'exe', 'dll', 'so', 'dylib', 'deb', 'rpm', 'gcode', 'stl']);
const MASK = '<*>';
const SPACED_MASK = ' <*>';

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

/**
 * Is `s[from, to)` (a part without digits) a host or file name: labels of letters and `-` joined by dots (final dots, `!`
 * and `?` aside), the last one in HOST_ENDS (any case), or labels that may hold `_` too, the last one in FILE_ENDS?
 */
function isHostPart(s: string, from: number, to: number): boolean {
  // final dots, and a `!` or `?` closing a sentence (`started on api.example.com!`), as a digit part keeps them
  while (to > from && (s.charCodeAt(to - 1) === 46 || s.charCodeAt(to - 1) === 33 || s.charCodeAt(to - 1) === 63)) to--;
  let dot = -1;
  // a `_` (in a file's name, never a host's)
  let underscore = false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      // an empty label
      if (i === from || s.charCodeAt(i - 1) === 46) return false;
      dot = i;
    } else if (c === 95) underscore = true;
    else if (!isLetter(c) && c !== 45) return false;
  }
  // (a host name in capitals, a Kerberos realm `EXAMPLE.COM`, is one too: names are not case-sensitive)
  if (dot <= from || to - dot - 1 > 11) return false;
  const last = s.slice(dot + 1, to);
  return FILE_ENDS.has(last) || (!underscore && HOST_ENDS.has(last.toLowerCase()));
}

/** Is the `=` at `eq` the end of `,dc=` (any case: an LDAP name's domain component after another component)? */
function isDomainComponent(s: string, eq: number): boolean {
  return eq >= 3 && s.charCodeAt(eq - 3) === 44 && (s.charCodeAt(eq - 2) | 0x20) === 100 && (s.charCodeAt(eq - 1) | 0x20) === 99;
}

/** Hex parts (some empty: `::`) joined by two `:` or more. */
const HEX_RUN = /^[0-9A-Fa-f]*(?::[0-9A-Fa-f]*){2,}$/;

/**
 * `s[a, b)` with each MAC or IPv6 address inside it (hex parts, some empty, joined by two `:` or more, between other
 * delimiters: `AP[cc:2a:..]`) that holds a digit written as `0`, so that it is masked whole as a token of hex parts is;
 * undefined when there is none. (Its parts of hex letters only, `cc`, `fa`, stay as written otherwise, and the number
 * of its masked parts varies with them.)
 */
function hexRuns(s: string, a: number, b: number): string | undefined {
  let out = '';
  let copied = a;
  let from = a;
  for (let i = a; i <= b; i++) {
    const c = i < b ? s.charCodeAt(i) : -1;
    if (c === -1 || (c !== 58 && c < 128 && DELIM[c] === 1)) {
      if (i - from >= 3) {
        const seg = s.slice(from, i);
        if (HEX_RUN.test(seg) && /[0-9]/.test(seg)) {
          out += s.slice(copied, from) + '0';
          copied = i;
        }
      }
      from = i + 1;
    }
  }
  return copied === a ? undefined : out + s.slice(copied, b);
}

/** Does the host part starting at `hostStart` follow the `@` at `at` (right after it, or past a quote or `[`)? */
function atUser(s: string, at: number, hostStart: number): boolean {
  if (at === hostStart - 1) return true;
  if (at !== hostStart - 2) return false;
  const c = s.charCodeAt(hostStart - 1);
  return c === 39 || c === 34 || c === 91;
}

// What maskRange found besides the masked token (module state: the masker is synchronous and not re-entered).
let rangeMaskish = false;
let rangeEndsMask = false;
/** maskRange's answer for a token holding `*`: it may hold masks already, the general path decides. */
const HAS_STAR = '*';

/**
 * `maskToken` + `isMaskish` for the token `s[start, end)` in one pass, without cutting it out first;
 * `undefined` when the token stays as written, `HAS_STAR` for a token holding `*` (then every `<*>`
 * in a result here is one this function put there).
 */
function maskRange(s: string, start: number, end: number): string | undefined {
  let a = start;
  let b = end;
  while (a < b && isLead(s.charCodeAt(a))) a++;
  while (b > a && isTrail(s.charCodeAt(b - 1))) b--;
  // a bound, not a bracket: `<1` (`lifetime <1 sec`, `<5ms`) is a number as `12` is, when no `>` closes it
  if (a === start + 1 && s.charCodeAt(start) === 60 && a < b && s.charCodeAt(a) >= 48 && s.charCodeAt(a) <= 57 && s.indexOf('>', a) < 0) a = start;
  let suffixPunct = true;
  for (let i = b; i < end; i++) if (!isListPunct(s.charCodeAt(i))) suffixPunct = false;
  // parts between delimiters that hold a digit become masks; the rest is copied
  let out = '';
  let copied = start;
  let anyDigit = false;
  let firstSlash = -1;
  let secondSlash = -1;
  let url = -1;
  let letter = false;
  let punctOnly = true;
  let lastMasked = false;
  let partStart = a;
  let digit = false;
  let partLetter = false;
  let partPunct = true;
  // hex digits joined by `:` only (a MAC address, an IPv6 one): parts without a digit are as variable as the rest
  let hex = true;
  let colons = 0;
  // a delimiter other than `:` (a MAC or IPv6 address may be one part of the token)
  let split = false;
  // a part holding a dot (perhaps a host name); the part before an `@` left as written (a mail address's user, masked
  // with the host after it), and `letter`/`punctOnly` as they were before it
  let partDot = false;
  // `,dc=` after a component: an LDAP name
  let ldap = false;
  let userStart = -1;
  let userEnd = -1;
  // the part before a `/` (perhaps a Kerberos principal's primary), and `letter`/`punctOnly` as they were before it
  let wordStart = -1;
  let wordLetter = false;
  let wordPunct = true;
  let letterBefore = false;
  let punctBefore = true;
  // the last part closed by a quote, and `letter`/`punctOnly` as they were before it (a quoted user: `'bob'@'host'`)
  let quotedStart = -1;
  let quotedEnd = -1;
  let quotedLetter = false;
  let quotedPunct = true;
  // the end of the core (`c` -1) closes the last part as a delimiter does
  for (let i = a; i <= b; i++) {
    const c = i < b ? s.charCodeAt(i) : -1;
    if (c >= 48 && c <= 57) {
      digit = true;
      continue;
    }
    if (c === -1 || (c < 128 && DELIM[c] === 1)) {
      if (i > partStart) {
        if (digit || (partDot && isHostPart(s, partStart, i))) {
          if (userStart >= copied && atUser(s, userEnd, partStart)) {
            // `user@host`: one mask, the user with the host
            out += s.slice(copied, userStart) + MASK;
            letter = letterBefore;
            punctOnly = punctBefore;
            if (c === -1) {
              // the account closing the token (`'bob'@'host'`, `bob@[host]`): its quotes and brackets go with the mask
              const open = s.charCodeAt(partStart - 1);
              if (userEnd === partStart - 2 && b < end && s.charCodeAt(b) === (open === 91 ? 93 : open)) {
                // (the part closed now ends past them, and is copied from there)
                i = ++b;
                suffixPunct = true;
                for (let j = b; j < end; j++) if (!isListPunct(s.charCodeAt(j))) suffixPunct = false;
              }
              if (userStart < a) a = userStart;
            }
          } else out += s.slice(copied, partStart) + MASK;
          copied = i;
          anyDigit = true;
          // (cleared by the delimiter after it; kept when the part closes the core)
          lastMasked = true;
        } else {
          if (c === 64) {
            userStart = partStart;
            userEnd = i;
            letterBefore = letter;
            punctBefore = punctOnly;
            // `primary/instance@REALM` (a Kerberos principal): the user is both parts, kept as written before
            if (wordStart >= copied && wordStart < partStart && s.charCodeAt(partStart - 1) === 47) {
              userStart = wordStart;
              letterBefore = wordLetter;
              punctBefore = wordPunct;
            }
          } else if (c === 39 || c === 34) {
            quotedStart = partStart;
            quotedEnd = i;
            quotedLetter = letter;
            quotedPunct = punctOnly;
          }
          // (a part of letters kept as written, and `letter`/`punctOnly` as they were before it)
          wordStart = partLetter && c === 47 ? partStart : -1;
          wordLetter = letter;
          wordPunct = punctOnly;
          letter ||= partLetter;
          punctOnly &&= partPunct;
        }
      } else if (c === 64 && quotedEnd === i - 1 && quotedStart > start && s.charCodeAt(quotedStart - 1) === s.charCodeAt(i - 1)) {
        // `'user'@host` (a MySQL account): the quoted user
        userStart = quotedStart - 1;
        userEnd = i;
        letterBefore = quotedLetter;
        punctBefore = quotedPunct;
      }
      if (c === -1) break;
      if (c === 61 && i - 3 >= a && isDomainComponent(s, i)) ldap = true;
      if (c === 58) colons++;
      else {
        hex = false;
        split = true;
      }
      partDot = false;
      if (c === 47) {
        if (firstSlash < 0) firstSlash = i;
        else if (secondSlash < 0) secondSlash = i;
      } else if (c === 58 && url < 0 && i + 3 <= b && s.charCodeAt(i + 1) === 47 && s.charCodeAt(i + 2) === 47) url = i;
      if (!isListPunct(c)) punctOnly = false;
      lastMasked = false;
      partStart = i + 1;
      digit = false;
      partLetter = false;
      partPunct = true;
      continue;
    }
    if (c === 42) return HAS_STAR;
    if (c === 46) partDot = true;
    if (isLetter(c)) {
      partLetter = true;
      if ((c | 0x20) > 102) hex = false;
    } else hex = false;
    if (!isListPunct(c)) partPunct = false;
  }
  if (ldap || (firstSlash >= 0 && (url > a || secondSlash > firstSlash + 1))) {
    // a path or URL, or an LDAP name (`uid=dave,cn=users,dc=example,dc=com`): the core is one mask
    rangeMaskish = a === start && suffixPunct;
    rangeEndsMask = b === end;
    return s.slice(start, a) + MASK + s.slice(b, end);
  }
  if (!anyDigit) return undefined;
  if (colons >= 2 && split && letter) {
    // a MAC or IPv6 address inside the token: masked whole (its letter parts with its digit parts)
    const runs = hexRuns(s, a, b);
    if (runs !== undefined) {
      const t = s.slice(start, a) + runs + s.slice(b, end);
      return maskRange(t, 0, t.length);
    }
  }
  if (!letter || (hex && colons >= 2)) {
    rangeMaskish = a === start && suffixPunct;
    rangeEndsMask = b === end;
    return s.slice(start, a) + MASK + s.slice(b, end);
  }
  rangeMaskish = a === start && punctOnly && suffixPunct;
  rangeEndsMask = b === end && lastMasked;
  return out + s.slice(copied, end);
}

// Output of maskMessage: entries that are a range of the message (`outText[k]` undefined: one token,
// or a run of tokens one space apart) or a masked token. Module state: the masker is synchronous.
let outStart = new Int32Array(64);
let outEnd = new Int32Array(64);
let outMaskEnd = new Uint8Array(64);
const outText: Array<string | undefined> = [];
let outCount = 0;
/** The token written last ends with a mask (a unit word after it is dropped, a value list folds into it). */
let lastMask = false;

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

/** Writes `s[start, end)` as written (one token or a run of tokens one space apart). */
function pushRange(s: string, start: number, end: number): void {
  if (outCount === outStart.length) grow();
  outStart[outCount] = start;
  outEnd[outCount] = end;
  outMaskEnd[outCount] = endsWithMask(s, end, start) ? 1 : 0;
  outText[outCount++] = undefined;
  lastMask = false;
}

/** Drops the date words (`Sun Dec`) written just before a value that is being masked. */
function popDateWords(s: string): void {
  while (outCount > 0 && outText[outCount - 1] === undefined) {
    const a = outStart[outCount - 1];
    const e = outEnd[outCount - 1];
    if (e - a < 3 || (e - a > 3 && s.charCodeAt(e - 4) !== 32) || !DATE_WORDS.has(s.slice(e - 3, e))) return;
    if (e - a === 3) outCount--;
    else {
      outEnd[outCount - 1] = e - 4;
      outMaskEnd[outCount - 1] = endsWithMask(s, e - 4, a) ? 1 : 0;
    }
    lastMask = outCount > 0 && outMaskEnd[outCount - 1] === 1;
  }
}

/** One token holding a digit or a slash → written masked or as is. */
function pushValueToken(s: string, start: number, end: number): void {
  let m = maskRange(s, start, end);
  if (m === HAS_STAR) {
    // a token that already holds `*` (perhaps a mask): the general path
    const tok = s.slice(start, end);
    const masked = maskToken(tok, /[0-9]/.test(tok));
    m = masked === tok ? undefined : masked;
    if (m !== undefined) {
      rangeMaskish = isMaskish(m);
      rangeEndsMask = m.endsWith(MASK);
    }
  }
  if (m === undefined) {
    pushRange(s, start, end);
    return;
  }
  const endsMask = rangeEndsMask;
  if (rangeMaskish) {
    // a date written as words before the value (`Sun Dec 04 ...`) folds into the mask
    popDateWords(s);
    if (lastMask) return;
    m = MASK;
  }
  if (outCount === outStart.length) grow();
  outText[outCount] = m;
  outMaskEnd[outCount++] = m.endsWith(MASK) ? 1 : 0;
  lastMask = endsMask;
}

/** Any whitespace layout: token by token. */
function maskTokens(message: string): void {
  const n = message.length;
  let i = 0;
  while (i < n) {
    // (never read past the end, -1 there: a read past the end would cost every later call, see criStart)
    let c = message.charCodeAt(i);
    while (c === 32 || c === 9 || c === 10 || c === 13) c = ++i < n ? message.charCodeAt(i) : -1;
    if (i >= n) break;
    const start = i;
    let value = false;
    while (i < n && c !== 32 && c !== 9 && c !== 10 && c !== 13) {
      if ((c >= 48 && c <= 57) || c === 47 || c === 64) value = true;
      else if (c === 46 && i + 1 < n && message.charCodeAt(i + 1) >= 97 && message.charCodeAt(i + 1) <= 122) value = true;
      else if (c === 61 && isDomainComponent(message, i)) value = true;
      c = ++i < n ? message.charCodeAt(i) : -1;
    }
    if (value) pushValueToken(message, start, i);
    else if (!(lastMask && isUnit(message, start, i))) pushRange(message, start, i);
  }
}

/**
 * A digit or slash, an `@` (a mail address), a dot before a lower-case letter (a host name) or `,dc=` (an LDAP name):
 * a token to mask.
 */
const VALUE_CHAR = /[0-9/@]|\.[a-z]|,[dD][cC]=/g;
const BREAK = /[\t\n\r]/;

/**
 * Tokens one space apart (the usual message): the next digit, slash, `@` or host-like dot is found by a regular
 * expression, and the words between two value tokens are written as one run.
 */
function maskSpaced(message: string): void {
  const n = message.length;
  let i = 0;
  while (i < n) {
    VALUE_CHAR.lastIndex = i;
    const f = VALUE_CHAR.test(message) ? VALUE_CHAR.lastIndex - 1 : n;
    let ts = n + 1;
    let te = n;
    if (f < n) {
      ts = f;
      while (ts > i && message.charCodeAt(ts - 1) !== 32) ts--;
      te = message.indexOf(' ', f);
      if (te < 0) te = n;
    }
    // words [i, ts - 1): a unit right after a mask is dropped, the rest is one run
    let a = i;
    const b = ts - 1;
    if (lastMask) {
      while (a < b) {
        let e = message.indexOf(' ', a);
        if (e < 0 || e > b) e = b;
        if (!isUnit(message, a, e)) break;
        a = e + 1;
      }
    }
    if (a < b) pushRange(message, a, b);
    if (f >= n) break;
    pushValueToken(message, ts, te);
    i = te + 1;
  }
}

/** Masks `message` into the output entries (the masked form is the entries, one space apart). */
function maskEntries(message: string): void {
  const n = message.length;
  outCount = 0;
  lastMask = false;
  if (n === 0) return;
  if (message.charCodeAt(0) === 32 || message.charCodeAt(n - 1) === 32 || message.indexOf('  ') >= 0 || BREAK.test(message)) maskTokens(message);
  else maskSpaced(message);
}

/** The entries joined: entries kept as written and one space apart are cut out in one piece. */
function joinEntries(message: string): string {
  const n = message.length;
  const k = outCount;
  let res = '';
  for (let t = 0; t < k; t++) {
    const text = outText[t];
    if (text !== undefined) {
      res += t === 0 ? text : text === MASK ? SPACED_MASK : ' ' + text;
      outText[t] = undefined;
      continue;
    }
    let from = outStart[t];
    let to = outEnd[t];
    while (t + 1 < k && outText[t + 1] === undefined && outStart[t + 1] === to + 1 && message.charCodeAt(to) === 32) to = outEnd[++t];
    if (res !== '') {
      // the space before the run is cut out with it when the message has one there
      if (message.charCodeAt(from - 1) === 32) from--;
      else res += ' ';
    }
    res += from === 0 && to === n ? message : message.slice(from, to);
  }
  return res;
}

/** The masked form of a message: digit-bearing parts, paths, dates and value lists become `<*>`; spaces normalized. */
export function maskMessage(message: string): string {
  maskEntries(message);
  return outCount === 0 ? '' : joinEntries(message);
}

const FNV_PRIME = 16777619;

/**
 * Masks `message` and answers a hash of its masked form (FNV-1a over its characters) without
 * building it; `maskedEquals` and `maskedText` then read the same masking (until the next call).
 */
export function maskedHash(message: string): number {
  maskEntries(message);
  let h = 0x811c9dc5;
  let len = 0;
  for (let t = 0; t < outCount; t++) {
    const text = outText[t];
    if (text !== undefined) {
      if (t > 0) h = Math.imul(h ^ 32, FNV_PRIME);
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
      len += text.length + 1;
      continue;
    }
    if (len > 0) h = Math.imul(h ^ 32, FNV_PRIME);
    const to = outEnd[t];
    for (let i = outStart[t]; i < to; i++) h = Math.imul(h ^ message.charCodeAt(i), FNV_PRIME);
    len += to - outStart[t] + 1;
  }
  return h;
}

/** Is the masked form of the message `maskedHash` read last equal to `masked`? */
export function maskedEquals(message: string, masked: string): boolean {
  let k = 0;
  const m = masked.length;
  for (let t = 0; t < outCount; t++) {
    const text = outText[t];
    if (text !== undefined) {
      if (t > 0 && (k >= m || masked.charCodeAt(k++) !== 32)) return false;
      if (k + text.length > m || !masked.startsWith(text, k)) return false;
      k += text.length;
      continue;
    }
    if (k > 0 && (k >= m || masked.charCodeAt(k++) !== 32)) return false;
    const from = outStart[t];
    const to = outEnd[t];
    if (k + to - from > m) return false;
    for (let i = from; i < to; i++) if (message.charCodeAt(i) !== masked.charCodeAt(k++)) return false;
  }
  return k === m;
}

/** The masked form of the message `maskedHash` read last (as `maskMessage` writes it). */
export function maskedText(message: string): string {
  return outCount === 0 ? '' : joinEntries(message);
}
