import type { TermBag } from '../lexical/term-bag.js';
import { textTerms } from '../lexical/terms.js';
import type { ParamSpec } from './catalogue.js';
import { contextBag, contextScore, explicitAt } from './context.js';
import type { PhraseMention } from './mentions.js';
import { residualPhrases } from './residual.js';
import { roleBonus } from './roles.js';

const EXPRESSION_PARAM = /function|equation|expression|formula|polynomial|integrand/i;
const DATE_PARAM = /date|day|time|when|period|deadline|birth/i;
const ID_PARAM = /\b(?:id|ids|code|number|num|no|zip|postal|phone|docket|parcel|isbn|serial|year|account)\b|_id$|Id$|_num/i;

/** A mathematical expression written in the request (`y=x^2`, `3x^2 + 2x - 1`), trimmed. */
export function expressionIn(text: string): string | null {
  const tokens = /(?:[a-z]\s*\(\s*x\s*\)\s*=\s*|y\s*=\s*)?(?:[-+]?\s*(?:\d+(?:\.\d+)?\s*\*{0,2}\s*)?(?:[a-z](?![a-z])|sin|cos|tan|exp|log|ln|sqrt|pi|e)(?:\s*(?:\^|\*\*)\s*\d+(?:\.\d+)?)?|\d+(?:\.\d+)?|\(|\))(?:\s*(?:[-+*/^]|\*\*)\s*(?:\d+(?:\.\d+)?\s*\*{0,2}\s*)?(?:[a-z](?![a-z])|sin|cos|tan|exp|log|ln|sqrt|pi|\(|\)|\d+(?:\.\d+)?)(?:\s*(?:\^|\*\*)\s*\d+(?:\.\d+)?)?)*/gi;
  let best = '';
  for (const m of text.matchAll(tokens)) if (m[0].length > best.length && /[a-z]/i.test(m[0]) && /[\^*+\-/]|\d[a-z]/i.test(m[0])) best = m[0];
  const e = best.replace(/^\s*(?:y|[a-z]\s*\(\s*x\s*\))\s*=\s*/i, '').trim();
  return e.length >= 2 ? e : null;
}

function suits(p: ParamSpec, ph: PhraseMention): number {
  if (ph.kind === 'date') return DATE_PARAM.test(p.name) ? 0.8 : -0.5;
  if (ph.kind === 'number') return ID_PARAM.test(p.name) || DATE_PARAM.test(p.name) ? 0.4 : -9;
  if (ph.kind === 'code') return ID_PARAM.test(p.name) ? 0.6 : 0;
  if (DATE_PARAM.test(p.name) && ph.kind === 'name' && !/\d/.test(ph.text)) return -0.3;
  return ph.quoted ? 0.1 : 0;
}

/**
 * Gives string parameters the phrases of the request (quoted text, names, dates, identifiers): first where the
 * words around a phrase name the parameter or introduce its role (`from Sydney`, `in London`), then the
 * remaining required parameters take the remaining phrases in order, and at last a run of plain words the
 * tool's own wording does not account for (`the crime of theft`).
 */
export function fillStrings(text: string, params: ParamSpec[], phrases: PhraseMention[], used: Set<number>, out: Record<string, unknown>, toolBag: TermBag, taken: Array<{ start: number; end: number }>): void {
  const topical = (ph: PhraseMention) => ph.kind === 'name' && textTerms(ph.text).every((t) => toolBag.match(t) >= 0.8);
  const free = phrases.filter((ph) => !used.has(ph.start) && !topical(ph));
  const pairs: Array<{ p: number; n: number; s: number }> = [];
  free.forEach((ph, ni) => {
    const bag = contextBag(text, ph.start, ph.end, 3, 2);
    const before = text.slice(0, ph.start);
    params.forEach((p, pi) => {
      const fit = suits(p, ph);
      if (fit < -1) return;
      const s = explicitAt(text, p, ph.start) ? 3 : contextScore(bag, p) + roleBonus(p, before) + fit;
      if (s >= 0.45) pairs.push({ p: pi, n: ni, s: s - 0.01 * Math.abs(pi - ni) });
    });
  });
  pairs.sort((a, b) => b.s - a.s);
  const takenP = new Set<number>();
  const takenN = new Set<number>();
  for (const { p, n } of pairs) {
    if (takenP.has(p) || takenN.has(n)) continue;
    takenP.add(p);
    takenN.add(n);
    out[params[p]!.name] = free[n]!.text;
  }
  let residual: PhraseMention[] | null = null;
  const usedResidual = new Set<number>();
  params.forEach((p, pi) => {
    if (takenP.has(pi) || !p.required) return;
    if (EXPRESSION_PARAM.test(p.name)) {
      const e = expressionIn(text);
      if (e) {
        out[p.name] = e;
        return;
      }
    }
    const next = free.findIndex((ph, ni) => !takenN.has(ni) && suits(p, ph) >= 0);
    if (next >= 0) {
      takenN.add(next);
      out[p.name] = free[next]!.text;
      return;
    }
    residual ??= residualPhrases(text, toolBag, [...taken, ...phrases]);
    let bestR = -1;
    let bestS = -1;
    residual.forEach((r, ri) => {
      if (usedResidual.has(ri)) return;
      const s = contextScore(contextBag(text, r.start, r.end, 3, 2), p) + roleBonus(p, text.slice(0, r.start)) - 0.02 * ri;
      if (s > bestS) [bestR, bestS] = [ri, s];
    });
    if (bestR < 0) return;
    usedResidual.add(bestR);
    out[p.name] = residual[bestR]!.text;
  });
  free.forEach((ph, ni) => {
    if (takenN.has(ni)) used.add(ph.start);
  });
}
