/** A light English suffix stripper: enough to make `arrived`, `arrives`, `arrival` and `arriving` meet. */

const KEEP = new Set([
  'is', 'was', 'has', 'does', 'this', 'its', 'us', 'bus', 'gas', 'news', 'series', 'species', 'always', 'less',
  'loss', 'analysis', 'basis', 'physics', 'mathematics', 'status', 'plus', 'minus', 'yes', 'thus', 'across',
]);

const PLURAL: Array<[RegExp, string]> = [
  [/ies$/, 'y'],
  [/ied$/, 'y'],
  [/(ss|sh|ch|x|z)es$/, '$1'],
  [/([^su])s$/, '$1'],
];

const SUFFIX: Array<[RegExp, string]> = [
  [/ational$/, 'ate'],
  [/i[sz]ation$/, 'ize'],
  [/ation$/, 'ate'],
  [/ition$/, 'ite'],
  [/ment$/, ''],
  [/ness$/, ''],
  [/ful$/, ''],
  [/ously$/, 'ous'],
  [/ally$/, 'al'],
  [/ly$/, ''],
  [/ing$/, ''],
  [/eed$/, 'ee'],
  [/ed$/, ''],
  [/al$/, ''],
];

const memo = new Map<string, string>();

function firstRule(w: string, rules: Array<[RegExp, string]>): string {
  for (const [re, to] of rules) {
    if (!re.test(w)) continue;
    const next = w.replace(re, to);
    return next.length >= 3 ? next : w;
  }
  return w;
}

/** The stem of one lower-case word; words of three letters or fewer and numbers are kept as they are. */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word) || KEEP.has(word)) return word;
  const known = memo.get(word);
  if (known !== undefined) return known;
  let w = firstRule(firstRule(word, PLURAL), SUFFIX);
  if (w.length > 3) w = w.replace(/e$/, '');
  w = w.replace(/([^aeioulsz])\1$/, '$1');
  if (memo.size < 50_000) memo.set(word, w);
  return w;
}
