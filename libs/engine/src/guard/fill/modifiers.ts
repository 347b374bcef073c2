import { stem } from '../../lexical/stem.js';
import type { TermBag } from '../../lexical/term-bag.js';
import { nameTerms, wordWeight } from '../../lexical/terms.js';
import type { ParamSpec } from '../catalogue/catalogue.js';
import { perObject } from '../catalogue/per-param.js';
import { VAGUE } from '../request/residual.js';
import { isIdOnly } from './strings.js';

/** Number words that name a kind rather than a count (`a single room`, `a double bed`). */
const KIND_WORDS = new Set(['single', 'double', 'triple', 'twin']);

/**
 * The stem of the head word of a parameter's name (its last content word), read once per parameter object; null for an
 * identifier, which is written like one, never as a plain word (`a trustworthy charity` gives no `charity_id`), or a name
 * without a content word.
 */
const headOf = perObject((p: ParamSpec): string | null => {
  if (isIdOnly(p)) return null;
  const heads = nameTerms(p.name, p.description).filter((t) => t.weight >= 1);
  return heads.length === 0 ? null : heads[heads.length - 1].stem;
});

/**
 * A lower-case word written just before the head word of a parameter's name qualifies it: in `a single room`
 * the `room_type` is `single`, in `using simpson method` the `method` is `simpson`, in `with a city view` the
 * `view` is `city`. The head is the last specific word of the name (`room` in `room_type`); the modifier must
 * be a content word that is not part of what the tool itself is about (`a hotel room` says nothing of the
 * room type for a hotel tool). Capitalized words are left to the name matching.
 */
export function modifierValue(p: ParamSpec, text: string, toolBag: TermBag, taken: ReadonlyArray<{ start: number; end: number }>): { text: string; start: number; end: number } | undefined {
  const head = headOf(p);
  if (head === null) return undefined;
  // `a gas-fueled car` for `fuel_type`: in a compound `X-<head>ed`, X qualifies the head.
  for (const m of text.includes('-') ? text.matchAll(/\b([a-z]+)-([a-z]+)\b/g) : []) {
    const second = m[2].replace(/ed$/, '').replace(/(l)\1$/, '$1');
    if (second.length >= 3 && stem(second) === head && !taken.some((t) => m.index < t.end && m.index + m[1].length > t.start)) return { text: m[1], start: m.index, end: m.index + m[1].length };
  }
  // (a word of at most 40 letters and hyphens: a longer run of them, `a-a-a-…`, is no word, and an open repeat would
  // scan it to its end from each of its word starts)
  for (const m of text.matchAll(/\b([a-z][a-z-]{0,39})\s+(?=([A-Za-z]+)\b)/g)) {
    if (stem(m[2].toLowerCase()) !== head) continue;
    const word = m[1];
    const start = m.index;
    const end = start + word.length;
    if (taken.some((t) => start < t.end && end > t.start)) continue;
    // `and change size`: a word opening a clause is more likely a verb; `game 'Overwatch'`: the value follows the head.
    if (/(?:^|[.,;!?]|\b(?:and|or|to|then|please))\s*$/i.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (/^\s*['"“‘A-Z0-9]/.test(text.slice(start + m[0].length + m[2].length))) continue;
    if (VAGUE.has(word) || (wordWeight(word) < 1 && !KIND_WORDS.has(word))) continue;
    if (toolBag.match({ stem: stem(word), groups: [], weight: 1 }) >= 0.8) continue;
    // `a gas-powered vehicle`: the kind is what powers or fuels it.
    const powered = /^([a-z]+)-(?:powered|fueled|fuelled|operated|driven|based|run)$/.exec(word);
    if (powered) return { text: powered[1], start, end: start + powered[1].length };
    return { text: word, start, end };
  }
  return undefined;
}
