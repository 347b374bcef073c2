import type { Level } from './levels.js';

const CRITICAL = /\b(?:fatal|panic|crash(?:ed)?|critical|out of memory|segfault|segmentation fault|corrupt(?:ed|ion)?)\b/;
const ERROR = /\b(?:error|fail(?:ed|ure)?|exception|denied|refused|cannot|unable|unreachable|abort(?:ed)?|killed)\b/;
const WARNING = /\b(?:warn(?:ing)?|deprecated|retry(?:ing)?|timeout|timed out)\b/;
/**
 * Any of the words above in any case: most lines name none and are answered by this one pass. It
 * never misses a line the three would flag: lower-casing makes ASCII word characters only from
 * ASCII letters, the Kelvin sign (`k`, in no listed word) and `İ` (`i` plus a combining dot, which
 * no listed word can hold), so every match in the lower-cased text is a match here.
 */
const ANY = /\b(?:fatal|panic|crash(?:ed)?|critical|out of memory|segfault|segmentation fault|corrupt(?:ed|ion)?|error|fail(?:ed|ure)?|exception|denied|refused|cannot|unable|unreachable|abort(?:ed)?|killed|warn(?:ing)?|deprecated|retry(?:ing)?|timeout|timed out)\b/i;

/** Level of a line that names none: from what its words say (stack traces read as errors). */
export function inferLevel(message: string, stack?: string): Level {
  if (stack) return 'error';
  if (!ANY.test(message)) return 'info';
  const t = message.toLowerCase();
  if (CRITICAL.test(t)) return 'critical';
  if (ERROR.test(t)) return 'error';
  if (WARNING.test(t)) return 'warning';
  return 'info';
}
