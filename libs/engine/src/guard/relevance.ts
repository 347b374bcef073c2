import { BoundedCache } from '../lexical/bounded-cache.js';
import { contrastCount, stemSet } from '../lexical/contrast.js';
import { coverageIn, matchIn, PREFIX, TermBag } from '../lexical/term-bag.js';
import { nameTerms, textTerms, type Term } from '../lexical/terms.js';
import type { ToolSpec } from './catalogue.js';

/** How well a request matches one tool, with the parts that make up the score (kept for calibration). */
export interface Relevance {
  score: number;
  name: number;
  description: number;
  request: number;
  contrast: number;
}

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
  readonly stems: Set<string>;
  constructor(request: string) {
    this.bag = new TermBag(textTerms(request));
    const unquoted = request.replace(/(['"“‘])[^'"”’]*\1/g, ' ');
    const plainText = unquoted.replace(/\b[A-Z][\w]*/g, ' ');
    this.plain = textTerms(plainText).filter((t) => t.weight >= 1);
    const plainStems = new Set(this.plain.map((t) => t.stem));
    this.named = textTerms((unquoted.match(/\b[A-Z][\w]*/g) ?? []).join(' ')).filter((t) => t.weight >= 1 && !plainStems.has(t.stem));
    this.stems = stemSet(request);
  }
}

/** A tool's words, indexed once per call. */
export interface ToolProfile {
  tool: ToolSpec;
  name: readonly Term[];
  description: Term[];
  /** Name, description and parameters together (a plain list: matched term by term, no index built). */
  all: readonly Term[];
  /** Name, description and parameter names, without parameter descriptions (whose examples are values). */
  topicTerms: readonly Term[];
  /** `topicTerms` indexed, built on first use (only the shortlisted tools need it). */
  topic(): TermBag;
  stems: Set<string>;
}

const profiles = new BoundedCache<ToolProfile>(2048, true);

/** The text a profile is keyed by: everything of the tool that the profile and the argument filler read. */
function keyOf(tool: ToolSpec): string {
  let key = `${tool.name}\u0000${tool.description}`;
  for (const p of tool.params) {
    key += `\u0002${p.name}\u0001${p.type}\u0001${p.items}\u0001${p.required}\u0001${p.description}\u0001${p.enum ? JSON.stringify(p.enum) : ''}\u0001${p.default === undefined ? '' : JSON.stringify(p.default)}`;
  }
  return key;
}

/**
 * The tool's words, from a cache keyed by the tool's text (catalogues repeat from call to call). A tool is
 * kept only once it has been seen twice, so that one-off catalogues leave nothing long-lived behind.
 */
export function profile(tool: ToolSpec): ToolProfile {
  return profiles.get(keyOf(tool), () => buildProfile(tool));
}

function buildProfile(tool: ToolSpec): ToolProfile {
  const name = nameTerms(tool.name);
  const description = textTerms(tool.description);
  const topicTerms = name.concat(description);
  const stems = new Set<string>();
  for (const t of topicTerms) stems.add(t.stem);
  for (const p of tool.params) for (const t of nameTerms(p.name)) topicTerms.push(t);
  const all = topicTerms.slice();
  for (const p of tool.params) for (const t of textTerms(p.description)) all.push(t);
  let bag: TermBag | null = null;
  return { tool, name, description, all, topicTerms, topic: () => (bag ??= new TermBag(topicTerms)), stems };
}

/** Share of the request's plain words the tool accounts for, counting the capitalized ones it uses too. */
function requestCoverage(request: RequestTerms, tool: ToolProfile): number {
  let all = 0;
  let got = 0;
  if (request.plain.length > 0) {
    all = request.plain.reduce((sum, t, i) => (request.plain.findIndex((u) => u.stem === t.stem) === i ? sum + t.weight : sum), 0);
    got = all * coverageIn(tool.all, request.plain);
  }
  const seen = new Set<string>();
  for (const t of request.named) {
    if (seen.has(t.stem)) continue;
    seen.add(t.stem);
    const m = matchIn(tool.topicTerms, t);
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
  const contrast = contrastCount(request.stems, tool.stems);
  const score = (0.3 * name + 0.3 * description + 0.4 * req) * (contrast > 0 ? 0.5 : 1);
  return { score, name, description, request: req, contrast };
}
