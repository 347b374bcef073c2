import type { TermBag } from '../../lexical/term-bag.js';
import { nameTerms, textTerms } from '../../lexical/terms.js';
import type { ParamSpec, ToolSpec } from '../catalogue/catalogue.js';
import { identifierWords } from '../../lexical/tokenize.js';
import { listedItems, optionValue } from '../catalogue/options.js';
import type { PhraseMention } from '../request/mentions.js';
import { VAGUE } from '../request/residual.js';
import { kindValue, kindValues } from '../request/value-kinds.js';
import type { RequestValues } from '../request/values.js';
import { dayItems, fillArrays } from './arrays.js';
import { fillCurrencies } from './currency.js';
import { declaredDefault, pickBoolean, pickEnum, pickEnumBySynonym, pickEnumByWord, sourceAndTarget, typedDefault } from './flags.js';
import { impliedNumbers } from './implied.js';
import { pickClockWindow } from './windows.js';
import { modifierValue } from './modifiers.js';
import { fillNumbers, itemCount } from './numbers.js';
import { fillPeople } from './people.js';
import { isPlace } from './roles.js';
import { fillStrings, isIdOnly, keepSign } from './strings.js';
import { stateCodeIn } from '../request/states.js';
import { labelOf } from './context.js';
import { isUnitName } from '../request/units.js';

/**
 * `Boston, MA`, `Denver, Colorado`, `Paris, France`: two names joined by a bare comma and followed by the end
 * of the clause are one place with its region, for a tool that asks for places but not for regions apart
 * (a longer comma list is a list; `Hotel Paradise, Las Vegas`, whose first name uses the tool's own words, is
 * an entity of the tool's domain and its place).
 */
function placesWithRegion(text: string, phrases: PhraseMention[], toolBag: TermBag): PhraseMention[] {
  const out: PhraseMention[] = [];
  for (let i = 0; i < phrases.length; i++) {
    const a = phrases[i];
    const b = phrases[i + 1];
    const joinable =
      b !== undefined &&
      a.kind === 'name' &&
      b.kind === 'name' &&
      !textTerms(a.text).some((t) => t.weight >= 1 && toolBag.match(t) >= 0.8) &&
      /^,\s*$/.test(text.slice(a.end, b.start)) &&
      /^\s*(?:$|[.?!;:)]|,?\s*(?:and|or|with|for|in|on|at|to|from|that|which|who|by|using|within|near|around|during|this|next)\b|,\s*[a-z])/.test(text.slice(b.end)) &&
      !(out.length > 0 && out[out.length - 1].kind === 'name' && /^,\s*$/.test(text.slice(out[out.length - 1].end, a.start)));
    if (joinable) {
      out.push({ ...a, text: `${a.text}, ${b.text}`, end: b.end });
      i++;
    } else out.push(a);
  }
  return out;
}

/**
 * `Unmatch Jordan`, `Sign Jenna Park up for …`: a name opening the request whose first word is capitalised only as the
 * request's first word and is a word of the tool's own name or description (`unmatch`, `Sign a runner up for a race`)
 * starts with the operation, not the name: the name is the words after it. A name of one word, or one written in
 * capitals (`NASA Houston`), is left as read.
 */
function openingVerbDropped(phrases: PhraseMention[], toolBag: TermBag): PhraseMention[] {
  const first = phrases[0];
  if (first === undefined || first.start !== 0 || first.kind !== 'name' || first.quoted) return phrases;
  const m = /^([A-Z][a-z]+)\s+(?=[A-Z])/.exec(first.text);
  const verb = m ? textTerms(m[1]) : [];
  if (!m || verb.length !== 1 || toolBag.match(verb[0]) < 0.8) return phrases;
  const cut = m[0].length;
  return [{ ...first, text: first.text.slice(cut), start: first.start + cut }, ...phrases.slice(1)];
}

