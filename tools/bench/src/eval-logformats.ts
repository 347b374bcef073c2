import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract, splitEvents } from '@svc/engine';
import { groupingAccuracy } from './eval-logs.js';

/**
 * `npm run eval:logformats`: the log model on formats it was not built on — the labelled files under
 * tools/bench/data/logformats (written by tools/bench/data/logformats/make.py: `dev/`, `heldout/` and, after its
 * first blind run, `heldout4/` are tuned on; `heldout3/`, `heldout5/`, `heldout7/`, `heldout8/`, `heldout9/`, `heldout10/`, `heldout11/`, `heldout12/`, `heldout13/`, `heldout14/`, `heldout15/`, `heldout16/`, `heldout17/` and `heldout18/`
 * (blind: committed before their first run) are not; the last eight only when LOGFORMATS_PART names them; `heldout14/`,
 * with `dev14/` to tune on, from make_heldout14.py and make_dev14.py; `heldout15/`, with `dev15/`, from
 * make_heldout15.py and make_dev15.py; `heldout16/`, with `dev16/`, from make_heldout16.py and make_dev16.py; `heldout17/`, with `dev17/`, from
 * make_heldout17.py and make_dev17.py; `heldout18/`, with `dev18/`, `dev18b/` and `dev18c/`, from make_heldout18.py, make_dev18.py, make_dev18b.py and make_dev18c.py; `heldout19/`, with `dev19/`, from make_heldout19.py and make_dev19.py; `heldout20/` from make_heldout20.py; `heldout21/` from make_heldout21.py; `heldout22/` from make_heldout22.py; `heldout23/` from make_heldout23.py; `heldout24/` and `heldout25/` from make_heldout24.py and make_heldout25.py; `heldout26/` from make_heldout26.py; `heldout27/` and `heldout28/` from make_heldout27.py and make_heldout28.py, blind at their first runs, development data from the twenty-third extract round on; `heldout29/` and `heldout30/` from make_heldout29.py and make_heldout30.py, written without reading engine code, blind at their first runs, development data from the fifth grouping round on; `heldout31/` and `heldout32/` from make_heldout31.py and make_heldout32.py, written without reading engine code, blind at their first runs, development data from session 22 on; `heldout33/` and `heldout34/` from make_heldout33.py and make_heldout34.py, blind, written without reading engine code). LOGFORMATS_PART picks parts, EVAL_VERBOSE prints misses.
 * Per file: field accuracy (level, component and message all right; the level is not checked where the format has
 * none) in dump mode and line by line, and Loghub's grouping accuracy of the dump's templates.
 */

interface Row {
  line: string;
  level: string | null;
  component: string;
  message: string;
  event: string;
}

interface FileScore {
  part: string;
  name: string;
  n: number;
  dump: number;
  line: number;
  ga: number;
}

const ROOT = fileURLToPath(new URL('../data/logformats', import.meta.url));
const verboseAsked = Boolean(process.env.EVAL_VERBOSE);
/** EVAL_GROUPS=1 prints each labelled event whose lines were split or merged, with the engine's templates; neither it nor EVAL_VERBOSE prints for the blind parts. */
const BLIND = new Set<string>(['heldout33', 'heldout34']);
const groupsShown = Boolean(process.env.EVAL_GROUPS);

/** Each labelled event whose lines do not form one template of their own: the templates they got, with counts. */
function printGroupMisses(name: string, groups: readonly string[], rows: readonly Row[]): void {
  const byEvent = new Map<string, number[]>();
  const byTemplate = new Map<string, number[]>();
  rows.forEach((r, i) => (byEvent.get(r.event) ?? byEvent.set(r.event, []).get(r.event)!).push(i));
  groups.forEach((g, i) => (byTemplate.get(g) ?? byTemplate.set(g, []).get(g)!).push(i));
  for (const [event, ids] of byEvent) {
    const got = new Map<string, number>();
    for (const i of ids) got.set(groups[i], (got.get(groups[i]) ?? 0) + 1);
    const merged = [...got.keys()].some((g) => byTemplate.get(g)!.some((i) => rows[i].event !== event));
    if (got.size === 1 && !merged) continue;
    console.log(`  group ${name}: ${got.size > 1 ? 'split' : ''}${got.size > 1 && merged ? '+' : ''}${merged ? 'merged' : ''} ${JSON.stringify(event)} (${ids.length})`);
    for (const [g, k] of got) {
      const others = [...new Set(byTemplate.get(g)!.map((i) => rows[i].event).filter((e) => e !== event))];
      console.log(`      ${k}x ${JSON.stringify(g)}${others.length ? ` also ${JSON.stringify(others)}` : ''}`);
    }
  }
}

