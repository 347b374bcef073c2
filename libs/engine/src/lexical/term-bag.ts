import type { Term } from './terms.js';

/** Strength of an exact stem match, a prefix match (`hypot`/`hypotenuse`), and a shared synonym group. */
export const EXACT = 1;
export const PREFIX = 0.8;
export const SYNONYM = 0.55;

/** One stem starts the other (`hypot`/`hypotenus`), or they share most of the shorter one (`analyz`/`analysis`). */
function sharesPrefix(a: string, b: string): boolean {
  if (a.startsWith(b) || b.startsWith(a)) return true;
  const short = Math.min(a.length, b.length);
  if (short < 6) return false;
  let i = 0;
  while (i < short && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i >= 5 && i >= 0.8 * short;
}

/** How well one term is matched by a plain list of terms (as `TermBag.match`, without building an index). */
export function matchIn(list: readonly Term[], t: Term): number {
  let best = 0;
  const long = t.stem.length >= 4;
  for (const s of list) {
    if (s.stem === t.stem) return EXACT;
    if (best < PREFIX && long && s.stem.length >= 4 && sharesPrefix(s.stem, t.stem)) best = PREFIX;
    else if (best < SYNONYM && t.groups.length > 0 && s.groups.length > 0) {
      for (const g of t.groups) if (s.groups.includes(g)) best = SYNONYM;
    }
  }
  return best;
}

/** Weighted share of `terms` a plain list of terms matches, in 0..1 (each distinct stem of `terms` counted once). */
export function coverageIn(list: readonly Term[], terms: readonly Term[]): number {
  let got = 0;
  let all = 0;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i];
    let repeated = false;
    for (let j = 0; j < i && !repeated; j++) repeated = terms[j].stem === t.stem;
    if (repeated) continue;
    all += t.weight;
    got += t.weight * matchIn(list, t);
  }
  return all > 0 ? got / all : 0;
}

/** The terms of one text, indexed so that another text's terms can be matched against them quickly. */
export class TermBag {
  private readonly stems = new Map<string, number>();
  private readonly groups = new Set<string>();
  readonly terms: readonly Term[];

  constructor(terms: readonly Term[]) {
    this.terms = terms;
    for (const t of terms) {
      this.stems.set(t.stem, Math.max(this.stems.get(t.stem) ?? 0, t.weight));
      for (const g of t.groups) this.groups.add(g);
    }
  }

  get size(): number {
    return this.stems.size;
  }

  /** How well one term is matched by this bag: 1 exact, 0.8 prefix, 0.55 synonym, 0 absent. */
  match(t: Term): number {
    if (this.stems.has(t.stem)) return EXACT;
    if (t.stem.length >= 4) {
      for (const s of this.stems.keys()) if (s.length >= 4 && sharesPrefix(s, t.stem)) return PREFIX;
    }
    for (const g of t.groups) if (this.groups.has(g)) return SYNONYM;
    return 0;
  }

  /** Weighted share of `terms` this bag matches, in 0..1 (each distinct stem counted once). */
  coverage(terms: readonly Term[], weightOf: (t: Term) => number = (t) => t.weight): number {
    let got = 0;
    let all = 0;
    // Most term lists are short (a name, a description): a backward scan beats allocating a Set per call.
    const seen = terms.length > 32 ? new Set<string>() : null;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i];
      if (seen) {
        if (seen.has(t.stem)) continue;
        seen.add(t.stem);
      } else {
        let repeated = false;
        for (let j = 0; j < i && !repeated; j++) repeated = terms[j].stem === t.stem;
        if (repeated) continue;
      }
      const w = weightOf(t);
      all += w;
      got += w * this.match(t);
    }
    return all > 0 ? got / all : 0;
  }
}
