import type { ParamSpec } from '../catalogue/catalogue.js';
import { perObject } from '../catalogue/per-param.js';
import { BoundedCache } from '../../lexical/bounded-cache.js';
import { identifierWords } from '../../lexical/tokenize.js';

/** Prepositions that introduce a value of a given role, and the parameter words that ask for that role. */
const ROLES: Array<{ param: RegExp; before: RegExp }> = [
  { param: /origin|start|from|source|departure|sender|base_?currency|home/i, before: /\bfrom\s+(?:the\s+)?$/i },
  { param: /destination|\bend|\bto\b|target|arrival|recipient|_to$|^to_/i, before: /\b(?:to|into|towards?)\s+(?:the\s+)?$/i },
  { param: /location|city|place|country|state|region|area|venue|address|where|town|zone|market|near/i, before: /\b(?:in|at|near|around|within|of)\s+(?:the\s+)?$/i },
  { param: /date|time|when|day|year|month/i, before: /\b(?:on|at|for|in|since|until|by)\s+$/i },
  { param: /manufactur|maker|vendor|producer|supplier/i, before: /\b(?:from|by)\s+(?:the\s+)?$/i },
  { param: /name|title|player|person|artist|author|company|team|brand|user/i, before: /\b(?:by|of|for|named|called|titled)\s+(?:the\s+)?$/i },
  { param: /platform|console|device|channel|network/i, before: /\bon\s+(?:the\s+|a\s+|my\s+)?$/i },
  { param: /topic|subject|theme|query|keyword|search/i, before: /\b(?:about|regarding|concerning|on|(?:related|relating)\s+to)\s+(?:the\s+)?$/i },
];

const DATE_ROLE = ROLES[3];

/**
 * A bonus when the words right before a value introduce the role the parameter asks for (its first matching
 * role). `for`/`in`/`on` introduce a date only when the value has digits or is a date (`for Brazil` is not one).
 */
export function roleBonus(p: ParamSpec, before: string, value?: { text: string; kind: string }): number {
  const tail = before.slice(-24);
  const { byName, byDescription } = rolesOf(p);
  if (byName === DATE_ROLE && value && value.kind !== 'date' && !/\d/.test(value.text)) return 0;
  if (byName) return byName.before.test(tail) ? 0.5 : 0;
  return byDescription?.before.test(tail) ? 0.25 : 0;
}

/** The role a parameter's name asks for (its first), else the one its description's start does; read once per parameter object. */
const rolesOf = perObject((p: ParamSpec) => {
  const byName = ROLES.find((r) => r.param.test(p.name));
  return { byName, byDescription: byName ? undefined : ROLES.find((r) => r.param.test(p.description.slice(0, 80))) };
});

/** Whether the parameter asks for a place. */
export const isPlace = perObject((p: ParamSpec): boolean => ROLES.slice(0, 3).some((r) => r.param.test(p.name)));

/** Prepositions that give a value of a role, for the roles a tool's parameters ask for (place, name, topic). */
const PHRASE_ROLES: Array<{ param: RegExp; phrase: RegExp }> = [
  [ROLES[0].param, 'from'],
  [ROLES[1].param, 'to|into|towards?'],
  [ROLES[2].param, 'in|at|near|around'],
  [ROLES[5].param, 'named|called|titled'],
  [ROLES[7].param, 'about|regarding|concerning'],
].map(([param, preps]) => ({
  param: param as RegExp,
  phrase: new RegExp(`\\b(?:${preps as string})\\s+(?:the\\s+|a\\s+|an\\s+|my\\s+|our\\s+)?([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,2})`, 'g'),
}));

/**
 * The lower-case words of the phrases that give a tool's parameters their values by role: `a ride to the airport`
 * gives a `destination`, `a note about the launch` a `topic`. Up to three words after the preposition, to the
 * next preposition or punctuation.
 */
export function rolePhraseWords(request: string, params: readonly ParamSpec[]): string[] {
  const out: string[] = [];
  for (const r of PHRASE_ROLES) {
    if (!params.some((p) => r.param.test(p.name))) continue;
    for (const m of request.matchAll(r.phrase)) {
      for (const w of m[1].split(/\s+/)) {
        if (PHRASE_END.has(w)) break;
        out.push(w);
      }
    }
  }
  return out;
}
const PHRASE_END = new Set('to from in at on for with by of and or but near around about into when where while before after please'.split(' '));

