/**
 * Drain-style templates: variable parts of a message become `<*>` so that lines of one event type
 * share one template. Step one (here) masks what is variable by its look — token parts holding a
 * digit (numbers, ids, addresses, sizes, hex), paths and URLs, lists of values — and folds runs of
 * masks into one; step two (template-merge.ts) merges templates that differ only where values vary.
 */

const CANDIDATE = /[^\s]*[\d/][^\s]*/g;
const PART = /[^=:,;()[\]{}"'/@<>|#]+/g;
const DIGIT = /\d/;
const LETTER = /[A-Za-z]/;
const EDGE = /^(["'(\[{<]*)(.*?)([)\]}>"',;:.]*)$/;
const WORDY_DATE =
  /\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? +)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* +\d{1,2}(?:,? \d{4})?(?: \d{1,2}:\d{2}(?::\d{2})?(?: ?\d{4})?)?\b/g;
const SIZE = /\b\d+(?:\.\d+)? ?(?:[KMGTP]i?B|B|bytes|[mun]?s|secs?|seconds|minutes|min|h|hours|ms)\b/g;
const MASK_RUN = /<\*>(?:[\s,;:.=/-]*<\*>)+/g;

function maskPart(part: string): string {
  return DIGIT.test(part) ? '<*>' : part;
}

function isPath(core: string): boolean {
  const first = core.indexOf('/');
  if (first < 0) return false;
  if (core.indexOf('://') > 0) return true;
  const second = core.indexOf('/', first + 1);
  return second > first + 1 && (first === 0 || core.charCodeAt(0) === 46 || core.charCodeAt(0) === 126 || second > 0);
}

function maskToken(tok: string): string {
  const edge = EDGE.exec(tok)!;
  const core = edge[2]!;
  if (isPath(core)) return `${edge[1]}<*>${edge[3]}`;
  if (!DIGIT.test(core)) return tok;
  const masked = core.replace(PART, maskPart);
  const out = LETTER.test(masked.replaceAll('<*>', '')) ? masked : '<*>';
  return `${edge[1]}${out}${edge[3]}`;
}

/** The masked form of a message: digit-bearing parts, paths and value lists become `<*>`; spaces normalized. */
export function maskMessage(message: string): string {
  return message
    .replace(WORDY_DATE, '<*>')
    .replace(SIZE, '<*>')
    .replace(CANDIDATE, maskToken)
    .replace(/\s+/g, ' ')
    .replace(MASK_RUN, '<*>')
    .trim();
}
