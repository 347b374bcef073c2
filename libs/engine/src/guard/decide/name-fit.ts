import { identifierWords, words } from '../../lexical/tokenize.js';
import { stem } from '../../lexical/stem.js';
import { BoundedCache } from '../../lexical/bounded-cache.js';
import { nameTerms, synonymGroups, type Term } from '../../lexical/terms.js';
import { isLowerRun } from '../../lexical/compound.js';
import type { TermBag } from '../../lexical/term-bag.js';
import { isAction, isReading, sameAction } from './actions.js';
import { fieldsOf } from '../../lexical/fields.js';

/**
 * What a tool's name says it does, read as an operation and its object: `send_email` is *send* + *email*,
 * `stocks.getQuote` *get* + *stocks quote*, `uber.ride` only an object (*uber ride*).
 */
export interface NameParts {
  verb: string | null;
  object: readonly Term[];
  /**
   * The object without the dotted prefix, which is often only a namespace (`chat.postMessage` → *message*,
   * `users.setStatus` → *status*); for a last segment that is only a verb, the segment before it
   * (`conversations.create` → *conversations*). Naming it is enough for the object to count as named.
   */
  core: readonly Term[];
  /** A dotted name whose last segment is only its verb (`conversations.create`): its object is a namespace. */
  bareVerb: boolean;
  /** The concept fields of the object's head and of the other full words of its core (`lexical/fields.ts`). */
  fields: ReadonlySet<number>;
}

const parts = new Map<string, NameParts>();

/** Words that end the object a description opens with (`Create a channel in the workspace` → *channel*). */
const OBJECT_END = new Set('to in on at for from by with of into about that which who when where and or as using via if per'.split(' '));
const DETERMINERS = new Set('a an the new one or more given specified existing'.split(' '));

const descriptionObjects = new BoundedCache<readonly Term[]>(4096);

/** The object a description names after its opening verb, when it opens with the name's own verb (cached). */
function descriptionObject(description: string, verb: string): readonly Term[] {
  return descriptionObjects.get(`${verb}\u0000${description.slice(0, 100)}`, () => readDescriptionObject(description, verb));
}

function readDescriptionObject(description: string, verb: string): Term[] {
  const ws = words(description.slice(0, 100));
  const object: Term[] = [];
  if (ws.length < 2 || stem(ws[0]) !== verb) return object;
  for (let i = 1; i < ws.length && object.length < 2; i++) {
    if (OBJECT_END.has(ws[i])) break;
    if (DETERMINERS.has(ws[i])) continue;
    for (const t of nameTerms(ws[i])) object.push(t);
  }
  return object;
}

const describedObjectLists = new BoundedCache<readonly (readonly Term[])[]>(4096);
const NO_OBJECTS: readonly (readonly Term[])[] = [];

/**
 * The objects a description names after an opening verb of the name's kind (`Find pet sitters and dog walkers near
 * an address` for `searchSitters` → *pet sitters*, *dog walkers*): up to three, of up to two words each (cached).
 */
export function describedObjects(description: string, verb: string): readonly (readonly Term[])[] {
  return describedObjectLists.get(`${verb}\u0000${description.slice(0, 100)}`, () => {
    const ws = words(description.slice(0, 100));
    if (ws.length < 2 || !isAction(stem(ws[0])) || !sameAction(stem(ws[0]), verb)) return NO_OBJECTS;
    const out: Term[][] = [];
    let cur: Term[] = [];
    for (let i = 1; i < ws.length && out.length < 3; i++) {
      const w = ws[i];
      if (w === 'and' || w === 'or') {
        if (cur.length > 0) out.push(cur);
        cur = [];
        continue;
      }
      if (OBJECT_END.has(w)) break;
      if (DETERMINERS.has(w) || cur.length >= 2) continue;
      for (const t of nameTerms(w)) cur.push(t);
    }
    if (cur.length > 0 && out.length < 3) out.push(cur);
    return out.length > 0 ? out : NO_OBJECTS;
  });
}

/** Nouns naming what a reading returns (stemmed): the last segment of a dotted name made of one of them reads it. */
const READING_NOUNS = new Set('report history summary status stats statistics overview details info'.split(' ').map((w) => stem(w)));

