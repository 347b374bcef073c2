import type { ParamSpec } from './catalogue.js';

/** Currency names of general English and their ISO 4217 codes (longest names first). */
const CURRENCIES: Array<[RegExp, string]> = [
  [/\b(?:us|u\.s\.|american|united states)\s+dollars?\b|\busd\b|\$/gi, 'USD'],
  [/\bcanadian\s+dollars?\b|\bcad\b/gi, 'CAD'],
  [/\baustralian\s+dollars?\b|\baud\b/gi, 'AUD'],
  [/\bnew zealand\s+dollars?\b|\bnzd\b/gi, 'NZD'],
  [/\bhong kong\s+dollars?\b|\bhkd\b/gi, 'HKD'],
  [/\bsingapore\s+dollars?\b|\bsgd\b/gi, 'SGD'],
  [/\b(?:british\s+)?pounds?(?:\s+sterling)?\b|\bsterling\b|\bgbp\b|£/gi, 'GBP'],
  [/\beuros?\b|\beur\b|€/gi, 'EUR'],
  [/\b(?:japanese\s+)?yen\b|\bjpy\b/gi, 'JPY'],
  [/\b(?:chinese\s+)?(?:yuan|renminbi)\b|\b(?:cny|rmb)\b/gi, 'CNY'],
  [/\b(?:indian\s+)?rupees?\b|\binr\b/gi, 'INR'],
  [/\bswiss\s+francs?\b|\bchf\b/gi, 'CHF'],
  [/\bmexican\s+pesos?\b|\bmxn\b/gi, 'MXN'],
  [/\b(?:south\s+korean\s+|korean\s+)?won\b|\bkrw\b/gi, 'KRW'],
  [/\b(?:russian\s+)?rubles?\b|\brub\b/gi, 'RUB'],
  [/\bbrazilian\s+reals?\b|\bbrl\b/gi, 'BRL'],
  [/\bdollars?\b/gi, 'USD'],
];

interface Mention {
  code: string;
  start: number;
  end: number;
}

/** Currencies the request names, in order, each span once (the longest name wins). */
function currencies(text: string): Mention[] {
  const found: Mention[] = [];
  for (const [re, code] of CURRENCIES) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ code, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const SOURCE = /from|base|source|original|have|sell/i;
const TARGET = /to|target|dest|into|want|buy|quote/i;

/**
 * Fills currency parameters with ISO codes: the currency after `from`, or the one written with the amount
 * (`500 US dollars`), is the source; the one after `to`/`into`/`in` the target; otherwise in order of writing.
 */
export function fillCurrencies(params: ParamSpec[], text: string, out: Record<string, unknown>): void {
  const slots = params.filter((p) => p.type === 'string' && /currenc/i.test(p.name) && !(p.name in out));
  if (slots.length === 0) return;
  const found = currencies(text);
  if (found.length === 0) return;
  const role = (m: Mention): 'source' | 'target' | null => {
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
