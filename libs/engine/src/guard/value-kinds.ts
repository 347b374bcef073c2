import type { ParamSpec } from './catalogue.js';

/**
 * Small closed classes of general English values: units of measure and colours. A parameter whose name asks
 * for one (`unit`, `temp_unit`, `color`) takes a member the request writes, preferring one introduced by
 * `in`/`into`/`to`/`using` (`in Celsius`, `in km/h`). A unit written right after a number describes that number,
 * not the answer, so an optional unit parameter takes only an introduced one.
 */
const KINDS: Array<{ param: RegExp; words: RegExp }> = [
  {
    param: /(?:^|_)(?:unit|units|measure|measurement|to_unit|from_unit)s?$|unit/i,
    words: /\b(?:km\/h|m\/s|mph|kph|inch(?:es)?|cm|mm|km|meters?|metres?|kilometers?|kilometres?|miles?|feet|foot|ft|yards?|kg|kilograms?|grams?|pounds?|lbs?|ounces?|oz|celsius|fahrenheit|kelvin|liters?|litres?|gallons?|ml|seconds?|minutes?|hours?|joules?|calories|watts?|kwh|teaspoons?|tablespoons?|cups?|grams\/mole|g\/mol)(?![\w/])/gi,
  },
  {
    param: /colou?r/i,
    words: /\b(?:red|orange|yellow|green|blue|purple|violet|pink|brown|black|white|gr[ae]y|cyan|magenta|gold|silver|beige|navy|teal|turquoise|maroon)\b/gi,
  },
];

/** The value of a closed class the request writes for this parameter, or undefined. */
export function kindValue(p: ParamSpec, text: string, taken: ReadonlySet<string>): string | undefined {
  const kind = KINDS.find((k) => k.param.test(p.name));
  if (!kind) return undefined;
  let first: string | undefined;
  for (const m of text.matchAll(kind.words)) {
    if (taken.has(m[0].toLowerCase())) continue;
    if (/[A-Z][a-z]+\s+$/.test(text.slice(Math.max(0, m.index - 16), m.index)) && /^[A-Z]/.test(m[0])) continue;
    if (/\b(?:in|into|to|using)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) return m[0];
    if (!/\d\s*$/.test(text.slice(0, m.index)) || kind !== KINDS[0]) first ??= m[0];
  }
  return p.required || kind !== KINDS[0] ? first : undefined;
}
