import type { TermBag } from '../lexical/term-bag.js';
import type { ToolSpec } from './catalogue.js';
import { fillArrays } from './fill-arrays.js';
import { pickBoolean, pickEnum } from './fill-flags.js';
import { fillNumbers } from './fill-numbers.js';
import { fillStrings } from './fill-strings.js';
import { numberMentions, properMentions, quotedMentions, type NumberMention, type PhraseMention } from './mentions.js';

/** The values found in a request, read once per call. */
export interface RequestValues {
  text: string;
  bag: TermBag;
  numbers: NumberMention[];
  phrases: PhraseMention[];
}

export function readValues(text: string, bag: TermBag): RequestValues {
  const quoted = quotedMentions(text);
  const inQuote = (i: number) => quoted.some((q) => i >= q.start && i < q.end);
  const proper = properMentions(text).filter((p) => !inQuote(p.start));
  const numbers = numberMentions(text).filter((n) => !inQuote(n.start) || /^['"“‘]?\s*[-$]?\d[\d.,]*\s*['"”’]?$/.test(text.slice(n.start, n.end)));
  return { text, bag, numbers, phrases: [...quoted, ...proper].sort((a, b) => a.start - b.start) };
}

/**
 * Fills a tool's arguments from the request, typed per its schema: lists, enums and booleans first, then
 * numbers, then strings. Optional parameters are set only when the request speaks of them.
 */
export function fillArgs(tool: ToolSpec, values: RequestValues, toolBag: TermBag): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const used = new Set<number>();
  const { text, bag, numbers, phrases } = values;
  fillArrays(text, tool.params.filter((p) => p.type === 'array'), numbers, phrases, used, out);
  for (const p of tool.params) {
    if (p.enum && p.enum.length > 0) {
      const v = pickEnum(p, bag, numbers);
      if (v !== undefined) out[p.name] = v;
    } else if (p.type === 'boolean') {
      const v = pickBoolean(p, text, bag);
      if (v !== undefined) out[p.name] = v;
      else if (p.required) out[p.name] = typeof p.default === 'boolean' ? p.default : false;
    } else if (p.type === 'object' && p.required) {
      const m = /\{[^{}]*\}/.exec(text);
      if (m) {
        try {
          out[p.name] = JSON.parse(m[0].replace(/'/g, '"'));
        } catch {
          /* not JSON: left missing */
        }
      }
    }
  }
  const open = tool.params.filter((p) => !(p.name in out) && !(p.enum && p.enum.length > 0));
  fillNumbers(text, open.filter((p) => p.type === 'integer' || p.type === 'number'), numbers, used, out);
  const taken = numbers.filter((n) => used.has(n.start)).map((n) => ({ start: n.start, end: n.end }));
  fillStrings(text, open.filter((p) => p.type === 'string' || p.type === 'any'), phrases, used, out, toolBag, taken);
  return out;
}
