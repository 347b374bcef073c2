import { NUMBER_WORDS, SCALE_WORDS } from '../../lexical/number-words.js';
import { stem } from '../../lexical/stem.js';
import { isAction } from '../decide/actions.js';
import { on24HourClock } from './dates.js';

/** A number written in the request, where it sits, and what is written around it. */
export interface NumberMention {
  value: number;
  start: number;
  end: number;
  percent: boolean;
  money: boolean;
  unit: string;
  /** Written as a word (`five`): often a count of things (`two numbers`) rather than a value. */
  word: boolean;
  /** An hour written with am/pm (`11 PM`), its value on the 24-hour clock. */
  time?: boolean;
  /** The unit as written, case kept (`mH` is not `MH`). */
  unitRaw?: string;
}

/** A span of text that can serve as a string value (quoted text or a proper name). */
export interface PhraseMention {
  text: string;
  start: number;
  end: number;
  quoted: boolean;
  /** What the span looks like; dates, identifiers and numbers suit only parameters that ask for them. */
  kind: 'quoted' | 'name' | 'date' | 'code' | 'number' | 'plain' | 'street' | 'relative';
}

const NUMBER = /(?<![A-Za-z_^*/.\d])([-−]?)(\$|€|£)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:[eE](-?\d+))?(?:\s*(%|percent\b|per cent\b))?/g;

/** `1.2M`, `$1m`, `10k`, `5 million`: the multiplier after a number and how many characters it takes. */
function scaleAfter(after: string, attached: string, money: boolean): { factor: number; length: number } | null {
  if (attached) {
    const scaleOk = money || /^(?:bn|mn)$/i.test(attached);
    const factor = SCALE_WORDS[attached.toLowerCase()];
    return scaleOk && factor ? { factor, length: attached.length } : null;
  }
  const word = /^\s+(thousand|million|billion|trillion)\b/i.exec(after);
  return word ? { factor: SCALE_WORDS[word[1].toLowerCase()], length: word[0].length } : null;
}

/** `2x^2`, `3y + 1`, `2a3`: letters glued to a number that make it part of an expression, not a unit. */
function isVariable(attached: string, rest: string): boolean {
  if (/^\d/.test(rest)) return true;
  return attached.length === 1 && /[a-z]/.test(attached) && !/[kmsgbhl]/.test(attached) && /^\s*(?:[\^*+\-=/)]|$)/.test(rest);
}

/** Currency words written after an amount (not `pounds`, a weight as often as a currency). */
const CURRENCY_WORD = /^(?:dollars?|bucks|euros?|usd|eur|gbp|quid|yen|rupees?|francs?)$/i;

