import type { Level } from './levels.js';

/** Level of a line that names none: from what its words say (stack traces read as errors). */
export function inferLevel(message: string, stack?: string): Level {
  if (stack) return 'error';
  const t = message.toLowerCase();
  if (/\b(?:fatal|panic|crash(?:ed)?|critical)\b/.test(t)) return 'critical';
  if (/\b(?:error|fail(?:ed|ure)?|exception|denied|refused)\b/.test(t)) return 'error';
  if (/\b(?:warn(?:ing)?|deprecated|retry(?:ing)?|timeout)\b/.test(t)) return 'warning';
  return 'info';
}
