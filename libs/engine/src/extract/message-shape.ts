/**
 * The shape of a message as the masker (template.ts) sees it: every part that holds a digit is
 * masked whole whatever else it holds, so two messages that differ only inside such parts have one
 * masked form. The shape writes each such part as `0` (plus the dots ending it, which the masker
 * may trim off as trailing punctuation) and everything else as written; mineTemplates masks one
 * message per shape and reads the rest from a memo keyed by the shape. (A part holding a `*` keeps
 * its `*` and letters, its digit runs written as one `0` each.)
 *
 * Why this is exact: the masker splits tokens at spaces, tabs and line breaks, and tokens into
 * parts at DELIM characters. A part with a digit becomes one `<*>`; every test it makes on such a
 * part is "holds a digit", "holds a `*`" (kept as written here) or "is not empty" (a `0` is not
 * empty), and the trailing-punctuation trim reaches into a part only through its final dots.
 */

// The masker's part delimiters (template.ts DELIM) and token separators.
const BREAK = new Uint8Array(128);
for (const ch of '=:,;()[]{}"\'/@<>|#') BREAK[ch.charCodeAt(0)] = 1;
for (const c of [32, 9, 10, 13]) BREAK[c] = 2;

/** Messages up to this long are read as bytes when all ASCII (longer ones by `charCodeAt`). */
const BYTES_CAP = 8192;
/**
 * An all-ASCII message's characters (written by `TextEncoder.encodeInto`: read back as numbers, several times
 * cheaper than `charCodeAt`), then its shape written over them in place (a shape is never longer than its message).
 * One buffer of fixed size: the compiler reads and writes it at a known address.
 */
const BYTES = new Uint8Array(BYTES_CAP);
const ENCODER = new TextEncoder();
/** The shape of any other message. */
let wide = new Uint16Array(256);
/** The shape of the message written last (reused: the memo copies what it keeps): in BYTES, else in `wide`. */
let inBytes = false;
let shapeLength = 0;

/**
 * Writes the shape of `s[0, end)` into the shared buffer; answers a hash of it. The hash reads the
 * length and some 16 characters spread over the shape, not each one: equal shapes hash alike, and
 * `shapeEquals` tells apart the few unequal ones that collide.
 */
export function shapeHash(s: string, end: number): number {
  const n = s.length;
  if (n <= BYTES_CAP) {
    const w = ENCODER.encodeInto(s, BYTES);
    if (w.read === n && w.written === n) {
      const k = asciiShape(end);
      inBytes = true;
      shapeLength = k;
      let h = Math.imul(0x811c9dc5 ^ k, 16777619);
      const step = (k >> 4) + 1;
      for (let j = 0; j < k; j += step) h = Math.imul(h ^ BYTES[j], 16777619);
      return k > 0 ? Math.imul(h ^ BYTES[k - 1], 16777619) : h;
    }
  }
  if (wide.length < end) wide = new Uint16Array(Math.max(end, wide.length * 2));
  const out = wide;
  const k = charShape(s, end, out);
  inBytes = false;
  shapeLength = k;
  let h = Math.imul(0x811c9dc5 ^ k, 16777619);
  const step = (k >> 4) + 1;
  for (let j = 0; j < k; j += step) h = Math.imul(h ^ out[j], 16777619);
  return k > 0 ? Math.imul(h ^ out[k - 1], 16777619) : h;
}

/**
 * The shape of the ASCII characters `BYTES[0, end)`, written over them; answers its length. As `charShape`, in one
 * flat loop (a part is rewritten at the delimiter or separator that ends it): so written, the compiler reads BYTES
 * and BREAK at their known addresses, where nested loops had it check and load each array on every character.
 */
function asciiShape(end: number): number {
  let k = 0;
  // where the current part starts in the shape, and what it holds so far
  let from = 0;
  let digit = false;
  let star = false;
  for (let i = 0; i < end; i++) {
    const c = BYTES[i];
    if (BREAK[c] === 0) {
      BYTES[k++] = c;
      if (c <= 57) {
        if (c >= 48) digit = true;
        else if (c === 42) star = true;
      }
      continue;
    }
    if (digit) {
      k = star ? asciiDigitRuns(from, k) : asciiPart(from, k, (from > 0 && BYTES[from - 1] === 58) || c === 58);
      digit = false;
    }
    star = false;
    BYTES[k++] = c;
    from = k;
  }
  if (digit) k = star ? asciiDigitRuns(from, k) : asciiPart(from, k, from > 0 && BYTES[from - 1] === 58);
  return k;
}

