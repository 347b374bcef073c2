import type { ParamSpec } from '../catalogue/catalogue.js';
import { currencyMentions, type CurrencyMention } from '../request/currency.js';

const SOURCE = /from|base|source|original|have|sell/i;
const TARGET = /to|target|dest|into|want|buy|quote/i;

/**
 * Fills currency parameters with ISO codes: the currency after `from`, or the one written with the amount
 * (`500 US dollars`), is the source; the one after `to`/`into`/`in` the target; otherwise in order of writing.
 */
export function fillCurrencies(params: ParamSpec[], text: string, out: Record<string, unknown>): void {
  const slots = params.filter((p) => p.type === 'string' && /currenc/i.test(p.name) && !(p.name in out));
  if (slots.length === 0) return;
  const found = currencyMentions(text);
  if (found.length === 0) return;
  const role = (m: CurrencyMention): 'source' | 'target' | null => {
    const before = text.slice(Math.max(0, m.start - 16), m.start);
    if (/\bfrom\s+(?:\d[\d,.]*\s*)?$/i.test(before)) return 'source';
    if (/\b(?:to|into|in)\s+$/i.test(before)) return 'target';
    if (/\d\s*$/.test(before) || /^\s*\d/.test(text.slice(m.end))) return 'source';
    return null;
  };
  const source = found.find((m) => role(m) === 'source');
  const target = found.find((m) => role(m) === 'target' && m !== source);
  const rest = found.filter((m) => m !== source && m !== target);
  for (const p of slots) {
    const wantsSource = SOURCE.test(p.name) && !/^to_|_to$/i.test(p.name);
    const wantsTarget = !wantsSource && TARGET.test(p.name);
    const pick = wantsSource ? (source ?? rest.shift()) : wantsTarget ? (target ?? rest.shift()) : (rest.shift() ?? source ?? target);
    if (pick) out[p.name] = pick.code;
  }
}
