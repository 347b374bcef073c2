import { stem } from '../../lexical/stem.js';
import type { TermBag } from '../../lexical/term-bag.js';
import { wordWeight } from '../../lexical/terms.js';
import type { PhraseMention } from './mentions.js';

/** Words that qualify a request rather than name a value (`the best`, `latest`, `nearby`). */
export const VAGUE: ReadonlySet<string> = new Set(
  `best good great top latest recent current nearest nearby closest local free new old main major minor certain various different
  possible available overall total full detailed specific particular exact approximate average typical common popular famous
  next last past upcoming previous today tomorrow yesterday now currently please kindly less more fewer least most than under over above below
  take takes taking took use uses buy buys bought generate generates made allow allows play plays include includes including
  offer offers offering serve serves serving contain contains containing prepare cost costs have has having say says said
  like likes want wants going go goes went come comes work works run runs perform performs consider considering plan`.split(/\s+/),
);

/** Words introducing a name (`a channel called project-apollo`, `a list named groceries`): the value is what follows them. */
const INTRODUCES = new Set(['called', 'named', 'titled', 'entitled']);

const UNIT_AFTER_NUMBER = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|mins?|secs?|hrs?|miles?|km|meters?|metres?|feet|inch(?:es)?|pounds?|kg|grams?|percent|times|people|persons)$/;

/**
 * Runs of plain words the tool's own wording does not account for: in `the crime of theft`, with a tool about
 * crimes, `theft` is the value. Used for string parameters when no quoted text or name is left.
 */
export function residualPhrases(text: string, toolBag: TermBag, taken: Array<{ start: number; end: number }>): PhraseMention[] {
  const out: PhraseMention[] = [];
  let run: { start: number; end: number } | null = null;
  const flush = () => {
    if (run) out.push({ text: text.slice(run.start, run.end), start: run.start, end: run.end, quoted: false, kind: 'plain' });
    run = null;
  };
  for (const m of text.matchAll(/[A-Za-z][A-Za-z'-]*/g)) {
    const w = m[0].toLowerCase().replace(/'s$/, '');
    // `theory of relativity`: `of` inside a run is looked past, so the run can take the words after it.
    if (w === 'of' && run) continue;
    const start = m.index;
    const end = start + m[0].replace(/'s$/, '').length;
    const inTaken = taken.some((t) => start < t.end && end > t.start);
    const first = start === 0 || /[.?!]\s*$/.test(text.slice(0, start));
    // `30 minutes`: a unit after a number belongs to the number.
    const unitOfNumber = UNIT_AFTER_NUMBER.test(w) && /\d\s*$/.test(text.slice(Math.max(0, start - 4), start));
    const keep = !inTaken && !first && !unitOfNumber && !VAGUE.has(w) && !INTRODUCES.has(w) && wordWeight(w) >= 1 && toolBag.match({ stem: stem(w), groups: [], weight: 1 }) < 0.8;
    const r: { start: number; end: number } | null = run;
    if (keep && r && /^(?:[\s-]+|\s+of\s+)$/i.test(text.slice(r.end, start)) && r.end - r.start < 30) r.end = end;
    else {
      flush();
      if (keep) run = { start, end };
    }
  }
  flush();
  return out;
}