/** `collapsePart` on BYTES, the mark chosen as `collapse` chooses it (`nextToColon`: a `:` before or after the part). */
function asciiPart(from: number, to: number, nextToColon: boolean): number {
  let dots = to;
  while (BYTES[dots - 1] === 46) dots--;
  let mark = 48;
  if (nextToColon) {
    for (let d = from; d < dots; d++) {
      const e = BYTES[d];
      if (!((e >= 48 && e <= 57) || ((e | 0x20) >= 97 && (e | 0x20) <= 102))) {
        mark = 49;
        break;
      }
    }
  }
  BYTES[from] = mark;
  let k = from + 1;
  for (let d = dots; d < to; d++) BYTES[k++] = 46;
  return k;
}

/** `collapseDigitRuns` on BYTES (a twin, not one function over both arrays: each stays monomorphic, read at a known address). */
function asciiDigitRuns(from: number, to: number): number {
  let k = from;
  let inRun = false;
  for (let d = from; d < to; d++) {
    const e = BYTES[d];
    const digit = e >= 48 && e <= 57;
    if (!digit) BYTES[k++] = e;
    else if (!inRun) BYTES[k++] = 48;
    inRun = digit;
  }
  return k;
}

/** The shape of `s[0, end)` written into `out`, read by `charCodeAt`; answers its length. */
function charShape(s: string, end: number, out: Uint16Array): number {
  let k = 0;
  let i = 0;
  while (i < end) {
    let c = s.charCodeAt(i);
    if (c < 128 && BREAK[c] !== 0) {
      out[k++] = c;
      i++;
      continue;
    }
    // one part, up to the next delimiter or separator: copied, then rewritten when it holds a digit
    const from = k;
    let digit = false;
    let star = false;
    do {
      out[k++] = c;
      if (c <= 57 && c >= 48) digit = true;
      else if (c === 42) star = true;
      if (++i >= end) break;
      c = s.charCodeAt(i);
    } while (c >= 128 || BREAK[c] === 0);
    if (digit) k = collapse(out, from, k, star, i < end && c === 58);
  }
  return k;
}

/**
 * The part `out[from, to)`, which holds a digit, rewritten (`colonAfter`: a `:` follows it); answers the new end.
 * (Only a part next to a `:` can be one of hex parts joined by `:`: any other delimiter in a token already keeps
 * the masker from masking it whole as such, so only there the shape tells hex parts apart.)
 */
function collapse(out: Uint16Array, from: number, to: number, star: boolean, colonAfter: boolean): number {
  if (star) return collapseDigitRuns(out, from, to);
  if ((from > 0 && out[from - 1] === 58) || colonAfter) return collapsePart(out, from, to, hexOnly(out, from, to) ? 48 : 49);
  return collapsePart(out, from, to, 48);
}

/**
 * `out[from, to)`, a part holding a digit, becomes `mark` (`0`, or `1` for a part next to a `:` holding a character
 * other than a hex digit) and the dots that end it; answers the new end.
 */
function collapsePart(out: Uint16Array, from: number, to: number, mark: number): number {
  let dots = to;
  while (out[dots - 1] === 46) dots--;
  out[from] = mark;
  let k = from + 1;
  for (let d = dots; d < to; d++) out[k++] = 46;
  return k;
}

/**
 * Whether `out[from, to)` holds hex digits only, its final dots aside (the masker masks a token of parts joined by `:`
 * whole only when every part is hex digits).
 */
function hexOnly(out: Uint16Array, from: number, to: number): boolean {
  let dots = to;
  while (out[dots - 1] === 46) dots--;
  for (let d = from; d < dots; d++) {
    const e = out[d];
    if (!((e >= 48 && e <= 57) || ((e | 0x20) >= 97 && (e | 0x20) <= 102))) return false;
  }
  return true;
}

