import { matchIn, PREFIX, SYNONYM } from '../../lexical/term-bag.js';
import type { Term } from '../../lexical/terms.js';
import type { RequestTerms, ToolProfile } from './relevance.js';

/** What the catalogue as a whole says about the request: which tool its distinctive words point at. */
export interface CatalogueChoice {
  /** Index of the tool the request's distinctive words point at. */
  index: number;
  /** Weighted share of the request's topic words that some tool of the catalogue accounts for. */
  covered: number;
  /** The chosen tool's evidence over the runner-up's (Infinity when no other tool has any). */
  ratio: number;
  /** The chosen tool's evidence as a share of the most the request's words could give (each used by one tool only). */
  strength: number;
}

/** Least catalogue size for its own word frequencies to mean anything. */
const LEAST_TOOLS = 3;

/**
 * Weighs the request's topic words by an inverse frequency computed over the catalogue itself: a word that
 * every tool of the catalogue uses (`password` in a password manager) says nothing about which tool is meant,
 * a word only one tool uses (`outage`, `random`) says much. A tool's evidence is the sum, over the request's
 * words it matches (name, description, parameter names and descriptions, enum values), of weight × idf × match.
 * Returns, among the tools whose operation the request admits (`eligible`), the one with the most evidence, how far
 * ahead it is of the other eligible tools, and how much of the request the catalogue
 * accounts for at all (an irrelevant request mostly talks about things no tool mentions).
 */
export function catalogueChoice(terms: RequestTerms, profiles: readonly ToolProfile[], eligible: readonly boolean[], opening: string | null): CatalogueChoice | null {
  const n = profiles.length;
  if (n < LEAST_TOOLS) return null;
  const words: Term[] = [];
  // the opening verb is left out: whether the tool does that operation is the name fit's to say (`Book me an Uber`
  // does not point at `ride.status` because its description says `booked`)
  for (const t of terms.topical) if (t.stem !== opening && !words.some((w) => w.stem === t.stem)) words.push(t);
  if (words.length === 0) return null;
  // (a catalogue seen before has its tools' words indexed already)
  const bags = profiles.map((p) => p.allIndexed());
  const evidence = new Array<number>(n).fill(0);
  // whether the tool uses one of the request's words itself (a synonym alone is too weak a pointer)
  const direct = new Array<boolean>(n).fill(false);
  const m = new Array<number>(n);
  let all = 0;
  let covered = 0;
  let most = 0;
  for (const t of words) {
    let df = 0;
    for (let i = 0; i < n; i++) {
      const bag = bags[i];
      const x = bag ? bag.match(t) : matchIn(profiles[i].all, t);
      m[i] = x >= SYNONYM ? x : 0;
      df += m[i];
    }
    all += t.weight;
    most += t.weight * Math.log(n);
    if (df === 0) continue;
    covered += t.weight;
    const idf = Math.log(n / df);
    if (idf <= 0) continue;
    for (let i = 0; i < n; i++) {
      if (m[i] === 0) continue;
      evidence[i] += t.weight * idf * m[i];
      if (m[i] >= PREFIX && t.weight >= 1) direct[i] = true;
    }
  }
  let index = -1;
  let best = 0;
  let second = 0;
  for (let i = 0; i < n; i++) {
    if (!eligible[i]) continue;
    if (evidence[i] > best) {
      second = best;
      best = evidence[i];
      index = i;
    } else if (evidence[i] > second) second = evidence[i];
  }
  if (index < 0 || !direct[index]) return null;
  return { index, covered: all > 0 ? covered / all : 0, ratio: second > 0 ? best / second : Infinity, strength: most > 0 ? best / most : 0 };
}
