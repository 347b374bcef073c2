import { stem } from '../../lexical/stem.js';
import { OPERATION_VERB_FAMILIES } from '../../lexical/operation-verbs.js';

/** Families of operation verbs (`lexical/operation-verbs.ts`). */
const FAMILIES = OPERATION_VERB_FAMILIES;

/** The family a verb opens (its first word). */
function familyOf(w: string): number {
  return FAMILIES.findIndex((line) => line.startsWith(`${w} `) || line === w);
}

/** Families whose operations only read or compute (by their first verb): any two of them are compatible. */
const READING = new Set(['get', 'calculate', 'translate', 'track'].map(familyOf));

/**
 * Families whose operations bring a thing into being for the user: making it, sending it, obtaining it (`Make two
 * copies of my key` orders copies, `Send roses to …` orders a bouquet, `Sign me up for a class` books one).
 */
const MAKING = new Set(['create', 'send', 'buy'].map(familyOf));

/**
 * Families whose operations undo one another's (making or sending a thing and deleting, cancelling or selling it; playing and
 * pausing or stopping; pausing and resuming; restoring and deleting): a request asking one never asks the other.
 */
const OPPOSED: ReadonlyArray<readonly [string, string]> = [
  ['create', 'delete'],
  ['create', 'cancel'],
  ['send', 'cancel'],
  ['send', 'delete'],
  ['buy', 'cancel'],
  ['buy', 'sell'],
  ['play', 'cancel'],
  ['play', 'pause'],
  ['pause', 'resume'],
  ['restore', 'delete'],
];
const OPPOSED_FAMILIES = OPPOSED.map(([a, b]) => [familyOf(a), familyOf(b)] as const);

let index: Map<string, number[]> | null = null;

function families(word: string): number[] | undefined {
  if (!index) {
    index = new Map();
    FAMILIES.forEach((line, i) => {
      for (const w of line.split(' ')) {
        const s = stem(w);
        const list = index!.get(s) ?? [];
        if (!list.includes(i)) list.push(i);
        index!.set(s, list);
      }
    });
  }
  return index.get(word);
}

/** Whether a stemmed word is an operation verb of the table. */
export function isAction(stemmed: string): boolean {
  return families(stemmed) !== undefined;
}

/**
 * Whether two operation verbs (stemmed) may name the same operation: they share a family, or both only read
 * or compute (`find the area` asks what `calculate_area` does).
 */
export function sameAction(a: string, b: string): boolean {
  if (a === b) return true;
  const fa = families(a);
  const fb = families(b);
  if (!fa || !fb) return false;
  return fa.some((f) => fb.includes(f)) || (fa.some((f) => READING.has(f)) && fb.some((f) => READING.has(f)));
}

/** Whether an operation verb (stemmed) only reads or computes (`get`, `search`, `calculate`, `track`). */
export function isReading(stemmed: string): boolean {
  const f = families(stemmed);
  return !!f && f.some((i) => READING.has(i));
}

/** Whether two operation verbs (stemmed) share a family of the table (reading verbs of different families do not). */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const fa = families(a);
  const fb = families(b);
  return !!fa && !!fb && fa.some((f) => fb.includes(f));
}

/**
 * Whether two operation verbs (stemmed) both bring a thing into being (make, send, obtain: see MAKING), each in no
 * family of another kind (`set` also changes a thing, `save` also uploads it).
 */
export function bothMaking(a: string, b: string): boolean {
  const fa = families(a);
  const fb = families(b);
  return !!fa && !!fb && fa.every((f) => MAKING.has(f)) && fb.every((f) => MAKING.has(f));
}

/** Whether two operation verbs (stemmed) name operations undoing one another (`cancel` and `book`, `sell` and `buy`). */
export function opposed(a: string, b: string): boolean {
  const fa = families(a);
  const fb = families(b);
  if (!fa || !fb) return false;
  return OPPOSED_FAMILIES.some(([x, y]) => (fa.includes(x) && fb.includes(y)) || (fa.includes(y) && fb.includes(x)));
}

/**
 * Whether an operation verb (stemmed) only brings a thing into being: makes, sends or obtains it (`create`, `send`,
 * `order`), in no family of another kind (`set` also changes a thing).
 */
export function isMaking(stemmed: string): boolean {
  const f = families(stemmed);
  return !!f && f.every((i) => MAKING.has(i));
}
