import { BoundedCache } from '../lexical/bounded-cache.js';
import { contrastCount, stemSet } from '../lexical/contrast.js';
import { TermBag } from '../lexical/term-bag.js';
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
  readonly stems: Set<string>;
  constructor(request: string) {
    this.bag = new TermBag(textTerms(request));
    const plainText = request.replace(/(['"“‘])[^'"”’]*\1/g, ' ').replace(/\b[A-Z][\w]*/g, ' ');
    this.plain = textTerms(plainText).filter((t) => t.weight >= 1);
    this.stems = stemSet(request);
  }
}

/** A tool's words, indexed once per call. */
export interface ToolProfile {
  tool: ToolSpec;
  name: Term[];
  description: Term[];
  /** Name, description and parameters together. */
  bag: TermBag;
  /** Name, description and parameter names, without parameter descriptions (whose examples are values). */
  topic: TermBag;
  stems: Set<string>;
}

const profiles = new BoundedCache<ToolProfile>(2048);

/** The tool's words, from a cache keyed by the tool's text (catalogues repeat from call to call). */
export function profile(tool: ToolSpec): ToolProfile {
  const key = `${tool.name}\u0000${tool.description}\u0000${tool.params.map((p) => `${p.name}\u0001${p.type}\u0001${p.required}\u0001${p.description}\u0001${JSON.stringify(p.enum)}\u0001${String(p.default)}`).join('\u0002')}`;
  return profiles.get(key, () => buildProfile(tool));
}

function buildProfile(tool: ToolSpec): ToolProfile {
  const name = nameTerms(tool.name);
  const description = textTerms(tool.description);
  const paramNames: Term[] = [];
  const paramWords: Term[] = [];
  for (const p of tool.params) {
    paramNames.push(...nameTerms(p.name));
    paramWords.push(...textTerms(p.description));
  }
  const stems = stemSet(`${tool.name.replace(/[_.]/g, ' ')} ${tool.description}`);
  const topic = new TermBag([...name, ...description, ...paramNames]);
  return { tool, name, description, bag: new TermBag([...name, ...description, ...paramNames, ...paramWords]), topic, stems };
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
  const req = request.plain.length > 0 ? tool.bag.coverage(request.plain) : 0.5;
  const contrast = contrastCount(request.stems, tool.stems);
  const score = (0.3 * name + 0.3 * description + 0.4 * req) * (contrast > 0 ? 0.5 : 1);
  return { score, name, description, request: req, contrast };
}
