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

export interface CurrencyMention {
  code: string;
  start: number;
  end: number;
}

/** Currencies the request names, in order, each span once (the longest name wins). */
export function currencyMentions(text: string): CurrencyMention[] {
  const found: CurrencyMention[] = [];
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
