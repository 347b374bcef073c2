import { TermBag } from '../lexical/term-bag.js';
import { nameTerms, textTerms, type Term } from '../lexical/terms.js';
import type { ToolSpec } from './catalogue.js';

/** How well a request matches one tool, with the parts that make up the score (kept for calibration). */
export interface Relevance {
  score: number;
  name: number;
  description: number;
  request: number;
}

/** The request's terms, built once per call and matched against every tool. */
export class RequestTerms {
  readonly bag: TermBag;
  constructor(request: string) {
    this.bag = new TermBag(textTerms(request));
  }
}

function toolTerms(tool: ToolSpec): { name: Term[]; description: Term[]; all: Term[] } {
  const name = nameTerms(tool.name);
  const description = textTerms(tool.description);
  const params: Term[] = [];
  for (const p of tool.params) params.push(...nameTerms(p.name), ...textTerms(p.description).map((t) => ({ ...t, weight: t.weight * 0.5 })));
  return { name, description, all: [...name, ...description, ...params] };
}

/**
 * Scores a tool against the request: the share of the tool's name and description words the request uses,
 * and the share of the request's words the tool (name, description, parameters) accounts for.
 * A request that only shares generic words (`calculate`, `find`) with a tool scores low.
 */
export function relevance(request: RequestTerms, tool: ToolSpec): Relevance {
  const t = toolTerms(tool);
  const name = request.bag.coverage(t.name);
  const description = t.description.length > 0 ? request.bag.coverage(t.description) : name;
  const req = new TermBag(t.all).coverage(request.bag.terms);
  const score = 0.4 * name + 0.25 * description + 0.35 * req;
  return { score, name, description, request: req };
}
