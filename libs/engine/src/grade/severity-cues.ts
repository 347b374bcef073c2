/**
 * Words and phrases that say how bad an event is, on the four-tier scale
 * (0 info, 1 warning, 2 error, 3 critical). General operations vocabulary, not tied to any system.
 */
export interface Cue {
  re: RegExp;
  tier: 0 | 1 | 2 | 3;
}

export const CUES: readonly Cue[] = [
  { re: /\b(?:fatal|panic(?:ked|king)?|crash(?:ed|es|ing)?|core dumped|segfault|segmentation fault|out of memory|oom[- ]?kill\w*|data loss|lost data|corrupt(?:ed|ion)?|unrecoverable|emergency|kernel panic|catastrophic|disk (?:is )?full|no space left)\b/i, tier: 3 },
  { re: /\bexited\b.*\b(?:abnormally|unexpectedly|exception|signal|code [1-9])|\b(?:terminated|aborted|died)\b.*\b(?:unexpectedly|abnormally|signal)\b|\b(?:exception|error)\b.*\bexited\b/i, tier: 3 },
  { re: /\b(?:errors?|failed|failures?|fails|failing|exceptions?|refused|forbidden|denied|unauthori[sz]ed|unreachable|cannot be|could not|couldn't|threw|thrown|traceback|rejected|aborted|abort(?:ing)?|killed|violation|mismatch|invalid|illegal|unexpected(?:ly)?|no route)\b/i, tier: 2 },
  { re: /\b(?:warn(?:ing|ings)?|deprecated|retry(?:ing)?|retries|retried|will retry|timed out|time-?outs?|interrupt(?:ed|ing)?|broken|cannot|can't|can not|unable|unknown|not found|missing|slow(?:er)?|lagging|delay(?:ed)?|dropp(?:ed|ing)|discard(?:ed|ing)|ignor(?:ed|ing)|skipp(?:ed|ing)|limit(?:ing|ed) output|throttl(?:ed|ing)|detected|lost|stale|expired|degraded|fallback|falling back|not responding|unavailable|disconnect(?:ed)?|closed unexpectedly|bad)\b/i, tier: 1 },
];

/** Phrases that say the trouble was handled: an error-tier reading drops to warning. */
export const RECOVERED = /\b(?:will retry|retry(?:ing)?|retries|retried|caught|got exception|ignor(?:ed|ing)|skipp(?:ed|ing)|fall(?:ing)? back|recovered|recovering|will be dropped)\b/i;

/** A severity word used as a field name (`error=0`, `errors: 0`, `time out: 3200`, `error =`) says nothing. */
export const FIELD_NAME = /\b(?:errors?|failures?|failed|warnings?|retries|time ?outs?|exceptions?|timeout|lost|dropped|bad|missing|unknown)\s*[=:]\s*(?:-?\d|0x|null\b|none\b|nil\b|false\b|\[\]|$|,)/gi;

/** Level words written as a line's level (`ERROR`, `[warn]`, `W/`, `<3>`), read by the log header parser. */
export const TIER_OF_LEVEL: Record<string, 0 | 1 | 2 | 3> = {
  trace: 0, debug: 0, info: 0, notice: 0, warning: 1, error: 2, critical: 3,
};
