import { TermBag } from '../../lexical/term-bag.js';
import { nameTerms, textTerms } from '../../lexical/terms.js';
import { identifierWords } from '../../lexical/tokenize.js';
import { assignGreedy } from './assign.js';
import { formatIs, FORMAT_DATE, FORMAT_EMAIL, FORMAT_TIME, FORMAT_WEB, type ParamSpec } from '../catalogue/catalogue.js';
import { contextBag, contextScore, explicitAt, labelOf, openLabel } from './context.js';
import { dayOfWeek, formatWhen } from '../request/dates.js';
import { expressionIn } from '../request/expression.js';
import { isCoordinates, type PhraseMention } from '../request/mentions.js';
import { residualPhrases } from '../request/residual.js';
import { isPlace, roleBonus, spanBonus, spanRole, spanRolesOf } from './roles.js';
import { isUnitName } from '../request/units.js';
import { objectOfVerb, TEXT_PARAM } from '../request/verb-object.js';
import { perObject } from '../catalogue/per-param.js';
import { exampleShapes, otherPrefix, patternRefuses } from '../decide/example-shape.js';

const EXPRESSION_PARAM = /func|equation|expression|formula|polynomial|integrand/i;
const EXPRESSION_DESCRIPTION = /\b(?:function|equation|expression|formula|polynomial|integrand)\b/i;
const DATE_PARAM = /date|day|time|when|period|deadline|birth|season|month|week/i;
/** A schema `format` of a date or a time of day. */
const dateFormat = (p: ParamSpec) => formatIs(p, FORMAT_DATE) || formatIs(p, FORMAT_TIME);
/**
 * A parameter named for a date or a time, or declaring a date or time `format`, or described in a date or time
 * notation (`start`, `format: date-time`; `Start time, ISO 8601`; `YYYY-MM-DD`).
 */
const dateParam = perObject((p: ParamSpec) => DATE_PARAM.test(p.name) || dateFormat(p) || /\b(?:yyyy|hh:mm|iso[\s-]?8601)\b/i.test(p.description));
const RELATIVE_PARAM = /time[\s_-]?frame|period|\bwhen\b|\b(?:today|tomorrow|tonight|weekend|next (?:week|month))\b/i;
const MONTH_NAME = /^(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const ID_PARAM = /\b(?:id|ids|code|number|num|no|zip|postal|phone|docket|parcel|isbn|serial|year|account|season)\b|_id$|Id$|_num/i;
/**
 * A parameter's name as lower-case words, its snake_case, kebab-case and camelCase parts apart (`zip_code` → `zip code`,
 * `loanNumber` → `loan number`, `card_last4` → `card last 4`), so that `ID_PARAM` reads the words of every spelling.
 */
const nameWords = perObject((p: ParamSpec) => identifierWords(p.name, p.description).join(' '));
/** Whether the parameter's name, read as words, asks for a number or code written as text (`zip_code`, `loanNumber`, `account`). */
const idParam = perObject((p: ParamSpec) => ID_PARAM.test(p.name) || ID_PARAM.test(nameWords(p)));
/**
 * Whether the parameter's name asks for a number written as text (`account_number`, `zipCode`, `phone`, `pin`,
 * `card_last4`): a number is written with digits, so a word (`send`, `March`, `ending`) is never its value.
 */
const numbered = perObject((p: ParamSpec) => /\b(?:number|num|no|zip|postal|postcode|phone|pin|last 4|digits)\b/.test(nameWords(p)));

/** A parameter taking a text written by the user (`message`, `card_message`, `note`, `bio`, `caption`, `comment`). */
const freeText = perObject((p: ParamSpec) => /\b(?:message|msg|note|notes|text|comment|comments|body|caption|content|bio|memo|remarks?|inscription|greeting|reply|wording|dedication)\b/.test(nameWords(p)));

/** +0.6 when quoted words (`say "can you ship by friday?"`, `saying Rest easy.`) meet a parameter taking a written text. */
const quotedText = (p: ParamSpec, ph: PhraseMention) => (ph.quoted && freeText(p) ? 0.6 : 0);

const PERSON_ROLE =
  /\b(?:pro|teacher|tutor|instructor|coach|trainer|therapist|stylist|barber|artist|doctor|dentist|physician|nurse|practitioner|specialist|guide|host|mentor|advisor|adviser|consultant|counsell?or|technician|groomer|photographer|masseuse|provider|staff|partner|opponent)s?\b/i;
/**
 * A parameter naming the person a service is had with (`pro`, `artist`, `teacherName`, `therapist_name`, `First name
 * of a requested therapist`): a person of a trade or a role, named in its name or at its description's start.
 */
const withPersonParam = perObject((p: ParamSpec) => PERSON_ROLE.test(nameWords(p)) || PERSON_ROLE.test(p.description.slice(0, 60)));

/** `with Lena`, `with Ms. Tanaka`: a name after `with` is the person the service is had with, for such a parameter. */
const withPerson = (p: ParamSpec, before: string, ph: PhraseMention) => (ph.kind === 'name' && /\bwith\s+$/i.test(before.slice(-6)) && withPersonParam(p) ? 0.7 : 0);

/** What a value looks like when it has a recognizable form: an e-mail address, a web address, a file path, a street address. */
function readShape(ph: PhraseMention): Shape | null {
  const t = ph.text;
  if (ph.kind === 'street') return 'street';
  if (ph.kind === 'code' && isPhone(t)) return 'phone';
  if (/^@[A-Za-z0-9_][\w.]{1,30}$/.test(t)) return 'handle';
  if (!/[@./\\]/.test(t)) return null;
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(t)) return 'email';
  if (/^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|edu|gov|io|co|info|biz|app|dev)(?:\/\S*)?$/i.test(t)) return 'web';
  if (/^(?:~|\.{1,2}|[A-Za-z]:)?[\\/][\w.-]/.test(t) || /^[\w.-]+(?:[\\/][\w.-]+)+\.\w{1,5}$/.test(t)) return 'path';
  return null;
}
const shapeOf = perObject(readShape);