function right(r: { level: string; component: string; message: string }, row: Row): boolean {
  return (row.level === null || r.level === row.level) && r.component === row.component && r.message === row.message;
}

function scoreFile(part: string, name: string): FileScore {
  const rows = readFileSync(join(ROOT, part, name), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Row);
  const n = rows.length;
  const text = rows.map((r) => r.line).join('\n');
  const records = extract({ text, dump: true }).records.map((x) => x.result);
  // Each record stands at the line its event starts on: a line the dump joined to the event above (read as its
  // continuation) is a miss of its own, and the lines after it are still scored against their own records.
  const spans = splitEvents(text).map((e) => 1 + e.more.length);
  const aligned = spans.length === records.length && spans.reduce((a, b) => a + b, 0) === n;
  const dump = new Array<(typeof records)[number] | undefined>(n);
  const groups = new Array<string>(n);
  if (aligned) {
    let at = 0;
    records.forEach((r, j) => {
      dump[at] = r;
      for (let k = 0; k < spans[j]; k++) groups[at + k] = String(r.template);
      at += spans[j];
    });
  } else records.forEach((r, i) => (dump[i] = r));
  let dumpRight = 0;
  let lineRight = 0;
  let shown = 0;
  const verbose = verboseAsked && !BLIND.has(part);
  for (let i = 0; i < n; i++) {
    const d = dump[i];
    if (d && right(d, rows[i])) dumpRight++;
    else if (verbose && shown++ < 3) console.log(`  dump miss ${name}: ${JSON.stringify({ got: d && [d.level, d.component, d.message], want: [rows[i].level, rows[i].component, rows[i].message] })}`);
    const l = extract({ text: rows[i].line }).records[0].result;
    if (right(l, rows[i])) lineRight++;
    else if (verbose && shown++ < 6) console.log(`  line miss ${name}: ${JSON.stringify({ got: [l.level, l.component, l.message], want: [rows[i].level, rows[i].component, rows[i].message] })}`);
  }
  // grouping: a joined line is in the group of the event it was joined to
  const ga = aligned ? groupingAccuracy(groups, rows.map((r) => r.event)) : NaN;
  if (groupsShown && aligned && !BLIND.has(part)) printGroupMisses(name, groups, rows);
  if (records.length !== n) console.log(`  ${name}: dump gave ${records.length} records for ${n} lines${aligned ? ' (scored at the lines their events start on)' : ''}`);
  return { part, name: name.replace(/\.jsonl$/, ''), n, dump: dumpRight / n, line: lineRight / n, ga };
}

function f(x: number): string {
  return Number.isNaN(x) ? '   -  ' : x.toFixed(4);
}

const parts = (process.env.LOGFORMATS_PART ?? 'dev,heldout,heldout3,heldout4,heldout5,heldout7,heldout8').split(',');
console.log('Log model on formats it was not built on (tools/bench/data/logformats)');
console.log('part     file                     lines  dump-all3  line-all3  GA');
for (const part of parts) {
  const scores = readdirSync(join(ROOT, part))
    .filter((n) => n.endsWith('.jsonl'))
    .sort()
    .map((n) => scoreFile(part, n));
  for (const s of scores) console.log(`${s.part.padEnd(8)} ${s.name.padEnd(24)} ${String(s.n).padStart(5)}  ${f(s.dump)}     ${f(s.line)}     ${f(s.ga)}`);
  const mean = (k: 'dump' | 'line' | 'ga'): string => f(scores.reduce((a, s) => a + s[k], 0) / scores.length);
  const min = (k: 'dump' | 'line' | 'ga'): string => f(Math.min(...scores.map((s) => s[k])));
  console.log(`${part.padEnd(8)} mean (min)                      ${mean('dump')} (${min('dump')})  ${mean('line')} (${min('line')})  ${mean('ga')} (${min('ga')})`);
}