/**
 * Words of a parameter's name that make it the start or the end of a span (`from`/`until`, `start_date`/`end_date`,
 * `check_in`/`check_out`, `min_age`/`max_age`), the events that open and close one too (`bedtime`/`wake_time`,
 * `outbound_date`/`return_date`; not `arrival`/`departure`, the start of a stay and the end of a journey alike).
 */
const START_WORDS = new Set(['from', 'since', 'start', 'starting', 'begin', 'beginning', 'min', 'minimum', 'earliest', 'lower', 'after', 'checkin', 'in', 'bed', 'bedtime', 'outbound']);
const END_WORDS = new Set(['to', 'until', 'till', 'til', 'end', 'ending', 'through', 'thru', 'max', 'maximum', 'latest', 'upper', 'before', 'checkout', 'out', 'limit', 'cap', 'wake', 'waketime', 'return']);

const spanRoles = new BoundedCache<'start' | 'end' | null>(4096);
/** Whether a parameter's name makes it the start or the end of a span (`in`/`out` only with `check`), or neither. */
export function spanRole(p: ParamSpec): 'start' | 'end' | null {
  return spanRoles.get(p.name, () => {
    const words = identifierWords(p.name, p.description).join(' ').replace(/\bcheck (in|out)\b/g, 'check$1').split(' ');
    const start = words.some((w) => START_WORDS.has(w) && w !== 'in');
    const end = words.some((w) => END_WORDS.has(w) && w !== 'out');
    return start === end ? null : start ? 'start' : 'end';
  });
}

/** Words joining the two ends of a span (`2026-12-22 through 2027-01-04`, `from 9 to 5`, `between 28 and 35`). */
const SPAN_JOIN = /^\s*(?:through|thru|to|until|till|til|-|–|—|and)\s*$/i;

/** Words bounding a value from above (`under $60`, `up to 100`, `no more than 5`, `cap it at $50`) or from below (`over 3`, `at least 2`). */
const UPPER_BOUND = /\b(?:under|below|less than|fewer than|up to|at most|no more than|not more than|max(?:imum)?(?:\s+of)?|cap(?:ped)?(?:\s+(?:it|that))?\s+at)\s+$/i;
const LOWER_BOUND = /\b(?:over|above|more than|at least|no less than|min(?:imum)?(?:\s+of)?)\s+$/i;

/**
 * The role each of a run of values of one kind takes in a span: `X through Y`, `from X to Y`, `X until Y`, `between X
 * and Y` (`and` only after `between`) make the first the start and the second the end; `since X`, `starting X`, `from X`
 * make a lone value a start, `until Y`, `till Y`, `through Y` an end; so do the words bounding a value from below (`at least 2`,
 * `over 3`) and from above (`under $60`, `up to 100`, `cap it at $50`) an amount, for a `min_`/`max_` or `limit` parameter. Values are in order of writing.
 */
export function spanRolesOf(text: string, values: ReadonlyArray<{ start: number; end: number; kind?: string }>): Array<'start' | 'end' | null> {
  const out: Array<'start' | 'end' | null> = values.map(() => null);
  for (let i = 0; i + 1 < values.length; i++) {
    const a = values[i];
    const b = values[i + 1];
    if (a.kind !== b.kind || b.start - a.end > 12) continue;
    const join = text.slice(a.end, b.start);
    if (!SPAN_JOIN.test(join)) continue;
    if (/and/i.test(join) && !/\bbetween\s+$/i.test(text.slice(Math.max(0, a.start - 12), a.start))) continue;
    out[i] = 'start';
    out[i + 1] = 'end';
  }
  values.forEach((v, i) => {
    if (out[i] !== null) return;
    const before = text.slice(Math.max(0, v.start - 16), v.start);
    const amount = v.kind === 'number' || v.kind === 'money' || v.kind === 'percent';
    if (/\b(?:since|starting|beginning)\s+(?:on\s+|from\s+)?$/i.test(before) || (amount && LOWER_BOUND.test(before))) out[i] = 'start';
    else if (/\b(?:until|till|til|through|thru)\s+$/i.test(before) || (amount && UPPER_BOUND.test(before))) out[i] = 'end';
  });
  return out;
}

/** +0.5 when a value's role in a span is the parameter's, -0.5 when it is the other end's. */
export function spanBonus(p: ParamSpec, role: 'start' | 'end' | null): number {
  if (role === null) return 0;
  const own = spanRole(p);
  return own === null ? 0 : own === role ? 0.5 : -0.5;
}
