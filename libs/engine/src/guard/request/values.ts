import type { TermBag } from '../../lexical/term-bag.js';
import { codeMentions, dateMentions, relativeDates, streetMentions, timeMentions, numberMentions, properMentions, quotedMentions, spokenMention, type NumberMention, type PhraseMention } from './mentions.js';

/** The values found in a request, read once per call. */
export interface RequestValues {
  text: string;
  bag: TermBag;
  numbers: NumberMention[];
  phrases: PhraseMention[];
}

/**
 * Reads every value the request writes, each span once: quoted text first (a quote claims what it holds), then
 * dates, codes, times, streets and relative dates, then proper names and numbers outside those.
 */
export function readValues(text: string, bag: TermBag): RequestValues {
  const quoted = quotedMentions(text);
  const inQuote = (i: number) => quoted.some((q) => i >= q.start && i < q.end);
  const dates = dateMentions(text).filter((d) => !inQuote(d.start));
  const codes = codeMentions(text).filter((c) => !inQuote(c.start) && !dates.some((d) => c.start < d.end && c.end > d.start));
  const times = timeMentions(text).filter((t) => !inQuote(t.start) && !dates.some((d) => t.start < d.end && t.end > d.start));
  const streets = streetMentions(text).filter((t) => !inQuote(t.start));
  const relative = relativeDates(text).filter((t) => !inQuote(t.start));
  const special = [...quoted, ...dates, ...codes, ...times, ...streets, ...relative];
  const inside = (i: number, list: PhraseMention[]) => list.some((q) => i >= q.start && i < q.end);
  const proper = properMentions(text).filter((p) => !inside(p.start, special) && !special.some((q) => p.start < q.end && p.end > q.start));
  // A number inside quotes is a value only when the quote holds nothing else (`'123456-ABC'` is one identifier).
  const numericQuote = (i: number) => quoted.some((q) => i >= q.start && i < q.end && /^[-$]?\d[\d.,]*%?$/.test(q.text));
  const numbers = numberMentions(text).filter((n) => !inside(n.start, [...dates, ...codes, ...streets]) && (!inQuote(n.start) || numericQuote(n.start)));
  // (`saying Coach Reilly changed my life.`: words to be written as they are, a quotation without quotes; the values
  // written in it stay values of their own)
  const spoken = spokenMention(text);
  const said = spoken && !quoted.some((q) => q.end > spoken.start) ? [spoken] : [];
  // (of two phrases starting together, the longer first: `message: Love you, treat yourself!` before the name `Love`)
  return { text, bag, numbers, phrases: [...special, ...proper, ...said].sort((a, b) => a.start - b.start || b.end - a.end) };
}