/**
 * A part holding a `*` sends its token down the masker's general path, which masks this part whole
 * too: the `*` is kept, each digit run becomes one `0` (in place); answers the new end.
 */
function collapseDigitRuns(out: Uint16Array, from: number, to: number): number {
  let k = from;
  let inRun = false;
  for (let d = from; d < to; d++) {
    const e = out[d];
    const digit = e >= 48 && e <= 57;
    if (!digit) out[k++] = e;
    else if (!inRun) out[k++] = 48;
    inRun = digit;
  }
  return k;
}

// The shapes the memo keeps, one after another in one buffer (a typed array per shape costs more
// to make than the shape does), emptied by `forgetShapes` for each batch. A shape written in BYTES is
// kept as bytes, from a multiple of 4 (compared four characters at a time, as 32-bit words); any
// other in `keptWide`, its place written as -1 - where it starts.
const KEPT_BYTES = 16384;
const KEPT_WIDE = 1024;
let keptBytes = new Uint8Array(KEPT_BYTES);
let keptWords = new Int32Array(keptBytes.buffer);
let keptBytesLength = 0;
let keptWide = new Uint16Array(KEPT_WIDE);
let keptWideLength = 0;
/** BYTES as 32-bit words. */
const BYTE_WORDS = new Int32Array(BYTES.buffer);

/** Keeps the shape written last; answers where it is kept (its length is `keptShapeLength`). */
export function keepShape(): number {
  const n = shapeLength;
  if (inBytes) {
    const at = keptBytesLength;
    const end = (at + n + 3) & ~3;
    if (keptBytes.length < end) {
      const grown = new Uint8Array(Math.max(keptBytes.length * 2, end));
      grown.set(keptBytes.subarray(0, at));
      keptBytes = grown;
      keptWords = new Int32Array(grown.buffer);
    }
    keptBytes.set(BYTES.subarray(0, n), at);
    keptBytesLength = end;
    return at;
  }
  const at = keptWideLength;
  if (keptWide.length < at + n) {
    const grown = new Uint16Array(Math.max(keptWide.length * 2, at + n));
    grown.set(keptWide.subarray(0, at));
    keptWide = grown;
  }
  keptWide.set(wide.subarray(0, n), at);
  keptWideLength = at + n;
  return -1 - at;
}

export function keptShapeLength(): number {
  return shapeLength;
}

/** Is the shape written last equal to the one kept at `at` (of length `n`)? */
export function shapeEquals(at: number, n: number): boolean {
  if (n !== shapeLength) return false;
  if (!inBytes || at < 0) return mixedEquals(at, n);
  // whole words first (BYTES holds the message's characters past the shape: the last few are compared one by one)
  const words = n >> 2;
  const from = at >> 2;
  const kw = keptWords;
  for (let j = 0; j < words; j++) if (BYTE_WORDS[j] !== kw[from + j]) return false;
  const kb = keptBytes;
  for (let j = words << 2; j < n; j++) if (BYTES[j] !== kb[at + j]) return false;
  return true;
}

/** `shapeEquals` where the shape written last or the kept one is not in bytes: character by character. */
function mixedEquals(at: number, n: number): boolean {
  for (let j = 0; j < n; j++) {
    const a = inBytes ? BYTES[j] : wide[j];
    const b = at >= 0 ? keptBytes[at + j] : keptWide[-1 - at + j];
    if (a !== b) return false;
  }
  return true;
}

/** Drops the kept shapes (a new batch); a buffer grown large by one big dump is let go. */
export function forgetShapes(): void {
  keptBytesLength = 0;
  keptWideLength = 0;
  if (keptBytes.length > 1 << 21) {
    keptBytes = new Uint8Array(KEPT_BYTES);
    keptWords = new Int32Array(keptBytes.buffer);
  }
  if (keptWide.length > 1 << 20) keptWide = new Uint16Array(KEPT_WIDE);
}

/** A copy of the shape written last (for tests). */
export function shapeCopy(): Uint16Array {
  return inBytes ? Uint16Array.from(BYTES.subarray(0, shapeLength)) : wide.slice(0, shapeLength);
}