/** Where the string values given so far (lists, enums, listed options, closed classes) are written in the request (first occurrence of each, any case). */
function spansOf(text: string, out: Record<string, unknown>, keys: readonly string[]): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  const lower = text.toLowerCase();
  for (const v of keys.map((k) => out[k])) {
    for (const s of Array.isArray(v) ? v : [v]) {
      if (typeof s !== 'string' || s.length < 2) continue;
      const at = lower.indexOf(s.toLowerCase());
      if (at >= 0) {
        spans.push({ start: at, end: at + s.length });
        continue;
      }
      // Written with other separators (`gluten-free` for 'Gluten Free', `ticket price` for 'ticket_price').
      const words = s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
      if (words.length < 2 || !words.every((w) => lower.includes(w))) continue;
      const m = new RegExp(words.join('[\\s_-]+')).exec(lower);
      if (m) spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  return spans;
}

/**
 * `order 77-1290`, `message 77af`: digits joined by dashes, or digits with letters after them, written right after the
 * noun of an identifier parameter's name (`order_id`, `message_id`) are one identifier, not numbers (`100-500` elsewhere
 * stays a range, `10am` a time); their numbers are given to no other parameter.
 */
function digitLedIds(text: string, params: readonly ParamSpec[], open: readonly ParamSpec[], numbers: RequestValues['numbers'], used: Set<number>): PhraseMention[] {
  if (!/\d-\d|\d[a-z]/i.test(text)) return [];
  const out: PhraseMention[] = [];
  for (const m of text.matchAll(/(?<![\w.-])\d+(?:-\d+)+(?![\w.-])|(?<![\w.-])\d+[a-z]+\d*(?![\w.-])/gi)) {
    const letters = /^\d+([a-z]+)/i.exec(m[0])?.[1];
    if (letters !== undefined && (isUnitName(letters) || /^(?:st|nd|rd|th|am|pm|s)$/i.test(letters))) continue;
    const l = labelOf(text, m.index, params);
    if (!l || l.type !== 'string' || !isIdOnly(l) || !open.includes(l)) continue;
    const end = m.index + m[0].length;
    out.push({ text: m[0], start: m.index, end, quoted: false, kind: 'code' });
    for (const n of numbers) if (n.start >= m.index && n.end <= end) used.add(n.start);
  }
  return out;
}

const FIRST_NAME = /^(?:first|given|fore) ?name$/;
const LAST_NAME = /^(?:last|family|sur) ?name$|^surname$/;
/** The tool's string parameter for a first or a last name (`first_name`, `surname`), by its name's words. */
const nameParam = (params: readonly ParamSpec[], which: RegExp) => params.find((p) => p.type === 'string' && which.test(identifierWords(p.name, p.description).join(' ')));

/**
 * `Dana Whitfield` for `first_name` and `last_name`: a full name (two to four capitalised words) given to one of a
 * tool's first-name and last-name parameters is both, the first word the given name and the rest the family name;
 * what the other parameter had (`born`, a word read for want of a name) gives way.
 */
function splitFullName(params: readonly ParamSpec[], out: Record<string, unknown>): void {
  const first = nameParam(params, FIRST_NAME);
  const last = nameParam(params, LAST_NAME);
  if (!first || !last) return;
  for (const [from, other] of [[first, last], [last, first]] as const) {
    const v = out[from.name];
    if (typeof v !== 'string' || !/^[A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){1,3}$/u.test(v)) continue;
    const o = out[other.name];
    if (typeof o === 'string' && /^[A-Z]/.test(o)) continue;
    const at = v.search(/\s/);
    out[first.name] = v.slice(0, at);
    out[last.name] = v.slice(at).trim();
    return;
  }
}

/**
 * `Nguyen family`, `the O'Brien family`: a capitalised word before `family` is a family name, for a tool's last-name
 * parameter left open or given a lower-case word (`moved`, read for want of a name).
 */
function familyName(text: string, params: readonly ParamSpec[], out: Record<string, unknown>): void {
  if (!/ family\b/.test(text)) return;
  const last = nameParam(params, LAST_NAME);
  if (!last) return;
  const had = out[last.name];
  if (typeof had === 'string' && /^[A-Z]/.test(had)) return;
  const m = /(?<![\p{L}'’-])([A-Z][\p{L}'’-]+)\s+family\b/u.exec(text);
  if (m && !/^(?:The|My|Our|Your|His|Her|Their|A|An)$/.test(m[1])) out[last.name] = m[1];
}

/** A parameter for the name a text is signed with (`author_name`, `signature`, `from_name`, `Name shown under the message`). */
const SIGNER_PARAM = /\b(?:author|signer|signature|signed|sign[\s_-]?off|sender|from[\s_-]?name|byline)\b|\bname\s+(?:shown|printed|written)\s+(?:under|below|at\s+the\s+end)/i;

/**
 * `… sign it Danny & Kim`, `signed, the Nguyens`, `sign off as Aunt Rose`: the words after a verb of signing, to the
 * clause's end, are the name a text is signed with, for an open parameter naming a signer or author.
 */
function signerName(text: string, params: readonly ParamSpec[], out: Record<string, unknown>): void {
  if (!/\bsign/i.test(text)) return;
  const p = params.find((q) => q.type === 'string' && !(q.name in out) && SIGNER_PARAM.test(`${identifierWords(q.name).join(' ')} ${q.description}`));
  if (!p) return;
  const m = /\b(?:sign(?:ed)?\s+(?:it|this|that|the\s+\w+)|signed|sign(?:ed)?\s+off)(?:\s+(?:as|by|from|with))?\s*[,:]?\s+((?:the\s+)?[A-Z][^,.;!?"“”]*?)\s*[.!]?\s*$/.exec(text);
  if (m && m[1].length <= 60) out[p.name] = m[1];
}

const FEATURE_PARAM = /amenit|feature|facilit|service|add_?ons?|extras/i;

/** A tool's arguments as filled, and the required parameters the request refers to without giving their value. */
export interface Filled {
  args: Record<string, unknown>;
  /**
   * Required parameters the request refers to by a plain word that is no value of their kind (`someone`, `my mare`):
   * still missing, but spoken of, so weighing a tool counts them as the request's.
   */
  referred: ReadonlySet<string>;
}

/** A parameter about a state (`issuing_state`, `state`, `State code`). */
const STATE_CODE = /state/i;

/**
 * `issued in Texas` for `Two-letter state` (`^[A-Z]{2}$`): a US state named in full is its postal code for a parameter
 * asking a state in two letters.
 */
function fillStateCodes(params: readonly ParamSpec[], text: string, out: Record<string, unknown>): void {
  for (const p of params) {
    if (p.name in out || p.type !== 'string' || !STATE_CODE.test(p.name + ' ' + p.description) || !(p.pattern === '^[A-Z]{2}$' || /two-letter|2-letter|state code|abbreviat/i.test(p.description))) continue;
    const code = stateCodeIn(text);
    if (code) out[p.name] = code;
  }
}

/**
 * Fills a tool's arguments from the request, typed per its schema: lists, enums and booleans first, then
 * numbers, then strings. Optional parameters are set only when the request speaks of them.
 */
export function fillArgs(tool: ToolSpec, values: RequestValues, toolBag: TermBag): Filled {
  const out: Record<string, unknown> = {};
  const referred = new Set<string>();
  const used = new Set<number>();
  const { text, bag, numbers } = values;
  const wantsPlace = tool.params.some((p) => p.type === 'string' && isPlace(p));
  const wantsRegion = tool.params.some((p) => /country|state|region|province|county|nation/i.test(p.name));
  const read = openingVerbDropped(values.phrases, toolBag);
  const phrases = wantsPlace && !wantsRegion ? placesWithRegion(text, read, toolBag) : read;
  // A list whose items have an enum takes the allowed values the request writes, and nothing else.
  for (const p of tool.params) {
    if (p.type !== 'array' || !p.enum || p.enum.length === 0) continue;
    const v = dayItems(p.enum, text) ?? listedItems(p.enum, text, values.phrases);
    if (v.length > 0) out[p.name] = v;
  }
  let toolStems: Set<string> | null = null;
  fillArrays(text, tool.params.filter((p) => p.type === 'array' && !(p.enum && p.enum.length > 0)), numbers, values.phrases, used, out, toolBag, tool.params.some((p) => p.type === 'string' && isPlace(p)));
  for (const p of tool.params) {
    if (p.enum && p.enum.length > 0 && p.type === 'array') {
      continue;
    } else if (p.enum && p.enum.length > 0) {
      toolStems ??= new Set([...nameTerms(tool.name), ...textTerms(tool.description)].map((t) => t.stem));
      const v = pickClockWindow(p, text, numbers, used) ?? pickEnum(p, bag, numbers, text) ?? pickEnumByWord(p, bag, toolStems, text) ?? pickEnumBySynonym(p, bag, toolStems, text);
      if (v !== undefined) out[p.name] = v;
    } else if (p.type === 'boolean') {
      const v = pickBoolean(p, text, bag);
      if (v !== undefined) out[p.name] = v;
      else if (p.required) {
        const d = declaredDefault(p);
        out[p.name] = typeof d === 'boolean' ? d : false;
      }
    } else if (p.type === 'object' && p.required) {
      const m = /\{[^{}]*\}/.exec(text);
      if (m) {
        try {
          out[p.name] = JSON.parse(m[0].replace(/'/g, '"'));
        } catch {
          /* not JSON: left missing */
        }
      } else {
        // `'name':'John Doe', 'email':'jd@example.com'`: quoted keys with quoted values, written without braces.
        const pairs = [...text.matchAll(/['"](\w+)['"]\s*:\s*['"]([^'"]*)['"]/g)];
        if (pairs.length > 0) out[p.name] = Object.fromEntries(pairs.map((x) => [x[1], x[2]]));
      }
    }
  }
  sourceAndTarget(tool.params, text, out);
  fillCurrencies(tool.params, text, out);
  const givenOptions = new Set<string>();
  const paramNames = tool.params.map((q) => q.name.toLowerCase());
  for (const p of tool.params) {
    if (p.type !== 'string' || p.name in out || (p.enum && p.enum.length > 0)) continue;
    const v = optionValue(p, text, givenOptions, paramNames);
    if (v === undefined) continue;
    out[p.name] = v;
    givenOptions.add(v.toLowerCase());
  }
  const kinds = new Set<string>();
  for (const p of tool.params) {
    if (p.type !== 'array' || p.name in out || (p.items !== 'string' && p.items !== null && p.items !== 'any')) continue;
    const v = kindValues(p, text);
    if (v.length > 0) out[p.name] = v;
  }
  for (const p of tool.params) {
    if (p.type !== 'string' || p.name in out || (p.enum && p.enum.length > 0)) continue;
    const v = kindValue(p, text, kinds, paramNames);
    if (v !== undefined) {
      out[p.name] = v;
      kinds.add(v.toLowerCase());
    }
  }
  // Values already given (listed options, closed classes) are not offered again to other parameters.
  const given = spansOf(text, out, Object.keys(out));
  for (const ph of phrases) if (given.some((g) => ph.start < g.end && ph.end > g.start)) used.add(ph.start);
  const claimed: Array<{ start: number; end: number }> = [...phrases, ...given];
  for (const p of tool.params) {
    if (p.type !== 'string' || p.name in out || (p.enum && p.enum.length > 0)) continue;
    const v = modifierValue(p, text, toolBag, claimed);
    if (v === undefined) continue;
    out[p.name] = v.text;
    claimed.push(v);
  }
  const open = tool.params.filter((p) => !(p.name in out) && !(p.enum && p.enum.length > 0));
  const digitIds = digitLedIds(text, tool.params, open, numbers, used);
  impliedNumbers(open, text, out);
  itemCount(text, tool.params, numbers, used, out);
  fillPeople(open, text, numbers, used, out, toolBag);
  fillNumbers(text, open.filter((p) => (p.type === 'integer' || p.type === 'number') && !(p.name in out)), numbers, used, out, tool.params);
  const taken = [...numbers.filter((n) => used.has(n.start)).map((n) => ({ start: n.start, end: n.end })), ...claimed.slice(phrases.length)];
  const numeric: PhraseMention[] = numbers
    // (the hour and minutes of `14:30` are no values of their own beside the time)
    .filter((n) => !used.has(n.start) && !n.word && !n.time && !values.phrases.some((ph) => ph.kind === 'date' && n.start >= ph.start && n.end <= ph.end))
    .map((n) => {
      const unit = /^\s*(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centur(?:y|ies))\b/i.exec(text.slice(n.end))?.[0] ?? '';
      return { text: text.slice(n.start, n.end + unit.length).replace(/[,.]$/, ''), start: n.start, end: n.end + unit.length, quoted: false, kind: 'number' as const };
    });
  // (the identifiers' numbers were kept from numeric parameters; the identifiers themselves are still to be given)
  for (const id of digitIds) used.delete(id.start);
  const strings = open.filter((p) => (p.type === 'string' || p.type === 'any') && !(p.name in out));
  fillStrings(text, strings, [...phrases, ...numeric, ...digitIds].sort((a, b) => a.start - b.start), used, out, toolBag, taken, tool.name, referred, tool.params);
  keepSign(text, tool.params, out);
  fillStateCodes(tool.params, text, out);
  splitFullName(tool.params, out);
  familyName(text, tool.params, out);
  signerName(text, tool.params, out);
  // `a restaurant with a patio`: what a place is `with` is one of its amenities or features.
  for (const p of tool.params) {
    if (p.required || p.name in out || p.type !== 'array' || (p.items !== 'string' && p.items !== null) || p.enum || !FEATURE_PARAM.test(p.name)) continue;
    const m = /\bwith\s+(?:a\s+|an\s+)?([a-z]+(?:[\s-][a-z]+)?)(?=\s+(?:in|at|near|for|on|and|that|which|within)\b|\s*[.,;?!]|\s*$)/.exec(text);
    if (m && !m[1].split(/[\s-]/).some((w) => VAGUE.has(w))) out[p.name] = [m[1]];
  }
  // A required parameter the request leaves out but whose schema declares a default is not worth a question.
  for (const p of tool.params) {
    if (!p.required || p.name in out) continue;
    const d = typedDefault(p);
    if (d !== undefined) out[p.name] = d;
  }
  return { args: out, referred };
}
