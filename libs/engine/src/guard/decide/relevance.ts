import { contrastCount, namesAlternative, stemSet } from '../../lexical/contrast.js';
import { coverageIn, matchIn, PREFIX, TermBag } from '../../lexical/term-bag.js';
import { appendTextTerms, nameTerms, textTerms, type Term } from '../../lexical/terms.js';
import type { ToolSpec } from '../catalogue/catalogue.js';

/** How well a request matches one tool, with the parts that make up the score (kept for calibration). */
export interface Relevance {
  score: number;
  name: number;
  description: number;
  request: number;
  contrast: number;
}

/** A word with a dot inside (`github.com`, `coolstartup.io`): a domain or a file name, a value. */
const DOTTED = /[a-zA-Z]\.[a-zA-Z]/;
const DOMAIN = /(?<!\S)\S*[a-zA-Z]\.[a-zA-Z]{2}\S*/g;

/**
 * A word holding `@`, `#`, `/` or a digit (an address, an id, `#channel`, `owner/repo`): a value. Matched from a word's
 * start only (`(?<!\S)`): the same words, and a long word without one is scanned once, not once from each character.
 */
const VALUE_WORD = /(?<!\S)\S*[@#/\d]\S*/g;

/** The request's terms, built once per call and matched against every tool. */
export class RequestTerms {
  readonly bag: TermBag;
  /** Terms of the plain words only: quoted text and capitalized names are values, not topic. */
  readonly plain: Term[];
  /**
   * Terms of the capitalized words (`Greatest Common Divisor`, `GCD`): they may be values or topic, so they
   * count for a tool that uses them and never against one that does not.
   */
  readonly named: Term[];
  /** Total weight of the distinct plain terms. */
  readonly plainWeight: number;
  readonly stems: Set<string>;
  /**
   * The plain words with the request's first word, which is capitalized as the sentence opens, not as a name
   * (`Navigate to …`, `Remind me …`): what the request talks about.
   */
  readonly topical: Term[];
  /** Whether the request uses a word of a contrast group at all (most do not: the check is then skipped). */
  readonly contrasting: boolean;
  constructor(request: string) {
    this.bag = new TermBag(textTerms(request));
    // quoted text and value-shaped tokens (addresses, ids with digits, `#channel`, `owner/repo`, `github.com`) are values, not topic
    let unquoted = request.replace(/(['"“‘])[^'"”’]*\1/g, ' ').replace(VALUE_WORD, ' ');
    if (DOTTED.test(unquoted)) unquoted = unquoted.replace(DOMAIN, ' ');
    const plainText = unquoted.replace(/\b[A-Z][\w]*/g, ' ');
    this.plain = textTerms(plainText).filter((t) => t.weight >= 1);
    const plainStems = new Set<string>();
    let weight = 0;
    for (const t of this.plain) {
      if (plainStems.has(t.stem)) continue;
      plainStems.add(t.stem);
      weight += t.weight;
    }
    this.plainWeight = weight;
    const named = new Set<string>();
    this.named = textTerms((unquoted.match(/\b[A-Z][\w]*/g) ?? []).join(' ')).filter((t) => {
      if (t.weight < 1 || plainStems.has(t.stem) || named.has(t.stem)) return false;
      named.add(t.stem);
      return true;
    });
    const first = /^\s*([A-Z][a-z]+)\b/.exec(unquoted);
    this.topical = first ? textTerms(first[1].toLowerCase()).concat(this.plain) : this.plain;
    this.stems = stemSet(request);
    this.contrasting = namesAlternative(this.stems);
  }
}

/** A tool's words, indexed once per call. */
export interface ToolProfile {
  tool: ToolSpec;
  name: readonly Term[];
  description: Term[];
  /** Name, description and parameters together (a plain list: matched term by term, no index built). */
  all: readonly Term[];
  /** `all` indexed, for a profile that is used again (a cached one): an index pays off only then. */
  allBag(): TermBag | null;
  /** `all`'s index when it has been built already (never builds it). */
  allIndexed(): TermBag | null;
  /** How well `t` matches `all`: through its index when one was built already, else term by term (builds none). */
  matchAll(t: Term): number;
  /** Name, description and parameter names, without parameter descriptions (whose examples are values). */
  topicTerms: readonly Term[];
  /** Terms of the values the parameters allow (`pdf`, `annual`): a capitalized request word among them is topic (`PDF`). */
  enums: readonly Term[];
  /** `topicTerms` indexed, built on first use (only the shortlisted tools need it). */
  topic(): TermBag;
  /** Stems of the name and description, for the contrast check (built only when the request names an alternative). */
  stems(): Set<string>;
}

/** Profiles by a hash of the tool's text; a tool is admitted once its hash has been seen twice. */
const profiles = new Map<number, ToolProfile>();
const seenOnce = new Set<number>();
const PROFILE_LIMIT = 2048;

function mix(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return Math.imul(h ^ 0x1f, 0x01000193);
}

/** A hash of everything of the tool that the profile and the argument filler read (no string is built). */
function hashTool(tool: ToolSpec): number {
  let h = mix(mix(0x811c9dc5, tool.name), tool.description);
  for (const p of tool.params) {
    h = mix(mix(mix(h, p.name), p.type), p.description);
    h = mix(h, `${p.items}${p.required}${p.enum ? JSON.stringify(p.enum) : ''}${p.default === undefined ? '' : JSON.stringify(p.default)}${p.format ?? ''}${p.pattern ?? ''}`);
  }
  return h & 0x3fffffff;
}

function sameTool(a: ToolSpec, b: ToolSpec): boolean {
  if (a.name !== b.name || a.description !== b.description || a.params.length !== b.params.length) return false;
  return a.params.every((p, i) => {
    const q = b.params[i];
    return (
      p.name === q.name &&
      p.type === q.type &&
      p.items === q.items &&
      p.required === q.required &&
      p.description === q.description &&
      p.format === q.format &&
      p.pattern === q.pattern &&
      JSON.stringify(p.enum) === JSON.stringify(q.enum) &&
      JSON.stringify(p.default) === JSON.stringify(q.default)
    );
  });
}

/**
 * The tool's words, from a cache keyed by the tool's text (catalogues repeat from call to call). A tool is
 * kept only once it has been seen twice, so that one-off catalogues leave nothing long-lived behind.
 */
export function profile(tool: ToolSpec): ToolProfile {
  const h = hashTool(tool);
  const hit = profiles.get(h);
  if (hit && sameTool(hit.tool, tool)) return hit;
  const built = new Profile(tool);
  if (!seenOnce.has(h)) {
    if (seenOnce.size >= 8 * PROFILE_LIMIT) seenOnce.clear();
    seenOnce.add(h);
    return built;
  }
  if (profiles.size >= PROFILE_LIMIT) profiles.clear();
  profiles.set(h, built);
  return built;
}

const NO_TERMS: Term[] = [];

/** A tool's words; its indexes are built on first use (a class: one object per tool, no closures). */
class Profile implements ToolProfile {
  readonly name: readonly Term[];
  readonly description: Term[];
  readonly topicTerms: Term[];
  readonly enums: Term[];
  readonly all: Term[];
  private readonly head: number;
  private bag: TermBag | null = null;
  private indexed: TermBag | null = null;
  private uses = 0;
  private stemSet: Set<string> | null = null;

  constructor(readonly tool: ToolSpec) {
    this.name = nameTerms(tool.name, tool.description);
    this.description = textTerms(tool.description);
    const topicTerms = this.name.concat(this.description);
    this.head = topicTerms.length;
    for (const p of tool.params) for (const t of nameTerms(p.name, p.description)) topicTerms.push(t);
    this.topicTerms = topicTerms;
    const all = topicTerms.slice();
    let enums: Term[] | undefined;
    for (const p of tool.params) {
      appendTextTerms(p.description, all);
      // the values a parameter allows say what the tool does too (`celsius`/`fahrenheit`, `comfort`, `closedwon`)
      if (!p.enum) continue;
      const from = all.length;
      for (const v of p.enum) if (typeof v === 'string') appendTextTerms(v.replace(/[_.-]+/g, ' '), all);
      if (all.length > from) (enums ??= []).push(...all.slice(from));
    }
    this.enums = enums ?? NO_TERMS;
    this.all = all;
  }

  topic(): TermBag {
    return (this.bag ??= new TermBag(this.topicTerms));
  }

  allBag(): TermBag | null {
    return ++this.uses > 1 ? (this.indexed ??= new TermBag(this.all)) : null;
  }

  allIndexed(): TermBag | null {
    return this.indexed;
  }

  matchAll(t: Term): number {
    return this.indexed ? this.indexed.match(t) : matchIn(this.all, t);
  }

  stems(): Set<string> {
    return (this.stemSet ??= new Set(this.topicTerms.slice(0, this.head).map((t) => t.stem)));
  }
}

/** Share of the request's plain words the tool accounts for, counting the capitalized ones it uses too. */
function requestCoverage(request: RequestTerms, tool: ToolProfile): number {
  let all = 0;
  let got = 0;
  if (request.plain.length > 0) {
    const bag = tool.allBag();
    all = request.plainWeight;
    got = all * (bag ? bag.coverage(request.plain) : coverageIn(tool.all, request.plain));
  }
  return withNamed(request, tool, all, got);
}

/**
 * The request coverage when the words of `values` (stems) count as accounted for: they are values the tool's
 * parameters take by their role (`to the airport` for a `destination`).
 */
export function coverageWithValues(request: RequestTerms, tool: ToolProfile, values: ReadonlySet<string>, words: readonly Term[] = request.plain): number {
  let all = 0;
  let got = 0;
  for (let i = 0; i < words.length; i++) {
    const t = words[i];
    let repeated = false;
    for (let j = 0; j < i && !repeated; j++) repeated = words[j].stem === t.stem;
    if (repeated) continue;
    all += t.weight;
    got += t.weight * (values.has(t.stem) ? 1 : matchIn(tool.all, t));
  }
  return withNamed(request, tool, all, got, words);
}

function withNamed(request: RequestTerms, tool: ToolProfile, all: number, got: number, counted: readonly Term[] = request.plain): number {
  for (const t of request.named) {
    if (counted !== request.plain && counted.length > 0 && counted[0].stem === t.stem) continue;
    // (or one of the values a parameter allows: `PDF` for a `format` of `xlsx`, `csv`, `pdf`)
    let m = matchIn(tool.topicTerms, t);
    if (m < PREFIX && tool.enums.length > 0) m = Math.max(m, matchIn(tool.enums, t));
    if (m < PREFIX) continue;
    all += t.weight;
    got += t.weight * m;
  }
  return all > 0 ? got / all : 0.5;
}

/**
 * Scores a tool against the request: the share of the tool's name and description words the request uses,
 * and the share of the request's plain words the tool (name, description, parameters) accounts for. A request
 * that only shares generic words (`calculate`, `find`) with a tool scores low, and one that names an
 * alternative to what the tool does (`external` vs `internal`) is marked down.
 */
export function relevance(request: RequestTerms, tool: ToolProfile): Relevance {
  const name = request.bag.coverage(tool.name);
  const description = tool.description.length > 0 ? request.bag.coverage(tool.description) : name;
  const req = requestCoverage(request, tool);
  const contrast = request.contrasting ? contrastCount(request.stems, tool.stems()) : 0;
  const score = (0.3 * name + 0.3 * description + 0.4 * req) * (contrast > 0 ? 0.5 : 1);
  return { score, name, description, request: req, contrast };
}
