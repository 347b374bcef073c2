/**
 * Round 20b: questions asking for advice or an explanation. `How do I become a tutor?`, `How do you win at chess?`,
 * `Why is recycling important?` ask how a thing is done in general or why it is so: no tool of a catalogue does that,
 * though a tool may share the question's object (`find_tutors`, `searchGameLibrary`, `find_recycling_centre`). Such a
 * question is a request for a tool only when it asks for the tool's own operation (`How do I find a piano teacher?` for
 * `find_teachers`; judged in `judge.ts`), speaks of a record of the asker's (`Why was my bill so high?`), writes
 * a value of its own (`Why does com.acme.notes 2.4.0 keep crashing?`, `How do you say 'thank you' in Japanese?`), or
 * gives the tool more than one of its values (`How do I walk from Central Park to Times Square?` → mode, origin and
 * destination). Anchored and bounded: the opening is matched at the request's start only.
 */
const ADVICE_OPENING = /^\s*(?:how\s+(?:do|does|can|could|should|would)\s+(?:i|you|we|one|they|people|someone|somebody|anyone)|why)\b/i;
/** A record of the asker's or the asker's group (`my bill`, `our order`). */
const OWN = /\b(?:my|our|mine|ours)\b/i;
/** A value written in the request: a digit or a quoted text. */
const WRITTEN_VALUE = /\d|["“”]|(?:^|\s)['‘’][^'‘’]{1,80}['‘’](?=\W|$)/;

/** Whether a request of one sentence is a general how-to or why question that names no value and no record of the asker's. */
export function asksAdvice(request: string): boolean {
  if (!ADVICE_OPENING.test(request)) return false;
  // (a request of several sentences may ask for more: `How do I get online here? What's the wifi code?`)
  if (/[.?!]\s+\S/.test(request.trim())) return false;
  return !OWN.test(request) && !WRITTEN_VALUE.test(request);
}

/** The word a how-to question asks about doing (`find` of `How do I find a teacher?`), or null. */
export function adviceVerb(request: string): string | null {
  const m = ADVICE_OPENING.exec(request);
  if (!m) return null;
  const next = /^\s+([a-z]+)/i.exec(request.slice(m[0].length));
  return next ? next[1].toLowerCase() : null;
}

/** How many of a tool's arguments the request gave a value (strings not empty, numbers, booleans, lists not empty). */
export function valuesGiven(args: Record<string, unknown>): number {
  let n = 0;
  for (const v of Object.values(args)) if (v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)) n++;
  return n;
}
