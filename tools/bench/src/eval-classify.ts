/**
 * Engine-level evaluation of the trainable classifier (no HTTP): `npm run eval:classify [-- mode]`.
 *   dev    — development split of BANKING77 train.csv only (80/20 stratified): accuracy, OOS, calibration
 *   test   — train on train.csv, measure test.csv once (accuracy; OOS with 10 labels held out)
 *   figures— train time for 10k examples, classify p50/p99 in-process, weights size, load time
 *   loghub — generality: Loghub log messages labelled by their template (EventId), 80/20 split
 * `--tuning '{"svm":{"c":1}}'` overrides model settings for experiments.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ClassifierTuning, type LabelledText, type LoadedClassifier, loadClassifier, trainClassifier } from '@svc/engine';
import { parseCsv } from './csv.js';
import { evalDir } from './eval-data.js';
import { loadLoghub } from './loghub.js';

const OOS_LABELS = 10;

function readBanking(dir: string, file: string): LabelledText[] {
  return parseCsv(readFileSync(join(dir, 'intent/banking77', file), 'utf8'))
    .slice(1)
    .filter((r) => r.length === 2)
    .map(([text, label]) => ({ text, label }));
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Stratified split: `share` of each label's examples to the second part. */
function splitStratified(data: readonly LabelledText[], share: number, seed: number): [LabelledText[], LabelledText[]] {
  const byLabel = new Map<string, LabelledText[]>();
  for (const e of shuffled(data, seed)) byLabel.set(e.label, [...(byLabel.get(e.label) ?? []), e]);
  const a: LabelledText[] = [];
  const b: LabelledText[] = [];
  for (const members of byLabel.values()) {
    const take = Math.round(share * members.length);
    b.push(...members.slice(0, take));
    a.push(...members.slice(take));
  }
  return [a, b];
}

interface Measured {
  accuracy: number;
  okAccuracy: number;
  lowShare: number;
  oosLow?: number;
  trainMs: number;
  threshold: number;
}

const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

function measure(train: readonly LabelledText[], test: readonly LabelledText[], tuning: Partial<ClassifierTuning>): Measured & { model: LoadedClassifier } {
  const t0 = performance.now();
  const trained = trainClassifier(train, { tuning });
  const trainMs = performance.now() - t0;
  const model = loadClassifier(trained.weights);
  let right = 0;
  let okRight = 0;
  let low = 0;
  for (const e of test) {
    const a = model.classify(e.text, 1);
    if (a.candidates[0].label === e.label) right++;
    if (a.status === 'ok' && a.label === e.label) okRight++;
    if (a.status === 'low_confidence') low++;
  }
  return { accuracy: right / test.length, okAccuracy: okRight / test.length, lowShare: low / test.length, trainMs, threshold: model.threshold, model };
}

/** Train without `held` labels; in-scope accuracy at the threshold, and the held-out labels' texts answered low_confidence. */
function measureOos(train: readonly LabelledText[], test: readonly LabelledText[], held: ReadonlySet<string>, tuning: Partial<ClassifierTuning>): Measured {
  const inScope = test.filter((e) => !held.has(e.label));
  const outScope = test.filter((e) => held.has(e.label));
  const m = measure(
    train.filter((e) => !held.has(e.label)),
    inScope,
    tuning,
  );
  const low = outScope.filter((e) => m.model.classify(e.text, 1).status === 'low_confidence').length;
  return { ...m, oosLow: low / outScope.length };
}

function heldLabels(data: readonly LabelledText[], seed: number): Set<string> {
  const labels = [...new Set(data.map((e) => e.label))].sort();
  return new Set(shuffled(labels, seed).slice(0, OOS_LABELS));
}

function report(name: string, m: Measured): void {
  const oos = m.oosLow === undefined ? '' : `  OOS low_confidence ${pct(m.oosLow)}`;
  console.log(
    `  ${name.padEnd(22)} accuracy ${pct(m.accuracy)}  ok&right ${pct(m.okAccuracy)}  low ${pct(m.lowShare)}${oos}  threshold ${m.threshold.toFixed(3)}  train ${(m.trainMs / 1000).toFixed(1)} s`,
  );
}

