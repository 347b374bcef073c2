/** Parameters holding a text to work on (translate, spell, summarize, analyze). */
export const TEXT_PARAM = /^(?:text|message|sentence|phrase|content|input|query|string|passage)$|_text$|^text_/i;

/**
 * `Translate Hello, how are you? from English to French`: the words between the request's opening verb and
 * `from`/`into`/`to`/`in` followed by a value already given are the text to work on.
 */
export function objectOfVerb(text: string, given: string[]): string | null {
  const first = /^\s*[A-Za-z]+\s+/.exec(text);
  if (!first || given.length === 0) return null;
  const lower = text.toLowerCase();
  let end = -1;
  for (const g of given) {
    for (const prep of [' from ', ' into ', ' to ', ' in ']) {
      const at = lower.indexOf(`${prep}${g.toLowerCase()}`, first[0].length);
      if (at > 0 && (end < 0 || at < end)) end = at;
    }
  }
  if (end < 0) return null;
  const span = text
    .slice(first[0].length, end)
    .trim()
    .replace(/^(?:the\s+)?(?:text|phrase|sentence|words?|message)\s*:?\s*/i, '')
    .replace(/^['"“‘](.*)['"”’]$/, '$1')
    .trim();
  // `Translate this into Spanish`, `Summarize my document in French`: a pointer to a text is not the text.
  if (span.length === 0 || /^(?:this|that|it|these|those|something|anything|everything|my|our|your|his|her|their|the|a|an)\b(?:\s+[a-z]+)?$/i.test(span)) return null;
  return span;
}
