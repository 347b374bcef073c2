/**
 * Whether a request is written in a language other than English. The built-in model reads English words only,
 * so for other languages it matches little more than names, numbers and loan words: enough to point at a tool,
 * not enough to call one. Signals: letters of a non-Latin script (Japanese, Chinese, Cyrillic, Greek, Arabic...),
 * or more common function words of French, German, Spanish, Italian and Portuguese and words with accented
 * Latin letters than English function words (one accented name in an English request is not enough).
 */
const FOREIGN_WORDS = new Set(
  `le la les des du un une et au aux est dans pour avec sur mon ma mes ton ta votre vos quel quelle il elle je moi ces cette
  und der das ist nicht ein eine einen meine mein mich mir ich bitte auf für von zu im wie den dem des
  el los las del al unos unas por para con una mi mis que es en qué cuál cómo está
  il lo gli della per con una mio mia che è
  os da um uma meu minha não`.split(/\s+/),
);

const NON_LATIN = /[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u0dff\u0e00-\u0eff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;
const ACCENTED = /[à-ÿ¿¡ß]/i;

/** English function words: a request using more of them than foreign signals is English. */
const ENGLISH = new Set(
  `the and or of to for with from at by on is are was be my your me it this that what which how when where who
  please can could would will should i you we our their an into about all any some not do does did have has`.split(/\s+/),
);

/** Words both English and another language write (`a`, `die`, `in`, `do`, `as`, `es`): neither side counts them. */
const SHARED = new Set(['a', 'die', 'in', 'do', 'as', 'es', 'il', 'de', 'me', 'no', 'con', 'son', 'on', 'an', 'is', 'mit', 'com', 'per', 'para']);

export function notEnglish(request: string): boolean {
  const nonLatin = request.match(NON_LATIN);
  if (nonLatin && nonLatin.length >= 2) return true;
  const unquoted = request.replace(/(['"“‘])[^'"”’]*\1/g, ' ').replace(/(?<!\S)\S*[@/#\d]\S*/g, ' ');
  let foreign = 0;
  let english = 0;
  for (const w of unquoted.toLowerCase().split(/[^a-zà-ÿ¿¡]+/)) {
    if (!w || SHARED.has(w)) continue;
    if (FOREIGN_WORDS.has(w) || ACCENTED.test(w)) foreign++;
    else if (ENGLISH.has(w)) english++;
  }
  return foreign > 0 && foreign > english;
}
