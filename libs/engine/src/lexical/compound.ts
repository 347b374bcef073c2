import { BoundedCache } from './bounded-cache.js';
import { OPERATION_VERB_FAMILIES } from './operation-verbs.js';
import { STOPWORDS } from './stopwords.js';
import { SYNONYM_GROUPS } from './synonyms.js';

/**
 * Names written run together in lower case (`queuesong`, `searchsongs`, `getweather`, `userid`, `startdate`) split
 * into the words they are made of. A run is split only into words known from the general lexicon
 * (`lexical/synonyms.ts`), the operation verbs (`lexical/operation-verbs.ts`) or the evidence the name comes with (its
 * description: `Add a song to the room queue.` knows `queue` and `song`), covering the whole run; of the splits, the
 * one of fewest words wins, then the one of longer words; a tie, a run that is itself a known word (`season`, a
 * description writing `bedrooms` for `bedrooms`), or a split with neither a leading operation verb nor a word of the
 * evidence is no split. No evidence, no split: a name alone says too little (`carpet` is no *car* and *pet*).
 */

/** Shortest run considered, and longest (a longer one is a code, a hash or a sentence, not a name). */
const MIN_RUN = 5;
const MAX_RUN = 40;

let lexicon: Set<string> | null = null;
let verbs: Set<string> | null = null;

function known(): Set<string> {
  if (!lexicon) {
    lexicon = new Set();
    for (const line of SYNONYM_GROUPS) for (const w of line.toLowerCase().split(/[^a-z]+/)) if (w.length >= 3) lexicon.add(w);
    for (const w of operationVerbs()) lexicon.add(w);
  }
  return lexicon;
}

function operationVerbs(): Set<string> {
  if (!verbs) {
    verbs = new Set();
    for (const line of OPERATION_VERB_FAMILIES) for (const w of line.split(' ')) if (w.length >= 3) verbs.add(w);
  }
  return verbs;
}

/** Whether a lower-case string is a run the splitter may split: letters only, of a name's length. */
export function isLowerRun(name: string): boolean {
  const n = name.length;
  if (n < MIN_RUN || n > MAX_RUN) return false;
  for (let i = 0; i < n; i++) {
    const c = name.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** A set's word, or its singular (`songs`, `boxes`). */
function has(set: ReadonlySet<string>, w: string): boolean {
  if (set.has(w)) return true;
  if (w.length > 3 && w.endsWith('s')) {
    if (set.has(w.slice(0, -1))) return true;
    if (w.endsWith('es') && set.has(w.slice(0, -2))) return true;
  }
  return false;
}

function evidenceWords(evidence: string): Set<string> {
  const out = new Set<string>();
  for (const w of evidence.toLowerCase().split(/[^a-z]+/)) {
    // two-letter words only when they are not function words (`id`, `tv`), as `in`, `on`, `to` split anything
    if (w.length >= 3 || (w.length === 2 && (w === 'id' || !STOPWORDS.has(w)))) out.add(w);
  }
  return out;
}

const splits = new BoundedCache<readonly string[] | null>(4096);

/**
 * The words a lower-case run is made of (`queuesong` → `queue`, `song`), read with the evidence it comes with (the
 * name's description), or null when it is not to be split (see above). Cached per run and evidence.
 */
export function splitRun(run: string, evidence: string): readonly string[] | null {
  if (!evidence || !isLowerRun(run)) return null;
  return splits.get(`${run}\u0000${evidence}`, () => readSplit(run, evidence));
}

function readSplit(run: string, evidence: string): readonly string[] | null {
  const lex = known();
  const ev = evidenceWords(evidence);
  if (has(lex, run) || has(ev, run)) return null;
  const n = run.length;
  const isWord = (w: string) => (w.length >= 3 && has(lex, w)) || (w.length >= 2 && has(ev, w));
  // best[i]: the best split of run[0, i): fewest words, then the largest sum of squared lengths; tied when two differ
  const count = new Array<number>(n + 1).fill(Infinity);
  const score = new Array<number>(n + 1).fill(0);
  const from = new Array<number>(n + 1).fill(-1);
  const tied = new Array<boolean>(n + 1).fill(false);
  count[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - MAX_RUN); j <= i - 2; j++) {
      if (count[j] === Infinity || !isWord(run.slice(j, i))) continue;
      const c = count[j] + 1;
      const s = score[j] + (i - j) * (i - j);
      if (c < count[i] || (c === count[i] && s > score[i])) {
        count[i] = c;
        score[i] = s;
        from[i] = j;
        tied[i] = tied[j];
      } else if (c === count[i] && s === score[i]) tied[i] = true;
    }
  }
  if (count[n] === Infinity || count[n] < 2 || tied[n]) return null;
  const pieces: string[] = [];
  for (let i = n; i > 0; i = from[i]) pieces.unshift(run.slice(from[i], i));
  // the split must be borne out: a leading operation verb (`getweather`), or a word the evidence writes
  if (!operationVerbs().has(pieces[0]) && !pieces.some((w) => has(ev, w))) return null;
  return Object.freeze(pieces);
}