type Shape = 'email' | 'web' | 'path' | 'street' | 'phone' | 'handle';

/**
 * A telephone number as people write one (`415-555-0182`, `+44 7700 900123`, `(212) 555-0147`): groups of digits
 * joined by dashes, dots or spaces, or with a country code, ten to fifteen digits in all.
 */
function isPhone(t: string): boolean {
  if (!/^(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\d{2,5}[\s.-])(?:\d{2,4}[\s.-])?\d{3,4}$/.test(t)) return false;
  const digits = t.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

const SHAPE_PARAM: Record<Shape, RegExp> = {
  email: /e-?mail|recipient|\bto\b|^to$|^cc$|^bcc$/i,
  web: /web\s?site|url|\bsite\b|domain|link|source/i,
  path: /path|file|dir|folder|source|location/i,
  street: /address|street|location/i,
  phone: /phone|mobile|\bcell\b|\btel\b|telephone|sms|whats_?app/i,
  // (`Pay @mike_t 40 euros`: a handle names a person or an account)
  handle: /recipient|payee|user|handle|friend|member|contact|person|account|\bto\b|^to$|mention|follow/i,
};

/** Parameters naming a record by its identifier (`ride_id`, `messageId`, `confirmation_code`). */
const ID_ONLY = /(?:^|_)id$|[a-z]Id$|^ID$|(?:^|_)code$|[a-z]Code$|confirmation/;

/** Whether the parameter names a record by its identifier, so takes only a value written like one (`charity_id`). */
export function isIdOnly(p: { name: string }): boolean {
  return ID_ONLY.test(p.name);
}

/** Parameters that ask for a shaped value outright: a plain name does not suit them. */
const WANTS_SHAPE = /e-?mail(?:\s+address)?|\burl\b|web\s?site|\bpath\b|directory|folder/i;

/** What a parameter asks of shaped values, read once per parameter object. */
const shapeWants = perObject((p: ParamSpec) => {
  const head = p.description.slice(0, 60);
  const asks = new Set<Shape>();
  for (const k of Object.keys(SHAPE_PARAM) as Shape[]) if (SHAPE_PARAM[k].test(p.name) || SHAPE_PARAM[k].test(head)) asks.add(k);
  // (a schema's `format` says it outright: `email`, `uri`)
  const format = formatIs(p, FORMAT_EMAIL) ? 'email' : formatIs(p, FORMAT_WEB) ? 'web' : null;
  if (format) asks.add(format);
  return { asks, outright: !!format || WANTS_SHAPE.test(p.name) || WANTS_SHAPE.test(p.description.slice(0, 40)), id: idParam(p), idOnly: ID_ONLY.test(p.name) };
});

/**
 * Whether the parameter takes only a value written like an identifier: its name says so (`ride_id`), or its
 * description shows a prefixed identifier by example or its pattern gives one (`Repair ticket, e.g. BR-1001`: `ready
 * yet` is no ticket).
 */
const idsOnly = perObject((p: ParamSpec) => shapeWants(p).idOnly || exampleShapes(p).some((x) => x.prefixed));

/** +1 when a shaped value meets a parameter asking for that shape (in its name or description), -0.4 when it meets one asking for another thing. */
function shapeFit(p: ParamSpec, ph: PhraseMention): number {
  const shape = shapeOf(ph);
  const wants = shapeWants(p);
  if (!shape) return ph.kind === 'name' && wants.outright ? -0.5 : 0;
  if (wants.asks.has(shape)) return 1;
  // (a telephone number is no record's identifier: `CH-1042` is the child's id, `415-555-0182` the phone)
  // (a handle may also be what is searched or posted to: `tweets from @nasa`; it counts only for a person)
  return (wants.id && shape !== 'phone') || shape === 'handle' ? 0 : -0.4;
}

/**
 * Whether a phrase can be an identifier: it has a digit or is written in capitals (`msg-4411`, `B-9001`, `AAPL`), or
 * is quoted. A name written in words (`Uber`, `Berlin`) or a street address is not one.
 */
function idLike(ph: PhraseMention): boolean {
  if (ph.quoted || ph.kind === 'code' || ph.kind === 'number') return true;
  if (ph.kind === 'street') return false;
  return /\d/.test(ph.text) ? !/\s/.test(ph.text.trim()) : /^[A-Z0-9][A-Z0-9_-]+$/.test(ph.text);
}

/** How well a value suits a parameter by its form; `before` is the request's text before the value. */
function suits(p: ParamSpec, ph: PhraseMention, before = ''): number {
  if (!ph.quoted && isUnitName(ph.text) && !/unit/i.test(p.name)) return -9;
  if (idsOnly(p) && !idLike(ph)) return -9;
  if (numbered(p) && !ph.quoted && !/\d/.test(ph.text)) return -9;
  if (ph.kind !== 'date' && ph.kind !== 'relative' && patternRefuses(p, ph.text)) return -9;
  // (an identifier with another prefix than the parameter's example is a record of another kind: `MV-3302` for `Q-7781`)
  if (shapeWants(p).idOnly && !ph.quoted && otherPrefix(p, ph.text)) return -9;
  const shaped = shapeFit(p, ph);
  if (shaped !== 0) return shaped;
  if (ph.kind === 'date') {
    if (!dateParam(p)) return -0.5;
    // a time of day alone is no calendar date, and a calendar date no time of day (`at 14:30` for `date`, `format: date`)
    const clock = CLOCK.test(ph.text);
    // (a date with its time of day, `2024-05-02T10:00`, `May 2 at 10am`, gives the time too)
    return (clock && dayOnly(p)) || (!clock && clockOnly(p) && !WITH_CLOCK.test(ph.text)) ? -9 : 0.8;
  }
  // `next month`, `today`: for a time frame or period, or a date parameter whose description gives such examples;
  // a parameter asking for a date (or a date format) wants a calendar date.
  if (ph.kind === 'relative') return RELATIVE_PARAM.test(`${p.name} ${p.description}`) && !/yyyy|format/i.test(p.description) ? 0.5 : -9;
  // (a bare number is no calendar date nor clock time in a notation: `for 4 people` gives no `date` of `format: date`)
  // (but for an hour said alone after `at`: `tonight at 7`)
  if (ph.kind === 'number') return dateNotation(p) && !(/\bat\s+$/i.test(before.slice(-4)) && /^(?:[1-9]|1[0-2])$/.test(ph.text)) ? -9 : idParam(p) || numbered(p) || dateParam(p) ? 0.4 : -9;
  // (a latitude and longitude pair is a place: `location`, `Address, place name or "lat,lon"`, `coordinates`)
  if (ph.kind === 'code' && isCoordinates(ph.text)) return coordinatesParam(p) ? 0.8 : -9;
  // (a parameter asking for a calendar date or a clock time takes no record code: `RD-310` is no date)
  if (ph.kind === 'code') return idParam(p) ? 0.6 : wantsDate(p) ? -9 : 0;
  // (a day of the week by name, `on Thursday`, for a parameter asking for one: `day`, `Day of the week`)
  if (ph.kind === 'name' && weekdayParam(p) && dayOfWeek(ph.text) >= 0) return 0.8;
  if (dateParam(p) && ph.kind === 'name' && !/\d/.test(ph.text)) return MONTH_NAME.test(ph.text) ? 0.8 : -0.3;
  return ph.quoted ? 0.1 : 0;
}

/**
 * `zone 3`, `lane 4`, `court 2`: a number written right after the noun of a text parameter's name is that parameter's
 * value, as `plot B7` is (`zone`, `Zone name or number`), though a number suits no other text parameter but one named for
 * a code; null for any other value.
 */
function labelledNumber(ph: PhraseMention, labelled: boolean): number | null {
  return labelled && ph.kind === 'number' && /^\d{1,4}$/.test(ph.text) ? 0.4 : null;
}

/** A parameter taking a place or a position (`location`, `near`, `Address, place name or "lat,lon"`, `coordinates`). */
const coordinatesParam = perObject((p: ParamSpec) => isPlace(p) || /\b(?:lat|latitude|coordinates?|coords|position|location)\b/i.test(`${nameWords(p)} ${p.description}`));

/** A parameter asking for a day of the week, not a date (`day`, `weekday`, `Day of the week`). */
const weekdayParam = perObject((p: ParamSpec) => /^(?:day|week ?day|day of week)$/.test(nameWords(p)) || /\b(?:day of the week|week ?day)\b/i.test(p.description));

/** A time of day written in a date (`2024-05-02T10:00`, `May 2 at 10am`). */
const WITH_CLOCK = /\d{1,2}:\d{2}|\d\s*(?:am|pm)\b/i;
/** A time of day written alone (`14:30`, `6am`, `6:30 PM`). */
const CLOCK = /^\d{1,2}(?::\d{2})?\s*(?:am|pm)?$/i;
/** A parameter asking for a calendar day and no time: `format: date`, or named `date`/`day` with no time in its description. */
const dayOnly = perObject((p: ParamSpec) => (p.format !== undefined ? /^(?:date|full-date)$/.test(p.format) : /(?:^|_)(?:date|day)$|[a-z](?:Date|Day)$|^(?:date|day)$/.test(p.name) && !/time|hh:mm|iso[\s-]?8601/i.test(p.description)));
/** A parameter asking for a time of day and no date: `format: time`, or named `time` with no date in its description. */
const clockOnly = perObject((p: ParamSpec) => (p.format !== undefined ? /^(?:time|partial-time|full-time)$/.test(p.format) : /(?:^|_)time$|[a-z]Time$|^time$/.test(p.name) && !/date|yyyy|iso[\s-]?8601|day/i.test(p.description)));

/**
 * `a flag called 'new-checkout'`, `a playlist named Road Trip`: the value after `called`/`named`/`titled` is the name of
 * the thing written before it, so it suits the parameter whose name holds that thing (`flagKey`, `playlist_name`).
 */
function calledFor(p: ParamSpec, thing: string | null): number {
  return thing !== null && nameTerms(p.name, p.description).some((t) => t.stem === thing) ? 0.6 : 0;
}

/** The stem of the thing a value is the name of (`a flag called 'new-checkout'` → `flag`), read once per value; null for none. */
function calledThing(before: string): string | null {
  const m = /\b([a-z]{3,})\s+(?:called|named|titled|entitled)\s+['"‘“]?$/i.exec(before.slice(-40));
  if (!m) return null;
  const thing = textTerms(m[1])[0];
  return thing !== undefined ? thing.stem : null;
}

/** A parameter asking for a calendar date or a clock time (`move_date`, `Date, YYYY-MM-DD`, `Time, HH:MM`): loose words are never its value. */
const wantsDate = perObject((p: ParamSpec) => /date|deadline|birth/i.test(p.name) || /\b(?:yyyy|mm-dd|hh:mm|iso[\s-]?8601)\b/i.test(p.description) || dateFormat(p));

/**
 * A parameter asking for a date or a clock time in a notation (`format: date`, `date-time`, `time`; `YYYY-MM-DD`, `24-hour
 * HH:MM`), which a number alone never writes; a year (`year`, `birth_year`) is asked by name, not by a notation.
 */
const dateNotation = perObject((p: ParamSpec) => dateFormat(p) || /\b(?:yyyy-mm|mm-dd|mm\/dd|dd\/mm|hh:mm|iso[\s-]?8601)\b/i.test(p.description));

/** A parameter asking for a clock time by name (`time`, `reminder_time`, `startTime`, `when`): a plain word is no time. */
const wantsClock = perObject((p: ParamSpec) => /(?:^|_)time$|[a-z]Time$|^when$/.test(p.name) || clockOnly(p));

/** A parameter asking outright for an e-mail address, a web address or a path (`customerEmail`, `file_url`, `path`). */
const wantsShaped = perObject((p: ParamSpec) => WANTS_SHAPE.test(nameWords(p)) || formatIs(p, FORMAT_EMAIL) || formatIs(p, FORMAT_WEB));

/** A parameter naming a record by a reference, VIN, licence plate, serial or tracking number (`booking_ref`, `vin`, `plate`). */
const referenceParam = perObject((p: ParamSpec) => /\b(?:ref|reference|vin|plate|serial|tracking|sku)\b/.test(nameWords(p)));

/**
 * A parameter taking a proper name of a person or an animal (`guest_name`, `guestName`, `match_name`, `horse_name`,
 * `username`), not of a thing (`list_name`, `file_name`): its value is capitalised or quoted, so it takes a plain word
 * only when nothing marks that word as a common noun.
 */
const properNameParam = perObject((p: ParamSpec) => {
  const w = nameWords(p);
  return /^(?:user ?name|handle)$/.test(w) || /\b(?:guest|match|horse|pet|dog|cat|child|kid|person|contact|patient|member|visitor|attendee|player|signer|student|rider|passenger|driver|employee|customer|recipient|user|first|last|full|given|family|sur)\s?name$/.test(w);
});

/** Nouns for a person a record is about (`driver_name`, `pickup_name`, `birthday_child`, `Candidate full legal name`). */
const PERSON_NOUN = '(?:guest|match|child|kid|son|daughter|person|contact|patient|member|visitor|attendee|player|signer|student|rider|passenger|driver|employee|customer|recipient|user|pickup|candidate|participant|skater|owner|tenant|resident|client|applicant|learner)';
const PERSON_NAMED = new RegExp(`\\b${PERSON_NOUN}\\s?name$|^(?:[a-z]+ )?${PERSON_NOUN}$`);
const PERSON_DESCRIBED = new RegExp(`\\b(?:full|legal|first|last)\\s+name\\b|^name of (?:the |a )?(?:[a-z]+ )?${PERSON_NOUN}\\b`, 'i');

/**
 * A parameter naming a person by name: a proper-name parameter, one whose name is a person noun with or without
 * `name` (`pickup_name`, `birthday_child`), or a bare `name` described as a person's (`Candidate full legal name`);
 * not one asking an id, a number or a value in a form of its own (`contact` of `format: email`).
 */
const personNameParam = perObject((p: ParamSpec) => {
  const w = nameWords(p);
  // (a parameter asking a form of its own, `format: email`, a pattern, takes no name written in words)
  if (/\b(?:id|ids|number|code|email|phone)\b/.test(w) || p.format !== undefined || p.pattern !== undefined || wantsShaped(p)) return false;
  return properNameParam(p) || PERSON_NAMED.test(w) || (w === 'name' && PERSON_DESCRIBED.test(p.description));
});

/**
 * `sign M118230 up` for `memberId` (`^M[0-9]{6}$`), `we're PS-31442` for `accountId` (`e.g. PS-20817`): a value written
 * in the shape the optional parameter's pattern or example shows is its value, enough for it.
 */
function shownShape(p: ParamSpec, ph: PhraseMention): boolean {
  if (p.required || (ph.kind === 'name' && !/\d/.test(ph.text))) return false;
  const shapes = exampleShapes(p);
  return shapes.length > 0 && shapes.some((x) => x.test.test(ph.text));
}

/**
 * `for Mia`, `Has Carlos been speeding`, `register Mei Tanaka`: one to three capitalised words, not after a
 * preposition of place or a determiner (`in Boston`, `the Ice Wolves`), nor a day or month, read as a person's name:
 * it suits a parameter naming a person enough for an optional one.
 */
function personName(p: ParamSpec, before: string, ph: PhraseMention): boolean {
  if (ph.kind !== 'name' || !personNameParam(p) || !/^[A-Z][a-z'’-]+(?:\s+(?:[A-Z]\.\s+)?[A-Z][a-z'’-]+){0,2}$/.test(ph.text)) return false;
  if (/\b(?:in|at|near|around|from|to|into|on|of|by|the|a|an|my|our|your|their|this|that)\s+$/i.test(before.slice(-8))) return false;
  return !ph.text.split(/\s+/).some((w) => MONTH_NAME.test(w) || dayOfWeek(w) >= 0);
}

/** Determiners (articles, possessives, demonstratives, quantifiers): a word after one is a common noun (`a friend`, `my mare`). */
const DETERMINER = /\b(?:a|an|the|my|our|your|his|her|their|its|this|that|these|those|some|any|every|each|another|other)\s+$/i;
/** Indefinite pronouns stand for a value, they are never one (`challenge someone`, `unmatch someone`). */
const INDEFINITE = /^(?:some|any|every|no)(?:one|body|thing)$|^(?:someone|else)$/i;

/**
 * Whether a plain word of the request can be a proper name: not an indefinite pronoun, not a verb's `-ing` form
 * (`a visitor coming`), not a word after a determiner (`a friend`, `my mare`).
 */
function properNameWord(text: string, r: PhraseMention): boolean {
  if (r.text.split(/[\s-]+/).some((w) => /[a-z]ing$/i.test(w))) return false;
  return !DETERMINER.test(text.slice(Math.max(0, r.start - 12), r.start));
}

/**
 * Whether a plain word of the request, the best left for a required parameter, is refused as its value: an indefinite
 * pronoun is no value of any kind; a clock time, an e-mail or web address, a path, a reference, VIN or plate is
 * written in its own form, never as a plain word; a proper name is no common noun or verb form.
 */
function plainRefused(text: string, p: ParamSpec, r: PhraseMention): boolean {
  if (r.text.split(/[\s-]+/).some((w) => INDEFINITE.test(w))) return true;
  if (wantsClock(p) || wantsShaped(p) || referenceParam(p)) return true;
  return properNameParam(p) && !properNameWord(text, r);
}

/** Whether a description gives the text as an example value (`e.g. Xbox, Playstation, PC`, `such as Portland, OR`). */
function isExample(description: string, value: string): boolean {
  const at = description.indexOf(value);
  return at >= 0 && /\b(?:e\.g\.?|eg|such as|for example|for instance|like|example)[,:]?\s(?:[^.]{0,40})$/i.test(description.slice(Math.max(0, at - 50), at));
}

const CITY_PARAM = /city|town|location|place/i;
const REGION_PARAM = /country|state|region|province|county|nation/i;
const PERSON_PARAM = /artist|author|owner|creator|composer|director|person|painter|writer|maker|player|user/i;

/**
 * Roles given by how names are written: in `Sydney, Australia` the first name is the city and the second its
 * country or state; a name written with a possessive (`Van Gogh's painting`) is a person who has or made something.
 */
function pairRole(p: ParamSpec, ctx: PairContext): number {
  let s = 0;
  if (ctx.cityFirst && CITY_PARAM.test(p.name)) s += 0.3;
  if (ctx.regionSecond && REGION_PARAM.test(p.name)) s += 0.3;
  if (ctx.possessive && PERSON_PARAM.test(p.name)) s += 0.3;
  return s;
}

interface PairContext {
  cityFirst: boolean;
  regionSecond: boolean;
  possessive: boolean;
}

/** How a name is written among its neighbours, read once per phrase. */
function pairContext(text: string, ph: PhraseMention, prev: PhraseMention | undefined, next: PhraseMention | undefined, ownWords: (ph: PhraseMention) => boolean): PairContext {
  if (ph.kind !== 'name') return { cityFirst: false, regionSecond: false, possessive: false };
  return {
    // `Hotel Paradise, Las Vegas`: a first name using the tool's own words is an entity of its domain, not a city.
    cityFirst: next?.kind === 'name' && /^,\s*$/.test(text.slice(ph.end, next.start)) && !ownWords(ph),
    regionSecond: prev?.kind === 'name' && /^,\s*$/.test(text.slice(prev.end, ph.start)) && !ownWords(prev),
    possessive: /^['’]s\b/.test(text.slice(ph.end, ph.end + 3)),
  };
}

/** `Denver, Colorado`: a place name followed by its region after a comma is kept whole for a place parameter. */
function placeWithRegion(p: ParamSpec, free: PhraseMention[], n: number, takenN: Set<number>, text: string, places: number): string {
  const ph = free[n];
  if (places > 1) return ph.text;
  const next = free[n + 1];
  if (!isPlace(p) || ph.kind !== 'name' || !next || next.kind !== 'name' || takenN.has(n + 1)) return ph.text;
  if (!/^,\s*$/.test(text.slice(ph.end, next.start)) || !/^\s*(?:$|[.?!;]|,|\b(?:for|with|and|in|on|at|to|from|that|which|who)\b)/i.test(text.slice(next.end))) return ph.text;
  takenN.add(n + 1);
  return `${ph.text}, ${next.text}`;
}

/** Parameters taking a town, region or postcode apart from the street (`city`, `state`, `zip`, `postal_code`). */
const TOWN_PARAM = /city|town|state|zip|postal|postcode|region|province|county|country/i;

/**
 * `88 Pine St, Florence MA`, `77 Canyon Crest Dr, Chandler AZ 85226`, `230 Main St Haydenville`: a street address is
 * followed by its town (capitalised words), its state's two capitals and its postcode (five digits), with or without
 * commas, up to the clause's end or a lower-case word; the end of that town part, or null when none follows.
 */
const TOWN_AFTER = /^(?:,?\s+(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}))(?:,?\s+[A-Z]{2})?(?:,?\s+\d{5}(?:-\d{4})?)?(?=\s*$|\s*[,.;?!)]|\s+[a-z])/;
function townAfter(text: string, end: number): number | null {
  const m = TOWN_AFTER.exec(text.slice(end, end + 60));
  return m ? end + m[0].length : null;
}

