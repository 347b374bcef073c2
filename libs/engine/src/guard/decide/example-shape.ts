import type { ParamSpec } from '../catalogue/catalogue.js';
import { perObject } from '../catalogue/per-param.js';

/**
 * Parameter-value evidence: a parameter's description often shows how its values are written (`Vehicle ID, e.g.
 * van-12`, `App ID, e.g. com.acme.notes`, `Order number, such as ord-7731`). A request writing a value of that very
 * shape (`Where is van-7?`, `Refund ord-1200`) names a record of the kind the parameter takes: the request is about
 * that tool's records, whatever words it uses for the operation. Only identifier-like shapes count (letters joined
 * to digits, or a reverse-domain name): dates, times, amounts and emails fit too many tools to say which is meant.
 */

/** An example value introduced in a description. */
const EXAMPLE = /(?:\be\.\s?g\.?|\bsuch as|\bfor example|\bfor instance|\blike)[:,]?\s+['"`]?([A-Za-z0-9][\w.-]*\w)/gi;
/** Letters, a separator or none, then a run holding a digit: `van-12`, `LD-4410`, `sh_3391`, `INV2041`. */
const PREFIXED = /^([A-Za-z]{1,8})([-_]?)([A-Za-z]*\d[\w-]*)$/;
/** A reverse-domain identifier: `com.acme.notes`. */
const REVERSE_DOMAIN = /^([a-z]{2,4})\.([a-z0-9-]+)\.[a-z0-9.-]+$/i;

export interface ExampleShape {
  /** How a value of this shape is recognized in a request token. */
  test: { test(value: string): boolean };
  /** Letters, then digits (`van-12`), rather than a reverse-domain name. */
  prefixed?: boolean;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A schema `pattern` simple enough to read as a shape of identifier: anchored at both ends, made only of literal
 * letters, digits, `-`, `_`, `.`, character classes of them and bounded repeats (`^PL[0-9]{7}$`, `^[A-Z0-9]{8}$`,
 * `^L-\d{6}$`); no group, alternative or nested repeat, so testing a token costs no backtracking to speak of.
 */
const SIMPLE_PATTERN = /^\^(?:[A-Za-z0-9_-]|\\[d.-]|\[(?:[A-Za-z0-9_.]|\\[d.-]|-)+\]|\{\d{1,2}(?:,\d{0,2})?\}|[+?])+\$$/;
/** Literal letters opening a pattern (`^PL[0-9]{7}$` → `PL`): a prefixed identifier, like `e.g. PL4410298`. */
const PATTERN_PREFIX = /^\^[A-Za-z]{1,8}(?![A-Za-z{+?])/;

/** The identifier shape a parameter's schema `pattern` gives, when it is simple (SIMPLE_PATTERN) and asks for a digit or a fixed prefix. */
function patternShape(pattern: string): ExampleShape | null {
  if (pattern.length > 80 || !SIMPLE_PATTERN.test(pattern)) return null;
  const prefixed = PATTERN_PREFIX.test(pattern);
  // (a pattern of letters alone, `^[a-z_]+$`, fits plain words: it shows no identifier)
  if (!prefixed && !/\\d|0-9|[0-9]/.test(pattern)) return null;
  try {
    // (compiled only to refuse what JavaScript refuses: `^[z-a]$`, `^a{2}{3}$`; a token is tested by `SimplePattern`,
    // whose cost is linear, where the compiled pattern backtracks without bound: `^\d+\d+\d+\d+\d+\d+\d+$`
    // takes seconds on one 64-character token)
    new RegExp(pattern);
  } catch {
    return null;
  }
  const test = SimplePattern.read(pattern);
  return test ? { test, prefixed } : null;
}

/** One item of a simple pattern: the characters it takes (ASCII codes) and how many times, `min` to `max`. */
interface Repeat {
  takes: Uint8Array;
  min: number;
  max: number;
}

/**
 * A SIMPLE_PATTERN read as a chain of repeats and tested in time linear in the value's length (for each item, the
 * positions it can end at, from those the item before can end at: a window over a prefix sum), taking exactly the
 * values the pattern as a JavaScript RegExp takes.
 */
class SimplePattern {
  /** The least and greatest length of a value the pattern takes (a value of another length is refused at once). */
  private readonly least: number;
  private readonly most: number;

  private constructor(private readonly items: readonly Repeat[]) {
    this.least = items.reduce((n, r) => n + r.min, 0);
    this.most = items.reduce((n, r) => n + r.max, 0);
  }

  /** The pattern read, or null when it holds something SIMPLE_PATTERN lets through but this reader does not know. */
  static read(pattern: string): SimplePattern | null {
    const items: Repeat[] = [];
    let i = 1;
    const end = pattern.length - 1;
    while (i < end) {
      const c = pattern[i];
      if (c === '{' || c === '+' || c === '?') {
        const last = items[items.length - 1];
        if (!last) return null;
        if (c === '+') last.max = Infinity;
        else if (c === '?') last.min = 0;
        else {
          const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
          if (!m) return null;
          last.min = Number(m[1]);
          last.max = m[2] === undefined ? last.min : m[3] === '' ? Infinity : Number(m[3]);
          i += m[0].length - 1;
        }
        i++;
        // (a lazy quantifier, `+?`, takes the same values)
        if (pattern[i] === '?') i++;
        continue;
      }
      const takes = new Uint8Array(128);
      if (c === '[') {
        const close = pattern.indexOf(']', i);
        if (close < 0 || !readClass(pattern.slice(i + 1, close), takes)) return null;
        i = close + 1;
      } else if (c === '\\') {
        const e = pattern[i + 1];
        if (e === 'd') takes.fill(1, 48, 58);
        else takes[e.charCodeAt(0)] = 1;
        i += 2;
      } else {
        takes[c.charCodeAt(0)] = 1;
        i++;
      }
      items.push({ takes, min: 1, max: 1 });
    }
    return new SimplePattern(items);
  }

  test(value: string): boolean {
    const n = value.length;
    if (n < this.least || n > this.most) return false;
    if (scratch.length < 4 * (n + 2)) scratch = new Int32Array(8 * (n + 2));
    // can[j]: the items so far can end at j (`next` for the item read); sum[j]: how many of can[0, j) are set; run[j]:
    // where the run of characters the item takes ending at j starts (four rows of one scratch buffer)
    const w = n + 2;
    let can = 0;
    let next = w;
    const sum = 2 * w;
    const run = 3 * w;
    const b = scratch;
    b.fill(0, 0, w);
    b[can] = 1;
    for (const r of this.items) {
      for (let j = 0; j <= n; j++) b[sum + j + 1] = b[sum + j] + b[can + j];
      b[run] = 0;
      for (let j = 1; j <= n; j++) {
        const c = value.charCodeAt(j - 1);
        b[run + j] = c < 128 && r.takes[c] === 1 ? b[run + j - 1] : j;
      }
      let any = false;
      for (let j = 0; j <= n; j++) {
        // a start i with can[i], run[j] <= i, j - max <= i <= j - min
        const lo = Math.max(b[run + j], j - r.max);
        const hi = j - r.min;
        const ok = hi >= lo && b[sum + hi + 1] - b[sum + lo] > 0;
        b[next + j] = ok ? 1 : 0;
        if (ok) any = true;
      }
      if (!any) return false;
      const t = can;
      can = next;
      next = t;
    }
    return b[can + n] === 1;
  }
}

/** The rows `SimplePattern.test` works in (grown for a longer value). */
let scratch = new Int32Array(1024);

/** The characters of a character class's content (`A-Z0-9_`, `\d.-`) set in `takes`; false when not understood. */
function readClass(body: string, takes: Uint8Array): boolean {
  // each item: a character, or -1 for `\d`; `dash` marks an unescaped `-`
  const items: number[] = [];
  const dash: boolean[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') {
      const e = body[++i];
      items.push(e === 'd' ? -1 : e.charCodeAt(0));
      dash.push(false);
    } else {
      items.push(body.charCodeAt(i));
      dash.push(body[i] === '-');
    }
  }
  for (let k = 0; k < items.length; k++) {
    const a = items[k];
    // a range, `a-z`, between two characters (beside `\d`, a `-` is itself)
    if (a >= 0 && k + 2 < items.length && dash[k + 1] && items[k + 2] >= 0) {
      if (items[k + 2] < a) return false;
      takes.fill(1, a, items[k + 2] + 1);
      k += 2;
    } else if (a < 0) takes.fill(1, 48, 58);
    else takes[a] = 1;
  }
  return true;
}

/** The identifier shapes a parameter's description shows by example, or its schema's `pattern` gives, read once per parameter object. */
export const exampleShapes = perObject((p: ParamSpec): readonly ExampleShape[] => {
  const out: ExampleShape[] = [];
  if (p.type !== 'string' && p.type !== 'any') return out;
  const fromPattern = p.pattern ? patternShape(p.pattern) : null;
  if (fromPattern) out.push(fromPattern);
  if (!p.description) return out;
  EXAMPLE.lastIndex = 0;
  for (let m = EXAMPLE.exec(p.description); m; m = EXAMPLE.exec(p.description)) {
    const v = m[1];
    const pre = PREFIXED.exec(v);
    if (pre) {
      // the same letters and separator, then a run with a digit (`van-7` for `van-12`)
      out.push({ test: new RegExp(`^${escape(pre[1])}${escape(pre[2])}[A-Za-z]*\\d[\\w-]*$`, 'i'), prefixed: true });
      continue;
    }
    const dom = REVERSE_DOMAIN.exec(v);
    if (dom) out.push({ test: new RegExp(`^${escape(dom[1])}\\.${escape(dom[2])}\\.[a-z0-9.-]*[a-z0-9]$`, 'i') });
  }
  return out;
});

/** The request's tokens that could be identifiers (a digit or a dot inside), trailing punctuation dropped. */
export function idTokens(request: string): string[] {
  const out: string[] = [];
  for (const raw of request.split(/[\s,;()]+/)) {
    const t = raw.replace(/^['"`]+|['"`?!.:]+$/g, '');
    // (and a run of six digits or more, which only a schema's pattern can show the shape of: `^[0-9]{10}$`; no
    // identifier is longer than 64 characters, and a longer token is not tested against a catalogue's patterns)
    if (t.length > 64) continue;
    if ((t.length >= 3 && /[\d.]/.test(t) && /[A-Za-z]/.test(t)) || /^\d{6,}$/.test(t)) out.push(t);
  }
  return out;
}

/**
 * The names of the parameters whose example identifier shape the request writes (`vehicle_id` for `Where is van-7?`
 * when some tool's `vehicle_id` says `e.g. van-12`): catalogues give the example once, on one tool, and the other
 * tools taking the same parameter take the same kind of record.
 */
export function shapedParams(tokens: readonly string[], tools: readonly { params: readonly ParamSpec[] }[]): Set<string> {
  const out = new Set<string>();
  if (tokens.length === 0) return out;
  for (const tool of tools)
    for (const p of tool.params) {
      if (out.has(p.name)) continue;
      for (const s of exampleShapes(p)) if (tokens.some((t) => s.test.test(t))) out.add(p.name);
    }
  return out;
}

/**
 * Whether a value written as a prefixed identifier (`MV-3302`) is of another kind than the one the parameter's
 * description shows by example (`Quote ID, e.g. Q-7781`): record kinds carry their own prefixes, so `MV-3302` is no
 * quote. A parameter showing no prefixed example, or a value without letters before its digits, says nothing; nor
 * does one its schema `pattern` takes (`^[A-Z]{2}[0-9]{6}$` takes `RT550213` beside `e.g. KM204981`: the letters
 * vary from record to record).
 */
export function otherPrefix(p: ParamSpec, value: string): boolean {
  const pre = PREFIXED.exec(value);
  if (!pre || !/[-_]/.test(pre[2] + pre[3]) && !/^[A-Za-z]+\d+$/.test(value)) return false;
  let shown = false;
  for (const s of exampleShapes(p)) {
    if (s.test.test(value)) return false;
    if (s.prefixed) shown = true;
  }
  return shown;
}

/** The shape a parameter's schema `pattern` gives, when it is simple, read once per parameter object. */
const patternOf = perObject((p: ParamSpec): ExampleShape | null => (p.pattern && (p.type === 'string' || p.type === 'any') ? patternShape(p.pattern) : null));

/**
 * Whether the parameter's schema `pattern` (a simple one: `^HC[0-9]{6}$`, `^[0-9]{9}$`) refuses the value: a schema
 * saying how its values are written says what is not one (`TV` is no patient id of the form `HC` and six digits).
 */
export function patternRefuses(p: ParamSpec, value: string): boolean {
  const shape = patternOf(p);
  return shape !== null && !shape.test.test(value);
}