/** `description`: the tool's, read when the name is one lower-case run (`queuesong`: *queue* + *song*, `lexical/compound.ts`). */
export function nameParts(name: string, description?: string): NameParts {
  const ev = description && isLowerRun(name) ? description : undefined;
  const key = ev ? `${name}\u0000${ev}` : name;
  let p = parts.get(key);
  if (p) return p;
  const segments = name.split('.');
  const last = identifierWords(segments[segments.length - 1], ev);
  const first = last.length > 0 ? stem(last[0]) : '';
  const hasObject = last.length > 1 || segments.length > 1;
  // (a dotted name whose last segment is one noun of a reading, `fuel.report`, `trips.history`, reads it: its word
  // names what is read, not an operation; `get` stands for the operation)
  const reading = segments.length > 1 && last.length === 1 && READING_NOUNS.has(first);
  // (a name opening with a phrasal verb, `shifts.signUp`, `setUpAccount`, is named for the operation it stands for)
  const phrasal = last.length >= 2 && (last.length > 2 || segments.length > 1) ? PHRASAL.get(`${last[0].toLowerCase()} ${last[1].toLowerCase()}`) : undefined;
  const dropped = phrasal ? new Set([stem(last[0].toLowerCase()), stem(last[1].toLowerCase())]) : null;
  const verb = reading ? 'get' : phrasal ? stem(phrasal) : hasObject && isAction(first) ? first : null;
  const object = nameTerms(name, ev).filter((t) => t.stem !== verb && !dropped?.has(t.stem));
  let core: readonly Term[] = object;
  let bareVerb = false;
  if (segments.length > 1) {
    const own = nameTerms(segments[segments.length - 1]).filter((t) => t.stem !== verb && !dropped?.has(t.stem));
    bareVerb = own.length === 0 && verb !== null;
    core = own.length > 0 ? own : nameTerms(segments[segments.length - 2]);
  }
  p = { verb, object, core, bareVerb, fields: subjectFields(object, core) };
  if (parts.size > 8192) parts.clear();
  parts.set(key, p);
  return p;
}

/** Words a request opens with before its verb (`please`, `can you`, `I'd like to`). */
const LEAD = new Set('please can could would will you someone somebody anyone anybody come i id want wanna to need like lets let me us help kindly just go ahead and hey ok okay now also then quickly use have keep'.split(' '));

/** The request's opening verb (stemmed) when it is an operation verb: `Find emails from Amazon` → `find`. */
export function openingVerb(request: string): string | null {
  const ws = words(request.slice(0, 80));
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i];
    if (LEAD.has(w)) continue;
    // `Get the panels washed`, `have my car serviced`: getting a thing done asks for the doing, named by the participle
    if ((w === 'get' || w === 'have') && CAUSATIVE.test(ws.slice(i + 1, i + 6).join(' '))) {
      const done = stem(CAUSATIVE.exec(ws.slice(i + 1, i + 6).join(' '))![1]);
      return isAction(done) ? done : null;
    }
    // `Get me a ride`, `find us a table`, `give me a password`: getting someone a thing asks for the thing, not to read about it
    // (and so does sending one a number of things: `Send me 30 large boxes`, `send us two crates`)
    if ((w === 'get' || w === 'find' || w === 'give' || w === 'send') && (ws[i + 1] === 'me' || ws[i + 1] === 'us') && (OBTAINED.has(ws[i + 2]) || (w === 'send' && /^\d+$/.test(ws[i + 2] ?? '')))) return null;
    // and so does getting one outright (`Get an annual pass`, `Get a day ticket`), unless it is a reading of something
    // else (`Get a list of my orders`, `get a copy of the invoice`)
    if (w === 'get' && OBTAINED.has(ws[i + 1]) && ws[i + 2] !== 'of' && ws[i + 3] !== 'of') return null;
    // a phrasal verb names another operation than its first word (`get rid of` deletes, `write down` records)
    const phrasal = PHRASAL.get(`${w} ${ws[i + 1] ?? ''}`) ?? (PARTICLE_OBJECT.has(ws[i + 1]) ? PHRASAL.get(`${w} ${ws[i + 2] ?? ''}`) : undefined);
    if (phrasal) return stem(phrasal);
    const split = splitParticle(ws, i);
    if (split > 0) return stem(PHRASAL.get(`${w} ${ws[split]}`)!);
    const s = stem(w);
    return isAction(s) ? s : null;
  }
  return null;
}
const OBTAINED = new Set(['a', 'an', 'some', 'another', 'two', 'one']);
/** `the panels washed`, `my car serviced`: a determined object, then a past participle (after at most two more words). */
const CAUSATIVE = /^(?:the|my|our|your|this|that|these|those|his|her|their)\s+(?:[a-z]+\s+){0,2}?([a-z]+ed)\b/;