/**
 * The value a street address gives a parameter taking a full address (`address`, `Full service address`,
 * `Residential street address, with city or ZIP`): the street with the town and postcode written after it, when the
 * tool takes no town, state or postcode apart. Other values are written as read.
 */
function streetWithTown(text: string, ph: PhraseMention, p: ParamSpec, toolParams: readonly ParamSpec[]): { text: string; end: number } | null {
  if (ph.kind !== 'street' || !isPlace(p) || toolParams.some((q) => q !== p && TOWN_PARAM.test(q.name))) return null;
  const end = townAfter(text, ph.end);
  return end === null ? null : { text: text.slice(ph.start, end), end };
}

/**
 * Gives string parameters the phrases of the request (quoted text, names, dates, identifiers). Required
 * parameters first: where the words around a phrase name the parameter or introduce its role (`from Sydney`,
 * `in London`), then the remaining phrases in order, then a run of plain words the tool's own wording does
 * not account for (`the crime of theft`). Optional parameters take what is left only where it is named.
 * `referred` receives the required parameters the request refers to by a plain word that is no value of their kind
 * (`someone`, `my mare`): still missing, but spoken of.
 */
export function fillStrings(
  text: string,
  params: ParamSpec[],
  phrases: PhraseMention[],
  used: Set<number>,
  out: Record<string, unknown>,
  toolBag: TermBag,
  taken: Array<{ start: number; end: number }>,
  toolName = '',
  referred: Set<string> = new Set(),
  toolParams: readonly ParamSpec[] = params,
): void {
  if (params.length === 0) return;
  const topical = (ph: PhraseMention) => {
    // A name a parameter's description gives as an example (`e.g. Xbox, Playstation`) is a value, not the tool's topic.
    if (params.some((p) => isExample(p.description, ph.text))) return false;
    const terms = textTerms(ph.text);
    return ph.kind === 'name' && terms.length > 0 && terms.every((t) => toolBag.match(t) >= 0.8);
  };
  const free = phrases.filter((ph) => !used.has(ph.start) && !topical(ph));
  // Asked once per phrase, not once per phrase and parameter.
  const toolWordsOf = new Map<PhraseMention, boolean>();
  const usesToolWords = (ph: PhraseMention) => {
    let v = toolWordsOf.get(ph);
    if (v === undefined) toolWordsOf.set(ph, (v = textTerms(ph.text).some((t) => t.weight >= 1 && toolBag.match(t) >= 0.8)));
    return v;
  };
  let toolNameStems: Set<string> | null = null;
  const ownKinds = new Map<PhraseMention, boolean>();
  const ownKind = (ph: PhraseMention) => {
    let v = ownKinds.get(ph);
    if (v === undefined) ownKinds.set(ph, (v = readOwnKind(ph)));
    return v;
  };
  const readOwnKind = (ph: PhraseMention) => {
    if (usesToolWords(ph)) return true;
    // Only for a venue introduced by `at` (`at the Marriott hotel`): `the Tokyo weather` still names a place.
    if (!/\bat\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, ph.start - 8), ph.start))) return false;
    const after = /^\s+([a-z]+)\b/.exec(text.slice(ph.end, ph.end + 24))?.[1];
    const word = after ? textTerms(after)[0] : undefined;
    toolNameStems ??= new Set(nameTerms(toolName).map((t) => t.stem));
    return word !== undefined && toolNameStems.has(word.stem);
  };
  // (`tank T2`, `plot B7`: a value labelled by a parameter's noun is that parameter's, never another's, while that
  // parameter is still open: `indoor arena 2026-12-02T17:00` once `arena` is given)
  // (a numeric parameter labels only a number: `the vent sept 9 2026` gives `vent_length_ft` no date)
  const labels = free.map((ph) => {
    const l = openLabel(labelOf(text, ph.start, toolParams, phrases), params, out);
    return l && (l.type === 'integer' || l.type === 'number') && ph.kind !== 'number' ? null : l;
  });
  const elsewhere = (ni: number, pi: number) => labels[ni] !== null && labels[ni] !== params[pi];
  // (`2026-12-22 through 2027-01-04`: the first is the span's start, the second its end; read only when a parameter is
  // a span's start or end)
  const spans = params.some((p) => spanRole(p) !== null) ? spanRolesOf(text, free) : null;
  const scores = free.map((ph, ni) => {
    const bag = contextBag(text, ph.start, ph.end, 3, 2);
    const pair = pairContext(text, ph, free[ni - 1], free[ni + 1], usesToolWords);
    const before = text.slice(0, ph.start);
    const thing = calledThing(before);
    let own: TermBag | null = null;
    return params.map((p, pi) => {
      const fit = labelledNumber(ph, labels[ni] === p) ?? suits(p, ph, before);
      if (fit < -1 || (elsewhere(ni, pi) && !explicitAt(text, p, ph.start))) return null;
      own ??= new TermBag(textTerms(ph.text));
      const bagOfOwn = own;
      const inside = nameTerms(p.name, p.description).some((t) => t.weight >= 1 && bagOfOwn.match(t) >= 0.8) ? 0.6 : 0;
      // `at the Plaza Hotel` (the tool's words), `the Marriott hotel` (a word of the tool's name after it): a name
      // of the tool's own kind of thing is not a place.
      const place = isPlace(p) && ph.kind === 'name' ? (ownKind(ph) ? -0.4 : 0.2) : 0;
      // A value the parameter's description gives as an example is of the parameter's kind.
      const example = ph.kind === 'name' && isExample(p.description, ph.text) ? 0.5 : 0;
      const s = explicitAt(text, p, ph.start) ? 3 : contextScore(bag, p) + roleBonus(p, before, ph) + fit + inside + place + example + pairRole(p, pair) + calledFor(p, thing) + (labels[ni] === p ? 0.5 : 0) + (spans ? spanBonus(p, spans[ni]) : 0) + quotedText(p, ph) + withPerson(p, before, ph);
      // (a person's name suits a parameter naming a person enough for an optional one)
      return (personName(p, before, ph) ? Math.max(s, 0.62) : shownShape(p, ph) ? Math.max(s, 0.7) : s) - 0.01 * Math.abs(pi - ni);
    });
  });
  const takenP = new Set<number>();
  const takenN = new Set<number>();
  const all = free.map((_, i) => i);
  const required = params.flatMap((p, i) => (p.required ? [i] : []));
  const optional = params.flatMap((p, i) => (p.required ? [] : [i]));
  const places = params.filter(isPlace).length;
  const set = ([p, n]: [number, number]) => {
    const param = params[p];
    const street = streetWithTown(text, free[n], param, toolParams);
    if (street) {
      out[param.name] = street.text;
      // (the town's words are the address's, no value of their own)
      free.forEach((ph, i) => {
        if (i !== n && ph.start >= free[n].end && ph.start < street.end) takenN.add(i);
      });
      return;
    }
    out[param.name] = free[n].kind === 'date' ? formatWhen(param, free[n].text) : placeWithRegion(param, free, n, takenN, text, places);
  };
  assignGreedy(required, all, (p, n) => scores[n][p]!, 0.45, takenP, takenN).forEach(set);
  let residual: PhraseMention[] | null = null;
  const usedResidual = new Set<number>();
  const expressions = new Set<string>();
  for (const pi of required) {
    if (takenP.has(pi)) continue;
    const p = params[pi];
    const e = EXPRESSION_PARAM.test(p.name) || EXPRESSION_DESCRIPTION.test(p.description.slice(0, 40)) ? expressionIn(text, expressions) : null;
    if (e) {
      out[p.name] = e;
      expressions.add(e);
      continue;
    }
    const object = TEXT_PARAM.test(p.name) ? objectOfVerb(text, Object.values(out).filter((x): x is string => typeof x === 'string')) : null;
    if (object) {
      out[p.name] = object;
      continue;
    }
    const next = all.find((n) => !takenN.has(n) && !elsewhere(n, pi) && suits(p, free[n], text.slice(0, free[n].start)) >= 0 && (!isPlace(p) || free[n].kind === 'name'));
    if (next !== undefined) {
      takenP.add(pi);
      takenN.add(next);
      set([pi, next]);
      continue;
    }
    // (nor does a date: a parameter asking for a calendar date or a clock time takes only one written as such; nor an
    // e-mail address, web address or path, nor a reference, VIN or plate: each is written in its own form, never as a
    // plain word)
    if (isPlace(p) || idsOnly(p) || numbered(p) || wantsDate(p)) continue;
    residual ??= residualPhrases(text, toolBag, [...taken, ...phrases]);
    let bestR = -1;
    let bestS = -1;
    residual.forEach((r, ri) => {
      if (usedResidual.has(ri)) return;
      const s = contextScore(contextBag(text, r.start, r.end, 3, 2), p) + roleBonus(p, text.slice(0, r.start), r) - 0.02 * ri;
      if (s > bestS) [bestR, bestS] = [ri, s];
    });
    if (bestR < 0 || patternRefuses(p, residual[bestR].text)) continue;
    // the plain word that speaks of the value is no value of the parameter's kind (`Challenge someone`, `my mare` for
    // `horse_name`, `plants` for `time`): the request refers to the value without giving it, so it is asked for
    if (plainRefused(text, p, residual[bestR])) {
      referred.add(p.name);
      continue;
    }
    usedResidual.add(bestR);
    out[p.name] = residual[bestR].text;
  }
  assignGreedy(optional, all, (p, n) => scores[n][p]!, 0.6, takenP, takenN).forEach(set);
  for (const n of takenN) used.add(free[n].start);
}

/** A parameter whose values are written with their sign: named for a channel or hashtag, or showing a signed example. */
function signOf(p: ParamSpec): '#' | ':' | null {
  if (/\b(?:channel|hashtag)s?\b/.test(nameWords(p)) || /(?:^|\s)#[A-Za-z]/.test(p.description)) return '#';
  return /(?:^|\s):[a-z_]+:/.test(p.description) ? ':' : null;
}

/**
 * `Post to #releases`, `with :palm_tree:`: a value the request writes with its sign (`#` before it, `:` around it)
 * keeps the sign for a parameter named for a channel or hashtag or whose description shows a value so written.
 */
export function keepSign(text: string, params: readonly ParamSpec[], out: Record<string, unknown>): void {
  for (const p of params) {
    const v = out[p.name];
    if (typeof v !== 'string' || !/^[\w-]+$/.test(v)) continue;
    const sign = signOf(p);
    if (!sign) continue;
    const at = text.indexOf(v);
    if (at <= 0) continue;
    if (sign === '#' && text[at - 1] === '#') out[p.name] = `#${v}`;
    else if (sign === ':' && text[at - 1] === ':' && text[at + v.length] === ':') out[p.name] = `:${v}:`;
  }
}
