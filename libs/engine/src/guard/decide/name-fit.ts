import { identifierWords, words } from '../../lexical/tokenize.js';
import { stem } from '../../lexical/stem.js';
import { nameTerms, type Term } from '../../lexical/terms.js';
import type { TermBag } from '../../lexical/term-bag.js';
import { isAction, sameAction } from './actions.js';

/**
 * What a tool's name says it does, read as an operation and its object: `send_email` is *send* + *email*,
 * `stocks.getQuote` *get* + *stocks quote*, `uber.ride` only an object (*uber ride*).
 */
export interface NameParts {
  verb: string | null;
  object: readonly Term[];
}

const parts = new Map<string, NameParts>();

export function nameParts(name: string): NameParts {
  let p = parts.get(name);
  if (p) return p;
  const segments = name.split('.');
  const last = identifierWords(segments[segments.length - 1]);
  const first = last.length > 0 ? stem(last[0]) : '';
  const hasObject = last.length > 1 || segments.length > 1;
  const verb = hasObject && isAction(first) ? first : null;
  const object = nameTerms(name).filter((t) => t.stem !== verb);
  p = { verb, object };
  if (parts.size > 8192) parts.clear();
  parts.set(name, p);
  return p;
}

/** Words a request opens with before its verb (`please`, `can you`, `I'd like to`). */
const LEAD = new Set('please can could would will you i id want wanna to need like lets let me us help kindly just go ahead and hey ok okay now also then quickly'.split(' '));

/** The request's opening verb (stemmed) when it is an operation verb: `Find emails from Amazon` → `find`. */
export function openingVerb(request: string): string | null {
  for (const w of words(request.slice(0, 80))) {
    if (LEAD.has(w)) continue;
    const s = stem(w);
    return isAction(s) ? s : null;
  }
  return null;
}

/** How the request meets the tool's name. */
export interface NameFit {
  /** Weighted share of the name's object words the request uses. */
  object: number;
  /** The request asks for another operation than the name's (`find` against `delete_email`). */
  clash: boolean;
  /** The request uses the name's operation verb or one of its family (or the name has none). */
  verb: boolean;
}

export function nameFit(name: string, opening: string | null, request: TermBag): NameFit {
  const p = nameParts(name);
  const object = p.object.length > 0 ? request.coverage(p.object) : 0;
  if (!p.verb) return { object, clash: false, verb: true };
  const verbTerm = nameTerms(name).find((t) => t.stem === p.verb);
  const used = request.terms.some((t) => t.stem === p.verb || (isAction(t.stem) && sameAction(t.stem, p.verb!))) || (!!verbTerm && request.match(verbTerm) > 0);
  const clash = !!opening && !used && !sameAction(opening, p.verb);
  return { object, clash, verb: used || !opening };
}
