import { extract, grade } from '@svc/engine';
import { loadLoghub, type LoghubSystem } from './loghub.js';

/** Ground-truth levels onto the engine vocabulary (the eval's own table, not the engine's). */
const LEVEL_MAP: Record<string, string> = {
  v: 'trace', verbose: 'trace', trace: 'trace', d: 'debug', debug: 'debug', i: 'info', info: 'info', notice: 'notice',
  w: 'warning', warn: 'warning', warning: 'warning', e: 'error', error: 'error', severe: 'error',
  f: 'critical', a: 'critical', fatal: 'critical', critical: 'critical', crit: 'critical', emerg: 'critical', alert: 'critical',
};
/** Ground-truth levels onto the four grade tiers (eval README). */
const TIER: Record<string, number> = {
  trace: 0, debug: 0, verbose: 0, info: 0, notice: 0, v: 0, d: 0, i: 0,
  warn: 1, warning: 1, w: 1,
  error: 2, severe: 2, e: 2,
  fatal: 3, critical: 3, crit: 3, emerg: 3, alert: 3, f: 3, a: 3,
};
const TIER_NAMES = ['info', 'warning', 'error', 'critical'];

/** Loghub grouping accuracy: a line is right when its template's line set equals its event's line set. */
export function groupingAccuracy(predicted: readonly string[], truth: readonly string[]): number {
  const byPred = new Map<string, number[]>();
  const byTrue = new Map<string, number[]>();
  predicted.forEach((p, i) => (byPred.get(p) ?? byPred.set(p, []).get(p)!).push(i));
  truth.forEach((t, i) => (byTrue.get(t) ?? byTrue.set(t, []).get(t)!).push(i));
  let right = 0;
  for (const ids of byPred.values()) {
    const t = truth[ids[0]];
    const trueIds = byTrue.get(t)!;
    if (trueIds.length === ids.length && ids.every((i) => truth[i] === t)) right += ids.length;
  }
  return right / predicted.length;
}

function pct(x: number): string {
  return Number.isNaN(x) ? '   -  ' : x.toFixed(4);
}

interface SystemScore {
  name: string;
  n: number;
  message: number;
  component: number;
  level: number;
  all: number;
  ga: number;
  gradeLine: number;
  gradeContent: number;
}

function scoreSystem(sys: LoghubSystem, confusion: number[][], confusionLine: number[][], misses: string[]): SystemScore {
  const n = sys.rows.length;
  const hasComponent = 'Component' in (sys.rows[0] ?? {});
  const realLevel = sys.rows.every((r) => (r.Level ?? '').toLowerCase() in LEVEL_MAP);
  let msg = 0;
  let comp = 0;
  let lvl = 0;
  let all = 0;
  let gLine = 0;
  let gContent = 0;
  for (let i = 0; i < n; i++) {
    const row = sys.rows[i];
    const r = extract({ text: sys.lines[i] }).records[0].result;
    const okM = r.message === row.Content;
    const okC = !hasComponent || r.component === row.Component;
    const okL = !realLevel || r.level === LEVEL_MAP[row.Level.toLowerCase()];
    if (okM) msg++;
    if (okC) comp++;
    if (okL) lvl++;
    if (okM && okC && okL) all++;
    else if (misses.length < 400) misses.push(`${sys.name}: ${JSON.stringify({ line: sys.lines[i].slice(0, 160), got: [r.level, r.component, r.message.slice(0, 80)], want: [row.Level, row.Component, row.Content.slice(0, 80)] })}`);
    if (realLevel) {
      const want = TIER[row.Level.toLowerCase()];
      const line = grade({ text: sys.lines[i] }).result.tier_index;
      const content = grade({ text: row.Content }).result.tier_index;
      if (line === want) gLine++;
      if (content === want) gContent++;
      confusion[want][content]++;
      confusionLine[want][line]++;
    }
  }
  const dump = extract({ text: sys.raw, dump: true }).records;
  let ga = NaN;
  if (dump.length === n) ga = groupingAccuracy(dump.map((d) => String(d.result.template)), sys.rows.map((r) => r.EventId));
  else misses.push(`${sys.name}: dump gave ${dump.length} records for ${n} lines`);
  return { name: sys.name, n, message: msg / n, component: hasComponent ? comp / n : NaN, level: realLevel ? lvl / n : NaN, all: all / n, ga, gradeLine: realLevel ? gLine / n : NaN, gradeContent: realLevel ? gContent / n : NaN };
}

function macroF1(confusion: number[][]): { f1: number[]; macro: number } {
  const f1: number[] = [];
  for (let k = 0; k < confusion.length; k++) {
    const tp = confusion[k][k];
    const support = confusion[k].reduce((a, b) => a + b, 0);
    const predicted = confusion.reduce((a, row) => a + row[k], 0);
    if (support === 0) continue;
    const p = predicted === 0 ? 0 : tp / predicted;
    const r = tp / support;
    f1[k] = p + r === 0 ? 0 : (2 * p * r) / (p + r);
  }
  const present = f1.filter((x) => x !== undefined);
  return { f1, macro: present.reduce((a, b) => a + b, 0) / present.length };
}

export async function runLogEval(dir: string): Promise<void> {
  const systems = loadLoghub(dir);
  if (systems.length === 0) {
    console.log(`log evaluation: no loghub data under ${dir}; skipped`);
    return;
  }
  const confusion = TIER_NAMES.map(() => TIER_NAMES.map(() => 0));
  const confusionLine = TIER_NAMES.map(() => TIER_NAMES.map(() => 0));
  const misses: string[] = [];
  const scores = systems.map((s) => scoreSystem(s, confusion, confusionLine, misses));
  console.log('\nLog model on Loghub (extract per line; templates from one dump of the whole file)');
  console.log('system     lines  message  component  level   all-3   GA      grade(line) grade(content)');
  for (const s of scores) {
    console.log(
      `${s.name.padEnd(10)} ${String(s.n).padStart(5)}  ${pct(s.message)}   ${pct(s.component)}   ${pct(s.level)}  ${pct(s.all)}  ${pct(s.ga)}  ${pct(s.gradeLine)}      ${pct(s.gradeContent)}`,
    );
  }
  const gas = scores.map((s) => s.ga).filter((x) => !Number.isNaN(x));
  const graded = confusionLine.flat().reduce((a, b) => a + b, 0);
  const lineAcc = confusionLine.reduce((a, row, k) => a + row[k], 0) / graded;
  const contentAcc = confusion.reduce((a, row, k) => a + row[k], 0) / graded;
  const f = macroF1(confusion);
  const fl = macroF1(confusionLine);
  console.log(`min all-3 field accuracy: ${pct(Math.min(...scores.map((s) => s.all)))}`);
  console.log(`mean grouping accuracy (GA): ${pct(gas.reduce((a, b) => a + b, 0) / gas.length)}`);
  console.log(`grade on whole line: accuracy ${pct(lineAcc)}, macro-F1 ${pct(fl.macro)} over ${graded} lines with a real level`);
  console.log(`grade on Content alone: accuracy ${pct(contentAcc)}, macro-F1 ${pct(f.macro)} (per tier F1: ${f.f1.map((x, k) => `${TIER_NAMES[k]} ${x === undefined ? '-' : x.toFixed(3)}`).join(', ')})`);
  console.log(`confusion on Content (rows truth, cols predicted; ${TIER_NAMES.join('/')}): ${JSON.stringify(confusion)}`);
  if (process.env.EVAL_VERBOSE) for (const m of misses) console.log(m);
}