/**
 * The operation verb opening a later clause when the request's first clause opens with none: a request often states
 * the situation first and asks after a comma or a sentence break (`I can't make it, call off the appointment`, `I'm
 * done for today. Stop tracking`). Only a verb in its plain form counts: `booking MV-3302` labels a record.
 */
export function clauseOpeningVerb(request: string): string | null {
  // (quoted text is a value; a request opening with a question asks that question: `When will it be back? Order LD-4410`)
  const clauses = request.slice(0, 200).replace(/(['"“‘])[^'"”’]*\1/g, ' ').split(/[,;.!?]+\s+/);
  if (clauses.length < 2 || isQuestion(clauses[0])) return null;
  for (let i = 1; i < clauses.length; i++) {
    const ws = words(clauses[i]);
    const at = ws.findIndex((w) => !LEAD.has(w));
    const first = ws[at];
    // (nor one naming a record: `order LD-4410`)
    if (!first || /(?:ing|ed)$/.test(first) || /\d/.test(ws[at + 1] ?? '')) continue;
    const v = openingVerb(clauses[i]);
    if (v) return v;
  }
  return null;
}

/**
 * The particle of a phrasal verb written after its object (`sign my son up`, `sign M118230 up for …`, `sign me and my
 * brother up`, `call the appointment off`): its index in `ws` when a particle making a phrasal verb of the table with
 * `ws[at]` follows within five words, none of them a preposition or conjunction but `and` (which joins objects); else -1.
 * Only particles that are no prepositions count (`Count the words in this paragraph` counts nobody in).
 */
const SPLIT_PARTICLES = new Set(['up', 'off', 'down', 'out', 'away', 'back']);
function splitParticle(ws: readonly string[], at: number): number {
  for (let j = at + 2; j < ws.length && j <= at + 6; j++) {
    if (SPLIT_PARTICLES.has(ws[j]) && PHRASAL.has(`${ws[at]} ${ws[j]}`)) return j;
    if (ws[j] !== 'and' && OBJECT_END.has(ws[j])) return -1;
  }
  return -1;
}

/** Pronouns written between a phrasal verb and its particle (`sign us up`, `set it up`, `throw them away`). */
const PARTICLE_OBJECT = new Set(['me', 'us', 'it', 'them', 'him', 'her']);

/**
 * Stems of the words of the request's opening phrasal verb (`get rid` of `Get rid of that note`, `write down`), or
 * none when it opens with no phrasal verb: they say what operation is asked, and are not topic words.
 */
export function openingPhrase(request: string): string[] {
  const ws = words(request.slice(0, 80));
  for (let i = 0; i < ws.length; i++) {
    if (LEAD.has(ws[i])) continue;
    if (PHRASAL.has(`${ws[i]} ${ws[i + 1] ?? ''}`)) return [stem(ws[i]), stem(ws[i + 1])];
    if (PARTICLE_OBJECT.has(ws[i + 1]) && PHRASAL.has(`${ws[i]} ${ws[i + 2] ?? ''}`)) return [stem(ws[i]), stem(ws[i + 2])];
    const split = splitParticle(ws, i);
    return split > 0 ? [stem(ws[i]), stem(ws[split])] : [];
  }
  return [];
}

/** `I can't make SH-2231 anymore`, `I don't want my delivery anymore`, `we no longer need it`: what is given up. */
const GIVEN_UP = /\b(?:can'?t|cannot|can not|won'?t|will not|don'?t|do not|no longer)\s+(?:make|need|want|attend|come to|go to|use)\b[^.?!]*?\b(?:anymore|any more)\b|\bno longer\s+(?:need|want)\b/i;

/** The operation of a request saying a thing is no longer wanted (`I can't make SH-2231 anymore`): cancelling it. */
export function givenUpVerb(request: string): string | null {
  return GIVEN_UP.test(request) ? stem('cancel') : null;
}

/**
 * `I helped at the garden for 4 hours`, `we ran 5 km this morning`, `Noah Fischer did 3.5 hrs at the food pantry`, `took
 * 6 units of Humalog just now`: an account of something done, with an amount, by the asker, by a person named first, or
 * in a diary's way with no subject (the request opens with the verb in the past).
 */
const DONE_VERBS = String.raw`(?:just\s+|also\s+)?(?:[a-z]{2,}[^e\s]ed|ran|did|went|swam|rode|spent|worked|walked|drove|flew|slept|read|ate|drank|took|had|gave|shot|made)\b(?=.*\d)`;
const DONE = new RegExp(String.raw`^\s*(?:i|we)\s+` + DONE_VERBS, 'i');
const VERB_FIRST = new RegExp(String.raw`^\s*` + DONE_VERBS, 'i');
/** A person's name opening the request, written with capitals (`Noah Fischer`, `Maya`), and the rest. */
const NAME_FIRST = /^\s*([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(\S.*)$/;
const ASKING = /^(?:what|how|where|why|when|who|which|whose|did|does|do)\b/i;

/**
 * The operation of a request telling what one did, with an amount (`I helped … for 4 hours`): recording it. With no
 * subject, or a person named first, the account asks no question: `did my Lantus, 22u before bed` is one, `Did my
 * order ship?`, `What did I spend on card 9921?`, `How did the walk bk-9021 go?` are none.
 */
export function toldDoneVerb(request: string): string | null {
  if (DONE.test(request)) return stem('log');
  if (request.includes('?')) return null;
  const named = NAME_FIRST.exec(request);
  return VERB_FIRST.test(request) || (!!named && !ASKING.test(named[1]) && VERB_FIRST.test(named[2])) ? stem('log') : null;
}

/** Particles of a phrasal verb, between the verb and its object (`call off the appointment`). */
const PARTICLES = new Set('off up down out away back over on in'.split(' '));
/** Words that stand for an object without naming it. */
const PRONOUNS = new Set('it this that these those them something anything one everything all'.split(' '));

/**
 * The head word of the object the request's opening verb acts on (`food` of `Order dog food`, `appointment` of
 * `call off the appointment`), lower-cased, or null when the object is a value (an identifier, a quoted text, a
 * capitalized name), a pronoun, or absent: the run of words after the verb up to a preposition or a value, its last word.
 */
export function objectHead(request: string): string | null {
  const toks = request.slice(0, 120).replace(/(['"“‘])[^'"”’]*\1/g, ' " ').match(/[A-Za-z][\w'-]*|\d[\w.-]*|[,.;:!?"$@#]/g) ?? [];
  let i = 0;
  while (i < toks.length && LEAD.has(toks[i].toLowerCase())) i++;
  const verb = toks[i]?.toLowerCase() ?? '';
  i++;
  while (i < toks.length && (PARTICLE_OBJECT.has(toks[i].toLowerCase()) || PARTICLES.has(toks[i].toLowerCase()))) i++;
  let head: string | null = null;
  for (; i < toks.length; i++) {
    const w = toks[i];
    // (a participle after the object ends it: `a channel called apollo`, `the panels washed`)
    // (and so does the particle of a phrasal verb written after its object: `sign my son up for …`)
    if (/^[^A-Za-z]/.test(w) || /\d/.test(w) || OBJECT_END.has(w.toLowerCase()) || (head && /ed$/i.test(w)) || (head && SPLIT_PARTICLES.has(w.toLowerCase()) && PHRASAL.has(`${verb} ${w.toLowerCase()}`))) break;
    head = w;
  }
  if (!head || /^[A-Z]/.test(head) || PRONOUNS.has(head.toLowerCase())) return null;
  return head.toLowerCase();
}

/** Common English phrasal verbs of API operations, by the operation they name (general English, not from any catalogue). */
const PHRASAL = new Map<string, string>([
  ['get rid', 'delete'],
  ['throw away', 'delete'],
  ['throw out', 'delete'],
  ['write down', 'create'],
  ['jot down', 'create'],
  ['note down', 'create'],
  ['put down', 'create'],
  ['set up', 'create'],
  ['sign up', 'register'],
  ['count in', 'register'],
  ['check off', 'complete'],
  ['tick off', 'complete'],
  ['cross off', 'complete'],
  ['look up', 'search'],
  ['call off', 'cancel'],
  ['hang up', 'end'],
  ['pick up', 'get'],
  ['pull up', 'show'],
]);

const NO_NOUNS: ReadonlySet<string> = new Set();
const NOUN_AFTER = /\b(?:a|an|the|my|your|our|his|her|their|its|this|that|these|those|some|any|each|every)\s+([a-z]+)/gi;

/** A noun derived from a verb by `-ment` (`payment`, `assignment`). */
const DERIVED_NOUN = /\b([a-z]{3,}ments?)\b/gi;

/**
 * Stems of the request's words used as nouns or adjectives (right after a determiner or a possessive: `a new oven`, `the
 * plan`); and, marked `~`, the verbs the request writes only as the nouns they derive.
 */
export function nounsOf(request: string): Set<string> {
  const out = new Set<string>();
  for (const m of request.matchAll(NOUN_AFTER)) out.add(stem(m[1].toLowerCase()));
  // a verb written as the noun it derives (`payment`, `assignment`) names a thing, not an operation asked: marked `~`
  // (only an operation's verb, and only when the request does not also write the verb itself: `Pay the payment due`)
  for (const m of request.matchAll(DERIVED_NOUN)) {
    const s = stem(m[1].toLowerCase());
    if (s.length <= m[1].length - 4 && isAction(s) && !words(request).some((w) => !/ments?$/i.test(w) && stem(w.toLowerCase()) === s)) out.add(s).add(`~${s}`);
  }
  return out;
}

/** Whether the request is a question (`…?`, or opening with a question word or an auxiliary). */
export function isQuestion(request: string): boolean {
  // (`Can you collect …?`, `Could someone come fix …?` ask for a thing to be done: a request, not a question)
  if (POLITE.test(request)) return false;
  return /\?\s*$/.test(request) || /^\s*(?:what|when|where|which|who|whose|how|why|is|are|was|were|do|does|did|will|has|have)\b/i.test(request);
}

/**
 * A request put as a question to whoever does it: a modal, then `you` or `someone` (`can you`, `could someone`); or
 * the asker's own getting of a thing (`Can we get a tee time …?`, `could I get two more towels?`), which asks for
 * the thing as `get us a …` does, not about it (not `have`: `Can we have a campfire …?` asks whether it is allowed).
 */
const POLITE = /^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|someone|somebody|anyone|anybody)\b|(?:can|could|may)\s+(?:i|we)\s+get\s+(?:a|an|some|another|\d+|two|three)\s)/i;

/** How the request meets the tool's name. */
export interface NameFit {
  /** Weighted share of the name's object words the request uses. */
  object: number;
  /** The request asks for another operation than the name's (`find` against `delete_email`). */
  clash: boolean;
  /** The request uses the name's operation verb or one of its family (or the name has none). */
  verb: boolean;
  /** The request asks for the name's operation outright (its verb, one of its family, or the thing it makes). */
  asked?: boolean;
}

/** Operations that make a thing (create, send, buy): a request whose verb is the thing made asks for them. */
const MAKING = ['create', 'send', 'buy'].map(stem);
const makes = (verb: string) => MAKING.some((v) => sameAction(verb, v));
/** Verbs that only carry out the thing their object names (`run` a test, `perform` a backup, `trigger` a build). */
const PERFORM = new Set(['run', 'perform', 'execute', 'conduct', 'do', 'trigger', 'carry'].map(stem));

/** Question words and auxiliaries: a request opening with one of them does not open with a noun used as a verb. */
const QUESTION_WORDS = new Set('what when where which who whose whom how why is are was were do does did will has have am can could would should shall may might'.split(' '));
/** What may follow a noun used as a verb (`Tweet 'Just shipped'`, `Email alice@x.com`, `Text Mike`, `Bill Globex 450 dollars`). */
const AFTER_LEAD = new Set('a an the my our this that these those some me him her them us his their your'.split(' '));

/**
 * When the request opens with no operation verb of the table, its first word (stemmed) if it is used as a verb:
 * followed by a quote, a value with a digit or `@`, a capitalized name, a determiner or a pronoun (`Tweet 'Just
 * shipped!'`), not by another noun (`Contact details for Kevin`). Null otherwise.
 */
export function leadWord(request: string): string | null {
  const m = /^\s*(?:please\s+|just\s+)?([A-Za-z]{3,})\b[,:]?\s*(\S*)/.exec(request);
  if (!m) return null;
  const w = m[1].toLowerCase();
  if (QUESTION_WORDS.has(w) || LEAD.has(w)) return null;
  const next = m[2];
  const ok =
    next === '' ||
    /^['"“‘]/.test(next) ||
    /[@\d]/.test(next) ||
    /^[A-Z]/.test(next) ||
    AFTER_LEAD.has(next.toLowerCase());
  return ok ? stem(w) : null;
}

/**
 * The request's verb is the thing the tool creates (`Pay` for `createPayment`, `Remind me` for `createReminder`,
 * `Order` for `add_order`): asking to do it asks to create one.
 */
function namesObject(opening: string, object: readonly Term[]): boolean {
  for (const t of object) {
    const o = t.stem;
    if (o === opening || (opening.length >= 3 && o.length > opening.length && o.startsWith(opening))) return true;
  }
  return false;
}

/**
 * Words naming an aspect of the object rather than the object (`setLightState`, `get_order_status`,
 * `updateProfileSettings`): a request naming the thing (`Switch off the light`) names the object.
 */
const ASPECT = new Set(['state', 'status', 'settings', 'config', 'configuration', 'level', 'mode', 'info', 'details'].map(stem));
const aspectWeight = (t: Term) => (ASPECT.has(t.stem) ? 0.25 * t.weight : t.weight);


const NO_FIELDS: ReadonlySet<number> = new Set();

/** The fields of the object's head and of its core's other full words (built once per name). */
function subjectFields(object: readonly Term[], core: readonly Term[]): ReadonlySet<number> {
  const words = core.length > 0 ? core : object;
  let out: Set<number> | null = null;
  for (let i = words.length - 1, head = true; i >= 0; i--) {
    const w = words[i];
    if (ASPECT.has(w.stem) || (!head && w.weight < 1)) continue;
    head = false;
    for (const f of fieldsOf(w.stem)) (out ??= new Set()).add(f);
  }
  return out ?? NO_FIELDS;
}

/** Share of the object a request is taken to name when it talks about the field of the object's head (`raining` → *weather*). */
const FIELD_OBJECT = 0.8;

/** Whether the request uses a word of the field of the object's head (`Is it raining?` for `get_current_weather`). */
export function talksAbout(p: NameParts, request: readonly Term[]): boolean {
  for (const t of request) if (aboutSubject(p, t.stem)) return true;
  return false;
}

/**
 * Whether a request word (stemmed) is about the subject of the tool's object: it shares a field with the object's
 * head or with another full word of its core (`vaccination` in `get_vaccination_records`).
 */
export function aboutSubject(p: NameParts, word: string): boolean {
  if (p.fields.size === 0) return false;
  // the object's own word is matched as such, not as talk about its subject
  for (const o of p.object) if (o.stem === word) return false;
  for (const f of fieldsOf(word)) if (p.fields.has(f)) return true;
  return false;
}

function readingFit(p: NameParts, verbTerm: Term | undefined, opening: string | null, request: TermBag, plain: readonly Term[], question: boolean, nouns: ReadonlySet<string>, lead: string | null, oneSentence: boolean): NameFit {
  // the object counts as named when the request names it whole or names its core (the namespace left out)
  const whole = p.object.length > 0 ? request.coverage(p.object, aspectWeight) : 0;
  let object = p.core !== p.object && p.core.length > 0 ? Math.max(whole, request.coverage(p.core, aspectWeight)) : whole;
  // or when it talks about the object's subject (`raining` for *weather*, `song` for *track*)
  // (only when the request asks for the tool's own kind of operation, or none: `Order new light bulbs` is not
  // about setting a light)
  const sameOperation = !opening || !p.verb || sameAction(opening, p.verb);
  if (object < FIELD_OBJECT && sameOperation && talksAbout(p, plain)) object = FIELD_OBJECT;
  if (!p.verb) return { object, clash: false, verb: true };
  // a request opening with an operation of another family asks for that one: a verb word later on does not ask for
  // this tool's (`Get rid of that note`: the phrasal opening deletes, its `get` does not ask to read)
  // (in a request of one sentence: a later sentence may ask for something else, `I want to book a suite … Can you
  // find the pricing for me?`)
  const otherOpening = !!opening && opening !== p.verb && !sameAction(opening, p.verb) && oneSentence;
  // a tool that performs a thing (`runLineTest`, `perform_backup`) is asked for by a request opening with that thing
  // used as a verb (`Test my connection`, `Back up my laptop`): doing it is what the tool runs
  const performs = PERFORM.has(p.verb) && (!!opening || !!lead) && namesObject(opening ?? lead!, p.object);
  const used =
    opening === p.verb ||
    // (an operation the request names in other words than a verb of the table, by a phrasal verb, `sign my son up`
    // for `register`, is asked as that verb would be: its words are not among the request's)
    (!!opening && sameAction(opening, p.verb) && !request.terms.some((t) => t.stem === opening)) ||
    // (a word naming the object is not its operation: `emails` in `Find emails` does not ask to send one)
    // (a word after a determiner is a noun or an adjective, not an operation either: `Buy a new oven` sets nothing)
    (!otherOpening && request.terms.some((t) => (t.stem === p.verb && !nouns.has(`~${t.stem}`)) || (isAction(t.stem) && sameAction(t.stem, p.verb!) && !p.object.some((o) => o.stem === t.stem) && !nouns.has(t.stem)))) ||
    (!otherOpening && !!verbTerm && request.match(verbTerm) > 0 && !nouns.has(`~${verbTerm.stem}`)) ||
    // the request's verb is the thing the tool makes (`Pay Jordan` → `createPayment`, `Order a pad thai` →
    // `place_order`), or it opens with that thing used as a verb (`Tweet 'Just shipped!'` → `tweets.create`)
    ((!!opening || !!lead) && makes(p.verb) && namesObject(opening ?? lead!, p.object)) ||
    performs;
  // asked outright: by the opening verb, or by the thing made (not by a verb word elsewhere: `messages` in a question)
  const asked = performs || (used && ((!!opening && sameAction(opening, p.verb)) || ((!!opening || !!lead) && makes(p.verb) && namesObject(opening ?? lead!, p.object))));
  // a request opening with the thing made, used as a verb, asks to make it: no other operation on that thing
  const clash = (!!opening && !used && !sameAction(opening, p.verb)) || (!opening && !!lead && !used && namesObject(lead, p.object));
  // a request with no operation verb asks for none, unless it is a question: a question asks to read, and
  // asks for no other operation the tool does not name (`When will the car for ride 99812 arrive?` is no `ride.cancel`)
  return { object, clash, verb: used || (!opening && (!question || isReading(p.verb))), asked };
}

const describedParts = new BoundedCache<NameParts>(4096);

/**
 * A name whose operation verb the table does not know (`tweets.like`, `users.follow`): a description opening with
 * a word of the name's last segment followed by a determiner (`Like a tweet.`, `Follow a user.`) says that word is
 * the operation. It is an operation of its own, compatible with no other verb.
 */
function describedVerb(p: NameParts, name: string, description: string): NameParts {
  return describedParts.get(`${name}\u0000${description.slice(0, 60)}`, () => {
    const ws = words(description.slice(0, 60));
    if (ws.length < 2 || !DETERMINERS.has(ws[1])) return p;
    const segments = name.split('.');
    const last = identifierWords(segments[segments.length - 1], description).map((w) => stem(w.toLowerCase()));
    const verb = stem(ws[0]);
    if ((last[0] !== verb && last[last.length - 1] !== verb) || (last.length < 2 && segments.length < 2)) return p;
    const object = p.object.filter((t) => t.stem !== verb);
    if (object.length === 0) return p;
    const core = p.core.filter((t) => t.stem !== verb);
    return { verb, object, core: core.length > 0 ? core : object, bareVerb: segments.length > 1 && last.length === 1, fields: p.fields };
  });
}

/** Words after which a description's next word is a verb it performs (`to buy`, `buy or sell`, `Pause, resume`). */
const BEFORE_VERB = new Set(['to', 'or', 'and', ',']);

/**
 * Whether the description uses the operation verb (stemmed) as a verb of its own: as its first word, or right after
 * `to`, `or`, `and` or a comma in its first sentence, in its plain form (`bookings` after `or` is a noun).
 */
export function describesOperation(description: string, verb: string): boolean {
  const first = description.slice(0, 120).split(/[.;:]/)[0].toLowerCase();
  const ws = first.match(/[a-z]+|,/g);
  if (!ws) return false;
  for (let i = 0; i < ws.length; i++) {
    if (i > 0 && !BEFORE_VERB.has(ws[i - 1])) continue;
    const w = ws[i];
    if (w === ',' || (w.endsWith('s') && !w.endsWith('ss'))) continue;
    const t = stem(w);
    // (or an operation verb of the same group of the general lexicon: `Send money …` for `Transfer 150 dollars`;
    // not a noun of the group: `hotel` in `Cancel a flight or hotel booking` is no `book`)
    if (t === verb || (isAction(t) && synonymGroups(t).some((g) => synonymGroups(verb).includes(g)))) return true;
  }
  return false;
}

/**
 * `plain`: the request's plain words (names and quoted values left out), which alone can say what it is about;
 * `evidence`: the tool's description, for a name that is one lower-case run (`nameParts`), even when the description
 * is not otherwise to be read.
 */
export function nameFit(
  name: string,
  opening: string | null,
  request: TermBag,
  description = '',
  plain: readonly Term[] = request.terms,
  question = false,
  nouns: ReadonlySet<string> = NO_NOUNS,
  lead: string | null = null,
  oneSentence = true,
  evidence = description,
): NameFit {
  const p0 = nameParts(name, evidence);
  const p = !p0.verb && description ? describedVerb(p0, name, description) : p0;
  let fit = readingFit(p, p.verb ? nameTerms(name, evidence).find((t) => t.stem === p.verb) : undefined, opening, request, plain, question, nouns, opening ? null : lead, oneSentence);
  // a description declaring the operation the request opens with (`Place an order to buy or sell shares`,
  // `Buy or sell a cryptocurrency` for `Sell 5 shares`): the tool does it, though its name gives another verb
  if (fit.clash && opening && description && describesOperation(description, opening)) fit = { ...fit, clash: false, verb: true, asked: true };
  // a description opening with an operation of the name's kind names what the tool works on in other words
  // (`searchSitters`: `Find pet sitters and dog walkers near an address`): naming one of those objects names the tool's
  if (p.verb && description && fit.object < 1 && !fit.clash && fit.verb) {
    for (const alt of describedObjects(description, p.verb)) fit = { ...fit, object: Math.max(fit.object, request.coverage(alt)) };
  }
  // `conversations.create` described as `Create a channel`: the description names the object the namespace stands for
  if (p.bareVerb && description && fit.object < 1 && !fit.clash && fit.verb) {
    const object = descriptionObject(description, p.verb!);
    if (object.length > 0) return { ...fit, object: Math.max(fit.object, request.coverage(object)) };
  }
  return fit;
}