function dev(dir: string, tuning: Partial<ClassifierTuning>, seeds: number): void {
  const all = readBanking(dir, 'train.csv');
  console.log(`classify dev: BANKING77 train.csv split 80/20 stratified (${all.length} examples); tuning ${JSON.stringify(tuning)}`);
  for (let s = 1; s <= seeds; s++) {
    const [train, test] = splitStratified(all, 0.2, s);
    report(`split ${s} in-scope`, measure(train, test, tuning));
    report(`split ${s} OOS (10 held)`, measureOos(train, test, heldLabels(all, 100 + s), tuning));
  }
}

function test(dir: string, tuning: Partial<ClassifierTuning>): void {
  const train = readBanking(dir, 'train.csv');
  const testSet = readBanking(dir, 'test.csv');
  console.log(`classify test: BANKING77 train.csv (${train.length}) → test.csv (${testSet.length}); tuning ${JSON.stringify(tuning)}`);
  report('all 77 labels', measure(train, testSet, tuning));
  for (const seed of [101, 102, 103]) report(`OOS held set ${seed}`, measureOos(train, testSet, heldLabels(train, seed), tuning));
}

function figures(dir: string, tuning: Partial<ClassifierTuning>): void {
  const train = readBanking(dir, 'train.csv').slice(0, 10_000);
  const texts = readBanking(dir, 'test.csv').map((e) => e.text);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const trained = trainClassifier(train, { tuning });
  const trainMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const t1 = performance.now();
  const model = loadClassifier(trained.weights);
  const loadMs = performance.now() - t1;
  for (const t of texts.slice(0, 500)) model.classify(t);
  const times: number[] = [];
  for (const t of texts) {
    const s = performance.now();
    model.classify(t);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3);
  console.log(`classify figures (${train.length} examples, ${model.labels.length} labels, one core)`);
  console.log(`  train            ${(trainMs / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU (holdout fit + refit on all; wall grows when other work shares the core)`);
  console.log(`  weights          ${(trained.weights.length / 1e6).toFixed(2)} MB; load ${loadMs.toFixed(0)} ms`);
  console.log(`  classify         p50 ${q(0.5)} ms  p99 ${q(0.99)} ms (${times.length} texts, in-process)`);
  const m = trained.metrics;
  console.log(`  holdout metrics  accuracy ${pct(m.accuracy)} macro-F1 ${m.macro_f1} threshold ${m.threshold} low ${pct(m.low_confidence_share)}`);
}

function loghub(dir: string, tuning: Partial<ClassifierTuning>): void {
  const data: LabelledText[] = [];
  for (const system of loadLoghub(dir)) {
    for (const row of system.rows) if (row.Content && row.EventId) data.push({ text: row.Content, label: `${system.name}:${row.EventId}` });
  }
  const counts = new Map<string, number>();
  for (const e of data) counts.set(e.label, (counts.get(e.label) ?? 0) + 1);
  const usable = data.filter((e) => (counts.get(e.label) ?? 0) >= 5);
  const [train, test] = splitStratified(usable, 0.2, 1);
  console.log(`classify loghub: message → system:EventId, ${usable.length} lines, ${new Set(usable.map((e) => e.label)).size} labels (≥5 lines each), 80/20`);
  report('loghub EventId', measure(train, test, tuning));
}

const dir = evalDir();
if (!dir) {
  console.log('evaluation data not found: set SVC_EVAL_DIR or place it at ../shared/eval; nothing measured');
  process.exit(0);
}
const args = process.argv.slice(2);
const at = args.indexOf('--tuning');
const tuning = at >= 0 ? (JSON.parse(args[at + 1]) as Partial<ClassifierTuning>) : {};
const modes = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
const seeds = Number(process.env.CLASSIFY_SEEDS ?? 1);
for (const mode of modes.length ? modes : ['figures', 'dev']) {
  if (mode === 'dev') dev(dir, tuning, seeds);
  else if (mode === 'test') test(dir, tuning);
  else if (mode === 'figures') figures(dir, tuning);
  else if (mode === 'loghub') loghub(dir, tuning);
  else console.log(`unknown mode ${mode}: dev, test, figures, loghub`);
}