/** Every number in the text: digits (with `$`, `%`, `1.2M`, `10k`, `5 million`, `1e-9`) and number words. */
export function numberMentions(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index;
    let end = start + m[0].length;
    const attached = /^[A-Za-z]+/.exec(text.slice(end))?.[0] ?? '';
    if (attached && isVariable(attached, text.slice(end + attached.length))) continue;
    let value = Number(`${m[3].replace(/,/g, '')}${m[4] ?? ''}${m[5] !== undefined ? `e${m[5]}` : ''}`);
    if (m[1]) value = -value;
    const scaled = scaleAfter(text.slice(end), attached, Boolean(m[2]));
    if (scaled) {
      value *= scaled.factor;
      end += scaled.length;
    }
    // `2 pi`, `2π`: a multiple of pi.
    const pi = /^\s*(?:pi\b|π)/i.exec(text.slice(end));
    if (pi && !m[6] && !m[2]) {
      value *= Math.PI;
      end += pi[0].length;
    }
    // `2nd, 3rd and 4th`: an ordinal's suffix belongs to the number, and the word after it is its unit.
    const ordinal = /^(?:st|nd|rd|th)$/i.test(attached) && !m[4] && !m[2] && !m[6];
    if (ordinal) end += attached.length;
    // `11 PM`: an hour of the afternoon is read on the 24-hour clock.
    const meridian = !m[4] && !m[6] && !scaled ? /^\s*([ap])\.?m\b\.?/i.exec(text.slice(end)) : null;
    if (meridian && value >= 1 && value <= 12) value = on24HourClock(value, meridian[1]);
    let unit = /^\s*([A-Za-z°µΩ/²³^0-9]+)/.exec(text.slice(end))?.[1] ?? (ordinal ? '' : attached);
    // `5ft 10in`, `5 feet 10 inches`: one height in inches.
    const feet = /^\s*(?:ft|feet|foot|')\s*(\d{1,2})(?:\s*(?:inches|inch|")|in\b|\s+in\b(?!\s+[a-z]))/i.exec(text.slice(end));
    if (feet && !m[4]) {
      value = value * 12 + Number(feet[1]);
      end += feet[0].length;
      unit = 'in';
    }
    // (`220 bucks`, `40 dollars`, `15 euros`: a currency word after the number makes it a sum of money, as `$220` does)
    const money = Boolean(m[2]) || (!m[6] && CURRENCY_WORD.test(unit));
    out.push({ value, start, end, percent: Boolean(m[6]), money, unit: unit.toLowerCase(), unitRaw: unit, word: false, ...(meridian ? { time: true } : {}) });
  }
  for (const m of text.matchAll(/\b([A-Za-z]+)\b/g)) {
    const w = m[1].toLowerCase();
    const v = NUMBER_WORDS[w];
    if (v === undefined || w === 'single' || w === 'double' || w === 'pair') continue;
    const next = /^\s+(\w+)/.exec(text.slice(m.index + w.length))?.[1]?.toLowerCase() ?? '';
    if (w === 'one' && (next === 'of' || next === '' || next === 'another')) continue;
    // `six-sided`: the word joined by a hyphen is the unit; `twice` counts times.
    const unit = w === 'twice' || w === 'thrice' ? 'times' : (/^-([a-z]+)/i.exec(text.slice(m.index + w.length))?.[1]?.toLowerCase() ?? next);
    out.push({ value: v, start: m.index, end: m.index + w.length, percent: false, money: false, unit, word: true });
  }
  out.push(...spokenDurations(text));
  return out.sort((a, b) => a.start - b.start);
}

/**
 * A length of time said with an article after `for`, `in`, `within`, `about`: `for an hour`, `in a week`; `half an hour`
 * wherever it is written (`5:30 pm, half an hour`), a length of time in any place.
 */
const SPOKEN_DURATION = /\b(?:(?:(?:for|in|within|about|around|over|lasting)\s+)?(half\s+an?\s+hour)|(?:for|in|within|about|around|over|lasting)\s+(?:a|an|one)\s+(minute|hour|day|week|month|year)\b(?!\s*(?:and|or)\b))/gi;

/** `for an hour` is 1 hour, `half an hour` 30 minutes: a number with its unit, as `for 1 hour` is. */
function spokenDurations(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of text.matchAll(SPOKEN_DURATION)) {
    // (the number starts after the preposition: `for ` is no part of it)
    const start = m.index + (m[1] && m[0].startsWith(m[1]) ? 0 : /^\w+\s+/.exec(m[0])![0].length);
    out.push({ value: m[1] ? 30 : 1, start, end: m.index + m[0].length, percent: false, money: false, unit: m[1] ? 'minutes' : m[2].toLowerCase(), word: true });
  }
  return out;
}

const QUOTED = /(?:^|(?<=[\s(\[:=,]))(?:'((?:[^']|(?<=\w)'(?=\w))+)'|"([^"]+)"|“([^”]+)”|‘([^’]+)’|`([^`]+)`)(?=$|[\s.,;:?!)\]'s])/g;

/**
 * Text in quotes. A quote holding most of a request that opens with it is the request itself, quoted, not a value
 * (`Tweet 'Just shipped v2.0!'` and `Change my bio to '…'` hold their value however long it is).
 */
