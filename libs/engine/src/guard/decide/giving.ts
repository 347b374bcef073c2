/**
 * Round 20b: `give` with someone else as the receiver. `Give Maya a chore`, `Give my wife access to unit 12`,
 * `Give Tom the keys` hand something to another person: they add, grant or share, they read nothing, though `give`
 * stands among the reading verbs of the operation table for `Give me the forecast`. The receiver is the word after
 * `give` when it is a name (capitalized), an object pronoun of another (`him`, `her`, `them`, `someone`), or a
 * possessive and a noun (`my wife`, `our guests`); `Give me …`, `Give us …` and `Give the forecast …` are not read so.
 * Anchored at the request's start; no unbounded repetition.
 */
const GIVE = /^\s*(?:please\s+)?give\s+/i;
/** A receiver written as a possessive and a noun, or as a pronoun of another person. */
const OTHER = /^(?:(?:my|our|his|her|their|your)\s+[a-z]+|him|her|them|someone|somebody|everyone)\b/i;
/** Words after `give` that are no receiver of another person (the asker, an article, a determiner). */
const NOT_OTHER = /^(?:me|us|myself|ourselves|the|a|an|this|that|these|those|some|it|all|any|more|each)\b/i;

/** Whether the request opens by giving something to someone other than the asker. */
export function givesToOther(request: string): boolean {
  const m = GIVE.exec(request);
  if (!m) return false;
  const rest = request.slice(m[0].length);
  if (NOT_OTHER.test(rest)) return false;
  // (a name: a capitalized word, `Give Maya a chore`)
  return OTHER.test(rest) || /^[A-Z][a-z]+\b/.test(rest);
}
