const ATOM = String.raw`(?:\d+(?:\.\d+)?\s*\*{0,2}\s*)?(?:(?<![a-z])[a-z](?![a-z])|sin|cos|tan|exp|log|ln|sqrt|pi)(?:\s*(?:\^|\*\*)\s*\d+(?:\.\d+)?)?|\d+(?:\.\d+)?|[()]`;
const EXPRESSION = new RegExp(String.raw`(?:[-+]\s*)?(?:${ATOM})(?:\s*(?:\*\*|[-+*/^])?\s*(?:${ATOM}))*`, 'gi');

/** The longest mathematical expression written in the request (`x^2`, `3x^2 + 2x - 1`), without `y =`. */
export function expressionIn(text: string): string | null {
  let best = '';
  for (const m of text.replace(/\b(?:y|f\s*\(\s*x\s*\))\s*=\s*/gi, ' ').matchAll(EXPRESSION)) {
    const e = m[0].trim();
    if (e.length > best.length && /[a-z]/i.test(e) && /[\^*+\-/]|\d\s*[a-z]/i.test(e)) best = e;
  }
  return best.length >= 2 ? best : null;
}