export function quotedMentions(text: string): PhraseMention[] {
  const out: PhraseMention[] = [];
  for (const m of text.matchAll(QUOTED)) {
    if (m[0].length > 0.6 * text.trim().length && !/[A-Za-z]/.test(text.slice(0, m.index))) continue;
    const inner = m.slice(1).find((g) => g !== undefined) ?? '';
    out.push({ text: inner.trim(), start: m.index, end: m.index + m[0].length, quoted: true, kind: 'quoted' });
  }
  return out;
}

/**
 * What introduces words to be written or said as they are: `saying …`, `that says …`, `which reads …`, or a label and a
 * colon (`with the message: …`, `card should say: …`, `note: …`).
 */
const SPOKEN = /\b(?:(?:saying|that\s+says|which\s+says|that\s+reads|which\s+reads)(?:\s*:)?|(?:say|says|read|reads|message|msg|note|caption|comment|memo|greeting|inscription|bio|wording)\s*:)\s+(?=\S)/i;

/**
 * `leave a note saying Coach Reilly changed my life. Rest easy.`, `with the message: Love you, treat yourself!`: the
 * words after a speech verb or a label and a colon, to the end of the request, are a text to be written as it is (a
 * quotation without quotes); null when the request has none, or quotes it (`say "…"`, read as quoted text).
 */
