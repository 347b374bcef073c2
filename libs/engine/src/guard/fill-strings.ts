import type { ParamSpec } from './catalogue.js';
import { contextBag, contextScore } from './context.js';
import type { PhraseMention } from './mentions.js';
import { residualPhrases } from './residual.js';
import { roleBonus } from './roles.js';
import type { TermBag } from '../lexical/term-bag.js';

const EXPRESSION_PARAM = /function|equation|expression|formula|polynomial|integrand/i;
const EXPRESSION = /[A-Za-z0-9()., ]*[a-z0-9)]\s*(?:\*\*|\^|[-+*/=])\s*[A-Za-z0-9(.][A-Za-z0-9()^*+\-/., ]*/;

/** A mathematical expression written in the request (`y=x^2`, `3x^2 + 2x - 1`), trimmed. */
export function expressionIn(text: string): string | null {
  const m = EXPRESSION.exec(text.replace(/\b(?:from|between|at|where|with|over)\b.*$/i, ''));
  if (!m) return null;
  const e = m[0].replace(/^\s*(?:y|f\(x\))\s*=\s*/i, '').trim().replace(/[.,]$/, '');
  return /[a-z]/i.test(e) && /\d|[a-z]\s*[\^*]/i.test(e) ? e : null;
}

/**
 * Gives string parameters the phrases of the request (quoted text, proper names): first where the words
 * around a phrase name the parameter or introduce its role (`from Sydney`, `in London`), then the
 * remaining required parameters take the remaining phrases in order.
 */
export function fillStrings(text: string, params: ParamSpec[], phrases: PhraseMention[], used: Set<number>, out: Record<string, unknown>, toolBag: TermBag, taken: Array<{ start: number; end: number }>): void {
  const free = phrases.filter((ph) => !used.has(ph.start));
  const pairs: Array<{ p: number; n: number; s: number }> = [];
  free.forEach((ph, ni) => {
    const bag = contextBag(text, ph.start, ph.end, 3, 2);
    const before = text.slice(0, ph.start);
    params.forEach((p, pi) => {
      const s = contextScore(bag, p) + roleBonus(p, before) + (ph.quoted ? 0.1 : 0);
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
  let next = 0;
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
    while (next < free.length && takenN.has(next)) next++;
    if (next < free.length) {
      takenN.add(next);
      out[p.name] = free[next]!.text;
      return;
    }
    residual ??= residualPhrases(text, toolBag, [...taken, ...phrases]);
    let bestR = -1;
    let bestS = -1;
    residual.forEach((r, ri) => {
      if (usedResidual.has(ri)) return;
      const s = contextScore(contextBag(text, r.start, r.end, 3, 2), p) + roleBonus(p, text.slice(0, r.start));
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
