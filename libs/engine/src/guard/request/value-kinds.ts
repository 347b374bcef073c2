import type { ParamSpec } from '../catalogue/catalogue.js';

/**
 * Small closed classes of general English values: units of measure, colours, diets, cuisines, meals, genres
 * of music and film, modes of transport. A parameter whose name asks
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
  {
    param: /diet/i,
    words: /\b(?:vegan|vegetarian|pescatarian|keto(?:genic)?|paleo|halal|kosher|(?:gluten|dairy|nut|lactose|sugar|egg)[- ]free|low[- ](?:carb|fat|sodium|sugar|calorie))\b/gi,
  },
  {
    param: /cuisine|food_?type/i,
    words: /\b(?:sushi|seafood|pizza|burgers?|barbecue|bbq|steak(?:house)?|ramen|noodles|tapas|dim sum|curry|tacos|italian|chinese|japanese|thai|indian|mexican|french|greek|korean|vietnamese|spanish|mediterranean|lebanese|turkish|ethiopian|american|brazilian|moroccan|persian)\b/gi,
  },
  {
    param: /meal/i,
    words: /\b(?:breakfast|brunch|lunch|dinner|supper|snacks?|desserts?|appetizers?)\b/gi,
  },
  {
    param: /genre/i,
    words: /\b(?:rock|pop|jazz|blues|classical|hip[- ]hop|rap|metal|folk|electronic|reggae|r&b|soul|punk|indie|techno|opera|gospel|disco|funk|comedy|drama|horror|thriller|romance|sci-fi|science fiction|documentary|animation|fantasy|mystery|western)\b/gi,
  },
  {
    param: /transport|^(?:travel_?)?mode$/i,
    words: /\b(?:train|bus|car|driving|walking|bike|bicycle|cycling|plane|flight|ferry|subway|metro|tram|taxi)\b/gi,
  },
];

/** Every member of the parameter's closed class the request writes, in order (for a list parameter: `vegan and gluten-free`). */
export function kindValues(p: ParamSpec, text: string): string[] {
  const kind = KINDS.find((k) => k.param.test(p.name));
  if (!kind || kind === KINDS[0]) return [];
  const out: string[] = [];
  for (const m of text.matchAll(kind.words)) if (!out.some((v) => v.toLowerCase() === m[0].toLowerCase())) out.push(m[0]);
  return out;
}

/** The value of a closed class the request writes for this parameter, or undefined. */
export function kindValue(p: ParamSpec, text: string, taken: ReadonlySet<string>, others: readonly string[] = []): string | undefined {
  const kind = KINDS.find((k) => k.param.test(p.name));
  if (!kind) return undefined;
  // `How many ounces in 2 pounds`: the unit converted from is the one written with the amount.
  if (kind === KINDS[0] && /(?:^|_)(?:from|source|input|original)(?:_|$)/i.test(p.name)) {
    for (const m of text.matchAll(kind.words)) if (!taken.has(m[0].toLowerCase()) && /\d\s*$/.test(text.slice(Math.max(0, m.index - 4), m.index))) return m[0];
  }
  let first: string | undefined;
  for (const m of text.matchAll(kind.words)) {
    if (taken.has(m[0].toLowerCase())) continue;
    // `Hotel Paradise Red`: a capitalized member after a capitalized word is part of a name, unless that word
    // opens the sentence (`Find Italian restaurants`).
    const prev = /([A-Z][a-z]+)\s+$/.exec(text.slice(Math.max(0, m.index - 16), m.index));
    if (prev && /^[A-Z]/.test(m[0]) && !/(?:^|[.!?]\s*)$/.test(text.slice(0, m.index - prev[0].length))) continue;
    if (/\b(?:in|into|to|using|many|much)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) return m[0];
    if (!/\d\s*$/.test(text.slice(0, m.index)) || kind !== KINDS[0]) first ??= m[0];
  }
  if (p.required || kind !== KINDS[0]) return first;
  // `The unit of measurement for the radius` (another parameter of the tool) with `a radius of 4 inches`: the unit
  // written with that quantity.
  const of = /\bunits?\b[^.]*?\b(?:for|of)\s+(?:the\s+)?(?!measure)([a-z]{3,})/i.exec(p.description);
  if (of && others.includes(of[1].toLowerCase())) {
    for (const m of text.matchAll(kind.words)) if (/\d\s*$/.test(text.slice(0, m.index)) && !taken.has(m[0].toLowerCase())) return m[0];
  }
  return undefined;
}
