import { readCatalogue } from '../catalogue/catalogue.js';
import { fillArgs } from '../fill/args.js';
import { readValues } from '../request/values.js';
import { profile, relevance, RequestTerms, type Relevance, type ToolProfile } from './relevance.js';
import { missingRequired } from './validate.js';

/** One tool weighed for the request: its relevance, the arguments the request yields, what is missing. */
export interface Weighed {
  profile: ToolProfile;
  rel: Relevance;
  args: Record<string, unknown>;
  missing: string[];
  /** Share of required parameters the request supplies (1 when none are required). */
  filled: number;
  /** Relevance adjusted by how well the request supplies the tool's required values. */
  score: number;
}

/** How many of the best-matching tools get their arguments filled to settle the choice. */
const SHORTLIST = 3;

/**
 * Weighs the catalogue's tools against the request, best first. Only a short list of the most relevant
 * tools is filled, since a tool the request barely names cannot win on arguments alone.
 */
export function judge(request: string, tools: unknown): Weighed[] {
  const terms = new RequestTerms(request);
  const profiles = readCatalogue(tools).map(profile);
  const ranked = profiles.map((p) => ({ p, rel: relevance(terms, p) })).sort((a, b) => b.rel.score - a.rel.score);
  const values = readValues(request, terms.bag);
  return ranked
    .slice(0, SHORTLIST)
    .map(({ p, rel }) => {
      const args = fillArgs(p.tool, values, p.topic());
      const missing = missingRequired(p.tool, args);
      const required = p.tool.params.filter((q) => q.required).length;
      const filled = required === 0 ? 1 : (required - missing.length) / required;
      return { profile: p, rel, args, missing, filled, score: rel.score * (0.4 + 0.6 * filled) };
    })
    .sort((a, b) => b.score - a.score);
}
