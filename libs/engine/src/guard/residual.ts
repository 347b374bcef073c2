import { stem } from '../lexical/stem.js';
import type { TermBag } from '../lexical/term-bag.js';
import { wordWeight } from '../lexical/terms.js';
import type { PhraseMention } from './mentions.js';

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
    const start = m.index;
    const end = start + m[0].replace(/'s$/, '').length;
    const inTaken = taken.some((t) => start < t.end && end > t.start);
    const keep = !inTaken && wordWeight(w) >= 1 && toolBag.match({ stem: stem(w), groups: [], weight: 1 }) < 0.8;
    const r: { start: number; end: number } | null = run;
    if (keep && r && /^[\s-]+$/.test(text.slice(r.end, start)) && r.end - r.start < 30) r.end = end;
    else {
      flush();
      if (keep) run = { start, end };
    }
  }
  flush();
  return out;
}
