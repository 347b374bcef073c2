import { stem } from '../../lexical/stem.js';
import type { ParamSpec } from './catalogue.js';
import { perObject } from './per-param.js';

interface Option {
  value: string;
  pattern: RegExp;
}

/**
 * Longest value looked for, its runs of spaces, `_` and `-` counted as one character: twice the longest request the guard
 * reads (2,048 characters, GUARD_READ_CHARS), so it could never be written there; and an expression for a catalogue's
 * value of thousands of words overflows the compiler's stack (`Invalid regular expression: Stack overflow`).
 */
const MAX_OPTION_CHARS = 4096;
const readable = (value: string): boolean => value.length <= MAX_OPTION_CHARS || value.replace(/[\s_-]+/g, ' ').length <= MAX_OPTION_CHARS;

/**
 * The values a parameter's description lists for it: quoted values (`either 'summary' or 'full'`, `e.g.
 * 'vegan', 'gluten-free'`) and snake_case words (`without_joker deck excludes joker`). A description whose
 * only quoted value is its default lists no option.
 */
const optionsOf = perObject((p: ParamSpec): Option[] => {
  const d = p.description;
  const found: Array<{ value: string; isDefault: boolean }> = [];
  for (const m of d.matchAll(/(?<![\w])'([^']{1,30})'(?![\w])|"([^"]{1,30})"/g)) {
    const value = (m[1] ?? m[2]).trim();
    if (value === '' || value.split(/\s+/).length > 3) continue;
    found.push({ value, isDefault: /\bdefault(?:s|\s+value)?\s*(?:is|to|of|as)?\s*:?\s*$/i.test(d.slice(Math.max(0, m.index - 20), m.index)) });
  }
  for (const m of d.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)) found.push({ value: m[0], isDefault: false });
  if (found.every((f) => f.isDefault)) return [];
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const { value } of found) {
    const key = value.toLowerCase();
    if (seen.has(key) || !/[a-z]/i.test(value) || !readable(value)) continue;
    seen.add(key);
    out.push({ value, pattern: patternFor(key) });
  }
  return out;
});

/**
 * How a listed value may be written: a single word by its stem (`detail information` for 'detailed'); several
 * words with spaces, underscores or hyphens alike, an `and` between them, singular or plural (`hearts` for
 * `heart card`, `high and low temperatures` for 'high_low_temperature').
 */
function patternFor(key: string): RegExp {
  const root = stem(key);
  if (/^[a-z]{5,}$/.test(key) && root.length >= 4 && key.startsWith(root)) return new RegExp(`(?<![\\w-])${root}[a-z]*(?![\\w-])`, 'i');
  const body = key
    .replace(/(?<=[a-rt-z]{3})s$/, '')
    .split(/[\s_-]+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s_-]+(?:and[\\s_-]+)?');
  return new RegExp(`(?<![\\w-])${body}s?(?![\\w-])`, 'i');
}

const itemOptions = perObject((values: readonly unknown[]): Option[] =>
  values
    .filter((v): v is string => typeof v === 'string' && /[a-z]/i.test(v) && readable(v))
    // `G`, `C`: a letter or two is matched as written (not the article `a`).
    .map((value) => ({ value, pattern: value.length <= 2 ? new RegExp(`(?<![\\w-])${value.replace(/\W/g, '\\$&')}(?![\\w-])`) : patternFor(value.toLowerCase()) })),
);

/**
 * The values of a list parameter's item enum that the request writes, in order of writing (`point and
 * rebound stats` for ['Points', 'Rebounds', 'Assists']).
 */
export function listedItems(values: readonly unknown[], text: string, names: ReadonlyArray<{ start: number; end: number; kind: string }> = []): string[] {
  const options = itemOptions(values);
  const hits: Array<{ value: string; at: number }> = [];
  for (const o of options) {
    const m = o.pattern.exec(text);
    if (!m) continue;
    // `history` inside `Natural History Museum` is part of a name, not a value of the list.
    const end = m.index + m[0].length;
    if (names.some((n) => (n.kind === 'name' || n.kind === 'quoted') && n.start <= m.index && n.end >= end && n.end - n.start > end - m.index)) continue;
    hits.push({ value: o.value, at: m.index });
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.value);
}

const FROM_PARAM = /(?:^|_)(?:from|source|src|input|original)(?:_|$)/i;
const TO_PARAM = /(?:^|_)(?:to|target|dest|destination|output)(?:_|$)/i;

/**
 * The listed value the request writes, as the description spells it; undefined when the description lists
 * none or the request writes none. Values given to other parameters are passed over. When several are
 * written, a `from_`/`to_` parameter takes the one its role points to (`2 tablespoons` is converted from,
 * `how many teaspoons` and `into teaspoons` to); otherwise the longest.
 */
export function optionValue(p: ParamSpec, text: string, given: ReadonlySet<string> = new Set(), paramNames: readonly string[] = []): string | undefined {
  const hits: Array<{ value: string; at: number }> = [];
  for (const o of optionsOf(p)) {
    // `must be after start_date`: another parameter's name is not a value.
    if (given.has(o.value.toLowerCase()) || paramNames.includes(o.value.toLowerCase())) continue;
    const m = o.pattern.exec(text);
    if (m) hits.push({ value: o.value, at: m.index });
  }
  if (hits.length <= 1) return hits[0]?.value;
  const before = (h: { at: number }) => text.slice(Math.max(0, h.at - 16), h.at);
  if (FROM_PARAM.test(p.name)) {
    const h = hits.find((x) => /(?:\d\s*|\bfrom\s+(?:the\s+)?)$/i.test(before(x)));
    if (h) return h.value;
  }
  if (TO_PARAM.test(p.name)) {
    const h = hits.find((x) => /\b(?:to|into|in|many|much)\s+(?:the\s+)?$/i.test(before(x)));
    if (h) return h.value;
  }
  return hits.reduce((a, b) => (b.value.length > a.value.length ? b : a)).value;
}
