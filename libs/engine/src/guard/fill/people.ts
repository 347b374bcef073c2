import type { TermBag } from '../../lexical/term-bag.js';
import { textTerms } from '../../lexical/terms.js';
import { identifierWords } from '../../lexical/tokenize.js';
import type { ParamSpec } from '../catalogue/catalogue.js';
import { perObject } from '../catalogue/per-param.js';
import type { NumberMention } from '../request/mentions.js';
import { peopleCount, type PeopleCount } from '../request/people.js';

/** Words naming people counted as a whole (`guests`, `divers`, `party`, `capacity`) in a parameter's name. */
const PEOPLE_PLURAL = /^(?:people|persons|guests|attendees|participants|diners|travell?ers|passengers|players|divers|riders|visitors|occupants|pax|headcount|capacity|seats)$/;
/** The same, in the singular, counted by another word of the name (`guest_count`, `party_size`, `num_person`). */
const PEOPLE_SINGULAR = /^(?:person|guest|attendee|participant|diner|travell?er|passenger|player|diver|rider|visitor|occupant|party|group|seat)$/;
const COUNT_WORD = /^(?:count|size|num|number|total|qty)$/;
/**
 * A description counting people (`Number of divers`, `Expected number of guests`, `Number attending, including you`)
 * or speaking of people for a number (`Extra people on the booking`).
 */
const PEOPLE_DESCRIPTION = /^\s*(?:the\s+)?(?:expected\s+|total\s+|minimum\s+|estimated\s+)?(?:number|count|how\s+many)\s+(?:of\s+)?(?:people|persons|guests|attendees|attending|participants|diners|travell?ers|passengers|players|divers|riders|visitors|occupants|seats)\b|\bparty\s+size\b|\b(?:people|persons|guests|attendees|participants)\b/i;
/** A count of the people besides the one booking (`Extra people on the booking`, `additional guests`, `plus-ones`). */
const OTHERS = /\b(?:extra|additional|accompanying|plus[\s_-]?ones?|besides\s+(?:you|yourself)|other\s+than\s+(?:you|yourself)|not\s+(?:including|counting)\s+(?:you|yourself)|excluding\s+(?:you|yourself))\b/i;

/**
 * Whether a numeric parameter counts people, and whom: `all` for everyone coming (`guests`, `divers`, `guest_count`,
 * `Number attending`), `others` for those besides the one booking (`Extra people on the booking`); null for none.
 */
export const peopleParam = perObject((p: ParamSpec): 'all' | 'others' | null => {
  if (p.type !== 'integer' && p.type !== 'number') return null;
  const words = identifierWords(p.name, p.description).map((w) => w.toLowerCase());
  const counts = words.some((w) => PEOPLE_PLURAL.test(w)) || (words.some((w) => PEOPLE_SINGULAR.test(w)) && words.some((w) => COUNT_WORD.test(w))) || PEOPLE_DESCRIPTION.test(p.description);
  if (!counts) return null;
  return OTHERS.test(`${words.join(' ')} ${p.description}`) ? 'others' : 'all';
});

/**
 * `surfers` for a surf school, `skaters` for an ice rink, `paddlers` for a kayak tour: a numeric parameter named by one
 * plural agent noun (`-ers`) whose verb is a word of the tool's own name or description counts the people doing the
 * tool's activity.
 */
function doersParam(p: ParamSpec, toolBag: TermBag | undefined): boolean {
  if (!toolBag || (p.type !== 'integer' && p.type !== 'number') || !/ers$/i.test(p.name)) return false;
  const words = identifierWords(p.name);
  if (words.length !== 1) return false;
  const w = words[0].toLowerCase();
  if (!/^[a-z]{3,}ers$/.test(w)) return false;
  return [w.slice(0, -3), w.slice(0, -2)].some((base) => textTerms(base).some((t) => t.weight >= 1 && toolBag.match(t) >= 1));
}

/**
 * `there's 3 of us`, `just me`, `me and 2 friends`, `about 25 people` for `divers`, `guests`, `guest_count`: the
 * number of people the request counts goes to the first open parameter counting people, less the speaker for one
 * counting the others (`me and 2 friends` is 2 extra people), and its number is no other parameter's value.
 */
export function fillPeople(params: readonly ParamSpec[], text: string, numbers: readonly NumberMention[], used: Set<number>, out: Record<string, unknown>, toolBag?: TermBag): void {
  const p = params.find((q) => !(q.name in out) && (peopleParam(q) !== null || doersParam(q, toolBag)));
  if (!p) return;
  const count: PeopleCount | null = peopleCount(text);
  if (!count) return;
  const v = peopleParam(p) === 'others' && count.withSpeaker ? count.total - 1 : count.total;
  if (!Number.isFinite(v) || v < 0) return;
  out[p.name] = v;
  for (const n of numbers) if (n.start >= count.start && n.end <= count.end) used.add(n.start);
}