export function spokenMention(text: string): PhraseMention | null {
  const m = SPOKEN.exec(text);
  if (!m) return null;
  const start = m.index + m[0].length;
  const words = text.slice(start).trimEnd();
  if (/^['"“‘`]/.test(words) || words.split(/\s+/).length < 2) return null;
  return { text: words, start, end: start + words.length, quoted: true, kind: 'quoted' };
}

/** Words after which a name is given whole (`a sheet called Budget 2027`). */
const NAMING = /\b(?:called|named|titled|entitled)\s+['"‘“]?$/i;
const CONNECTORS = new Set(['of', 'de', 'del', 'la', 'le', 'von', 'van', 'the']);
const NOT_NAMES = new Set(
  `I What Which Who Whom Whose When Where Why How Find Calculate Compute Get Give Show Tell Provide Please Can Could
  Would Should Will Is Are Was Were Has Have Had Do Does Did The A An In On At For From To And Or But If Then I'm I'd I've Let Lets My
  Determine Retrieve Fetch Search Look List Identify Estimate Predict Check Convert Generate Create Book Order
  Make Plan Send Play Find Help Also Now Hey Hi Hello This That These Those It Its Me We Our You Your Using Use
  With By Given Based Assuming`.split(/\s+/),
);

/** Runs of capitalized words (`New York City`, `Battle of Stalingrad`, `Windows 10`, `USD`, `D.C.`). */
const QUANTITY_WORD = /^(?:dollars?|euros?|pounds?|yen|bucks|cents?|usd|eur|gbp|percent|minutes?|hours?|days?|weeks?|months?|years?|seconds?|km|kilometers?|kilometres?|miles?|kg|kilograms?|lbs?|grams?|meters?|metres?|feet|inches|times|people|shares|items?|units?)$/i;

/** A title written before a person's name with a full stop (`Ms. Tanaka`, `Dr. Patel`): the stop ends no sentence. */
const HONORIFIC = /^(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.$/;

export function properMentions(text: string): PhraseMention[] {
  const out: PhraseMention[] = [];
  // (letters with accents inside a word are the word's: `Ortega-Marín`, `Müller`)
  const tokens = [...text.matchAll(/[A-Za-z0-9][\w\u00C0-\u024F.'’&-]*/g)];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i];
    const word = t[0].replace(/['’]s$/, '').replace(/\.$/, (d) => (/^[A-Z]\.[A-Z]/.test(t[0]) || HONORIFIC.test(t[0]) ? d : ''));
    // `0°C`: a letter after a degree sign is a unit.
    if (t.index > 0 && text[t.index - 1] === '°') {
      i++;
      continue;
    }
    const sentenceStart = t.index === 0 || /[.?!]\s*$/.test(text.slice(0, t.index));
    // `of The British Museum`: a capitalized `The` inside a sentence opens the name that follows it.
    const titled = word === 'The' && !sentenceStart && i + 1 < tokens.length && /^[A-Z]/.test(tokens[i + 1][0]) && !NOT_NAMES.has(tokens[i + 1][0]) && /^\s+$/.test(text.slice(t.index + 3, tokens[i + 1].index));
    // `Pay Jordan 40 euros`, `Text Maria`: an operation verb opening the sentence is not part of the name after it
    const opensWithVerb = sentenceStart && /^[A-Z][a-z]+$/.test(word) && isAction(stem(word.toLowerCase()));
    if (opensWithVerb || (!titled && (!/^[A-Z]/.test(word) || NOT_NAMES.has(word) || (sentenceStart && !/^[A-Z]{2,}/.test(word) && NOT_NAMES.has(word))))) {
      i++;
      continue;
    }
    let j = i;
    let endIdx = t.index + word.length;
    while (j + 1 < tokens.length) {
      const gap = text.slice(endIdx, tokens[j + 1].index);
      if (!/^\s+$/.test(gap) || /['’]s$/.test(tokens[j][0]) || (/\.$/.test(tokens[j][0]) && !HONORIFIC.test(tokens[j][0]) && /^[A-Z][a-z]/.test(tokens[j + 1][0]))) break;
      const next = tokens[j + 1][0].replace(/[.,]$/, (d) => (/^[A-Z]\.[A-Z]/.test(tokens[j + 1][0]) ? d : ''));
      // A year or a date after a name is a value of its own (`NBA 2021`, `London 2022/08/16`).
      // (but after `called`, `named`, `titled` the words up to the clause's end are the name: `a spreadsheet called Budget 2027`)
      const dated = /^\d+$/.test(next) && (/^(?:1[5-9]|20)\d{2}$/.test(next) || /^[-/.]\d/.test(text.slice(tokens[j + 1].index + next.length))) && !(NAMING.test(text.slice(Math.max(0, t.index - 10), t.index)) && /^\s*(?:[,.;!?]|$)/.test(text.slice(tokens[j + 1].index + next.length)));
      // `Jordan 40 euros`: a number that a unit or a currency follows is a quantity, not part of the name
      const quantity = /^\d/.test(next) && j + 2 < tokens.length && QUANTITY_WORD.test(tokens[j + 2][0]);
      if (/^[A-Z0-9]/.test(next) && !NOT_NAMES.has(next) && !dated && !quantity) {
        j++;
        endIdx = tokens[j].index + next.replace(/['’]s$/, '').length;
        continue;
      }
      if (CONNECTORS.has(next.toLowerCase()) && j + 2 < tokens.length && /^[A-Z]/.test(tokens[j + 2][0]) && /^\s+$/.test(text.slice(tokens[j + 1].index + next.length, tokens[j + 2].index))) {
        j += 2;
        endIdx = tokens[j].index + tokens[j][0].replace(/['’]s$/, '').replace(/[.,]$/, '').length;
        continue;
      }
      break;
    }
    // `R vs Adams`: two names opposed by `vs` are one name (a case, a match).
    const versus = /^\s+(?:vs\.?|v\.|versus)\s+([A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*)*)/.exec(text.slice(endIdx));
    if (versus) endIdx += versus[0].length;
    // `Mississippi river`, `Lake Tahoe` aside: a name followed by a lower-case geographic noun names that feature.
    const feature = /^\s+(?:river|lake|mountains?|valley|bay|island|desert|canyon|falls|sea|ocean|forest)\b/.exec(text.slice(endIdx));
    if (feature) endIdx += feature[0].length;
    while (j + 1 < tokens.length && tokens[j + 1].index < endIdx) j++;
    const phrase = text.slice(t.index, endIdx).replace(/[.,]$/, '');
    const lone = j === i && sentenceStart && !/^[A-Z0-9]{2,}$/.test(word);
    if (!/^\d+$/.test(phrase) && !lone) out.push({ text: phrase, start: t.index, end: endIdx, quoted: false, kind: 'name' });
    i = j + 1;
  }
  return out;
}

/** Lists written in brackets: `[3, 4, 5]`, `['a', 'b']`. */
export function bracketLists(text: string): Array<{ items: string[]; start: number; end: number; rows?: number[][] }> {
  const out: Array<{ items: string[]; start: number; end: number; rows?: number[][] }> = [];
  // `[[10, 20], [30, 40]]`: a table of numbers, kept as rows.
  if (text.includes('[')) {
    for (const m of text.matchAll(/\[\s*(\[[-\d.,\s]*\](?:\s*,\s*\[[-\d.,\s]*\])+)\s*\]/g)) {
      const rows = [...m[1].matchAll(/\[([^\]]*)\]/g)].map((r) => r[1].split(',').map((x) => Number(x.trim())).filter((x) => Number.isFinite(x)));
      out.push({ items: [], rows, start: m.index, end: m.index + m[0].length });
    }
  }
  for (const m of text.matchAll(/[[(]([^\][()]*,[^\][()]*)[\])]/g)) {
    if (out.some((t) => t.rows && m.index >= t.start && m.index < t.end)) continue;
    let items = m[1].split(',').map((s) => s.trim().replace(/^['"“‘]|['"”’]$/g, '')).filter((s) => s !== '');
    // `(33.45 N, 112.07 W)`: a coordinate pair, south and west negative.
    const compass = items.map((s) => /^(\d+(?:\.\d+)?)\s*°?\s*([NSEW])$/i.exec(s));
    if (compass.length === 2 && compass.every((c) => c !== null)) items = compass.map((c) => String(/[SW]/i.test(c[2]) ? -Number(c[1]) : Number(c[1])));
    const numeric = items.filter((s) => /^[-−]?\$?\d[\d.]*(?:e-?\d+)?%?$/i.test(s));
    if (numeric.length >= 2 && numeric.length >= items.length - 1) items = numeric.map((s) => s.replace(/[$%]/g, '').replace('−', '-'));
    out.push({ items, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE = new RegExp(
  [
    // an ISO 8601 date and time, one value (`2026-05-22T09:00`, `2026-05-22T09:00:00Z`)
    '\\b\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,6})?)?(?:Z|[+-]\\d{2}:?\\d{2})?(?![\\w:])',
    `\\b\\d{4}\\s+(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`,
    `\\b(?:${MONTHS})\\.?\\s+\\d{4}\\b`,
    // a span of years (`2022-23`, `2019/2020`): a year of the last five centuries, then two digits or another such
    // year; `5501-2231` is a record number, not a date
    '\\b(?:1[6-9]|20)\\d{2}\\s*[-–/]\\s*(?:(?:1[6-9]|20)\\d{2}|\\d{2})\\b(?![-/.]\\d)',
    '\\b\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}\\b',
    '\\b\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}\\b',
    `\\b(?:${MONTHS})\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s*\\d{4})?\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\b(?:,?\\s*\\d{4})?`,
  ]
    // a date glued to an identifier's prefix is part of the identifier (`BP-2026-0413`, `INV-2024-03-15`, `#2024/05`)
    .map((form) => `(?<![A-Za-z0-9][-_/.#]|#)(?:${form})`)
    .join('|'),
  'gi',
);

/** Dates written in the usual forms (`2022-04-27`, `01/01/2022`, `March 11, 2022`, `11th March`). */
export function dateMentions(text: string): PhraseMention[] {
  if (!/\d/.test(text)) return [];
  const out = [...text.matchAll(DATE)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length, quoted: false, kind: 'date' as const }));
  // `from 2023 April 4th to April 8th`: a day and month written without a year take the year of the request's other date.
  const year = out.map((d) => /\b(1\d{3}|20\d{2})\b/.exec(d.text)?.[1]).find((y) => y !== undefined);
  if (year === undefined) return out;
  return out.map((d) => (/[A-Za-z]{3}/.test(d.text) && /\d/.test(d.text) && !/\d{4}/.test(d.text) ? { ...d, text: `${d.text}, ${year}` } : d));
}

/** Times of day (`3pm`, `6:30 PM`, `14:00`): values for time parameters; their numbers stay readable too. */
export function timeMentions(text: string): PhraseMention[] {
  const out = [...text.matchAll(/\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b/gi)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length, quoted: false, kind: 'date' as const }));
  // (`at noon`, `by midnight`: the clock's names for 12pm and 12am, after a word placing a time)
  for (const m of text.matchAll(/\b(?:at|by|before|after|around|from|until|till)\s+(noon|midday|midnight)\b/gi)) {
    const start = m.index + m[0].length - m[1].length;
    out.push({ text: /midnight/i.test(m[1]) ? '12am' : '12pm', start, end: start + m[1].length, quoted: false, kind: 'date' as const });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A latitude and a longitude in decimal degrees, three decimals or more each, joined by a comma. */
const COORDINATES = /(?<![\w.-])(-?\d{1,2}\.\d{3,})\s?,\s?(-?\d{1,3}\.\d{3,})(?![\w.])/g;

/** Whether a value is a latitude and longitude pair as `codeMentions` reads it (`33.9425,-118.4081`). */
export function isCoordinates(value: string): boolean {
  COORDINATES.lastIndex = 0;
  const m = COORDINATES.exec(value);
  return m !== null && m.index === 0 && m[0].length === value.length;
}

/** Identifier-like tokens: `rs6034464`, `CA123456`, `my_data`, `~/data/scan.nii`, `a@b.com`, `2022/AL2562`. */
export function codeMentions(text: string): PhraseMention[] {
  const out: PhraseMention[] = [];
  // a web address with its scheme is one value, scheme and all (`https://example.com/a?b=1`)
  const urls: PhraseMention[] = [];
  if (text.includes('://'))
    for (const m of text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>]+/gi)) {
      const tok = m[0].replace(/[.,;:!?)]+$/, '');
      urls.push({ text: tok, start: m.index, end: m.index + tok.length, quoted: false, kind: 'code' });
    }
  // a telephone number written in spaced groups is one value: with its country code (`+1 555 201 7788`, `+44 7700
  // 900123`) or in the North American groups of three, three and four (`(415) 555 0182`)
  if (/\d[\s.]\d/.test(text))
    for (const m of text.matchAll(/(?<![\w+])(?:\+\d{1,3}(?:[\s.-]\(?\d{2,6}\)?){2,4}|\(?\d{3}\)?[\s.]\d{3}[\s.-]\d{4})(?![\w-]|[.,]\d)/g))
      urls.push({ text: m[0], start: m.index, end: m.index + m[0].length, quoted: false, kind: 'code' });
  // a latitude and longitude written as a pair (`33.9425,-118.4081`, `30.2672, -97.7431`) is one place
  if (/\d\.\d{3,}\s?,\s?-?\d/.test(text))
    for (const m of text.matchAll(COORDINATES)) if (Math.abs(Number(m[1])) <= 90 && Math.abs(Number(m[2])) <= 180) urls.push({ text: m[0], start: m.index, end: m.index + m[0].length, quoted: false, kind: 'code' });
  for (const m of text.matchAll(/(?<![\w~./@\\-])(?:[A-Za-z]:(?=[\\/]))?[\w~./@\\-]*[\w/]+[\w~./@\\-]*/g)) {
    const tok = m[0].replace(/[.,]+$/, '');
    if (urls.some((u) => m.index < u.end && m.index + tok.length > u.start)) continue;
    // an IPv4 address (`203.0.113.7`) is one value
    if (/^(?:\d{1,3}\.){3}\d{1,3}$/.test(tok)) {
      out.push({ text: tok, start: m.index, end: m.index + tok.length, quoted: false, kind: 'code' });
      continue;
    }
    // a record number written in dashed groups (`112-5583921`, `5501-2231`) is one identifier; so is a short
    // letter prefix joined to a number (`p-4`, `R-2`)
    const grouped = /^\d+(?:-\d+)+$/.test(tok) && tok.replace(/-/g, '').length >= 7;
    const prefixed = /^[A-Za-z]{1,3}-\d+$/.test(tok);
    if (grouped || prefixed) {
      out.push({ text: tok, start: m.index, end: m.index + tok.length, quoted: false, kind: 'code' });
      continue;
    }
    if (tok.length < 4 || /^[-\d.,]+$/.test(tok) || /^[A-Za-z]+$/.test(tok)) continue;
    // a lower-case dotted name is a domain or a package identifier (`example.com`, `shop.io`, `com.acme.notes`); each
    // part has two characters or more, so `e.g.` and `a.m.` are not one
    if (/^[a-z][a-z0-9-]*(?:\.[a-z0-9-]{2,})+$/.test(tok) && /^[a-z][a-z0-9-]+\./.test(tok)) {
      out.push({ text: tok, start: m.index, end: m.index + tok.length, quoted: false, kind: 'code' });
      continue;
    }
    // `5J/K`, `9.8m/s`: a number with a unit ratio is a quantity, not an identifier.
    if (/^\d[\d.]*[A-Za-zµ°]{1,4}(?:\/[A-Za-z]{1,4})+\^?\d?$/.test(tok)) continue;
    const coded = (/_|@|[A-Za-z]\d|\d[A-Za-z]{2,}|[A-Za-z]\/|~\/|^[A-Za-z]:[\\/]/.test(tok) || (/-/.test(tok) && /[A-Za-z]/.test(tok) && /\d/.test(tok))) && !/^\d+(?:st|nd|rd|th)$/i.test(tok);
    const segments = tok.split('/');
    if (!coded || (tok.includes('/') && !/[_@~.\d]/.test(tok) && segments.some((g) => g.length < 3))) continue;
    if (/^\d+[A-Za-z]{1,3}$/.test(tok) || /^\d+(?:\.\d+)?[eE]-?\d+$/.test(tok)) continue;
    out.push({ text: tok, start: m.index, end: m.index + tok.length, quoted: false, kind: 'code' });
  }
  return urls.length > 0 ? [...urls, ...out].sort((a, b) => a.start - b.start) : out;
}

const STREET_WORD = /\b(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|highway|hwy|parkway|pkwy|drive|dr|way|place|pl|court|ct|square|sq|terrace|circle)\b/i;
const STREET = /\b\d{1,6}\s+(?:(?!(?:in|at|on|of|for|to|from|by|with|and|or|the|a|an|per|each)\b)(?:[A-Za-z0-9'-]{3,}|[A-Za-z0-9'.-]{1,3})\s+){1,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|highway|hwy|parkway|pkwy)\b\.?/gi;
const STREET_AFTER_NAME = /\b\d{1,6}\s+(?:(?:[A-Z][A-Za-z0-9'-]*|[A-Z][A-Za-z0-9]?\.)\s+){1,4}(?:[Dd]rive|[Dd]r|[Ww]ay|[Pp]lace|[Pp]l|[Cc]ourt|[Cc]t|[Ss]quare|[Ss]q|[Tt]errace|[Cc]ircle|[Ll]n)\b\.?/g;

/**
 * Street addresses (`123 main street`, `10 Downing St.`): a house number, a few words and a street word; the
 * words that are also common nouns (`drive`, `place`, `court`) only after capitalized names (`4 Privet Drive`). A full
 * stop is read inside the address only after an abbreviation (`415 W. Juniper Ave`, `St. Vincent`): `level 2 chimney
 * inspection. 14 Orchard Lane` holds the end of a sentence, not an address.
 */
export function streetMentions(text: string): PhraseMention[] {
  if (!/\d/.test(text) || !STREET_WORD.test(text)) return [];
  return [...text.matchAll(STREET), ...text.matchAll(STREET_AFTER_NAME)].map((m) => ({ text: m[0].replace(/[.,]$/, ''), start: m.index, end: m.index + m[0].length, quoted: false, kind: 'street' as const }));
}

const RELATIVE_DATE = /\b(?:(?:this|next|coming|upcoming|last|past)\s+(?:weekend|week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|today|tomorrow|tonight|yesterday)\b/gi;

/** Dates said relative to now (`next month`, `this weekend`, `tomorrow`): values for date parameters, as written. */
export function relativeDates(text: string): PhraseMention[] {
  return [...text.matchAll(RELATIVE_DATE)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length, quoted: false, kind: 'relative' as const }));
}
