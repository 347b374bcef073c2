/**
 * Drain-style templates: variable parts of a message become `<*>` so that lines of one event type
 * share one template. Step one masks every token part that holds a digit (numbers, ids, addresses,
 * sizes, hex); step two (see template-merge.ts) merges templates that differ only where values vary.
 */

const WITH_DIGIT = /[^\s]*\d[^\s]*/g;
const PART = /[^=:,;()[\]{}"'/@<>|#]+/g;
const DIGIT = /\d/;

function maskPart(part: string): string {
  return DIGIT.test(part) ? '<*>' : part;
}

function maskToken(tok: string): string {
  const m = tok.replace(PART, maskPart);
  return m.length > 3 && m.indexOf('<*><*>') >= 0 ? m.replace(/(?:<\*>)+/g, '<*>') : m;
}

/** The masked form of a message: whitespace runs become one space, digit-bearing parts become `<*>`. */
export function maskMessage(message: string): string {
  return message.replace(WITH_DIGIT, maskToken).replace(/\s+/g, ' ').trim();
}
