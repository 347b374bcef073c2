import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select } from '@svc/engine';
import { parseCsv } from './csv.js';

/** The plain baseline: the candidate sharing the most lower-case words with the text (label split on `_`). */
export function wordOverlap(text: string, candidates: readonly string[]): string {
  const words = new Set(text.toLowerCase().split(/[^a-z0-9]+/));
  let best = candidates[0] ?? '';
  let bestScore = -1;
  for (const c of candidates) {
    const score = c.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && words.has(w)).length;
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** BANKING77 zero-shot: `select` with the 77 label names as candidates, beside the word-overlap baseline. */
export function runSelectEval(dir: string): void {
  const base = join(dir, 'intent/banking77');
  const labels = JSON.parse(readFileSync(join(base, 'categories.json'), 'utf8')) as string[];
  const rows = parseCsv(readFileSync(join(base, 'test.csv'), 'utf8')).slice(1);
  let right = 0;
  let baseline = 0;
  let noMatch = 0;
  const times: number[] = [];
  for (const [text, label] of rows) {
    const t0 = performance.now();
    const answer = select({ text: text, candidates: labels });
    times.push(performance.now() - t0);
    if (answer.choice === label) right++;
    if (answer.status !== 'ok') noMatch++;
    if (wordOverlap(text, labels) === label) baseline++;
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3);
  const pct = (n: number) => `${((100 * n) / rows.length).toFixed(1)}%`;
  console.log(`select  banking77 test (${rows.length} texts, ${labels.length} label names as candidates)`);
  console.log(`  select accuracy        ${pct(right)}  (status no_match on ${noMatch})`);
  console.log(`  word-overlap baseline  ${pct(baseline)}`);
  console.log(`  select latency         p50 ${q(0.5)} ms  p99 ${q(0.99)} ms (77 candidates)`);
}
