import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guard, GUARD_TUNING, tuneGuard } from '@svc/engine';

/**
 * Fits a few of the guard's decision bounds (`GUARD_TUNING`) on the development tool-request sets together, and says
 * whether fitting them helps on catalogues not fitted on: leave-one-catalogue-out cross-validation, a catalogue being
 * one file (one domain). Each configuration of the grid is run once over every development item; for each held-out
 * catalogue the configuration scoring best on all the others is chosen and scored on it. The cross-validated figure is
 * the sum of those held-out scores; the defaults' figure is their plain score (nothing is fitted for them).
 *
 * Score of an item: 1 when a request that has a tool gets that tool CALLed or CLARIFYed, 1 when an irrelevant request
 * ABSTAINs (English requests; a request in another language is never CALLed whatever the bounds, see guard.ts).
 * Blind sets are never read here.
 *
 * `node tools/bench/dist/tune-guard.js` (after `npm run build`); `TUNE_SCAN=1` first varies each bound alone.
 */

interface Item {
  q: string;
  call?: string;
  clarify?: string;
  abstain?: boolean;
  lang?: string;
}
interface Set {
  tools: unknown;
  items: Item[];
}

const DEV = ['dev', 'heldout', 'fresh', 'dev2', 'dev3', 'dev4', 'dev5', 'dev6', 'dev7', 'dev8', 'dev9', 'heldout7', 'heldout8'];
const root = fileURLToPath(new URL('../data/tool-requests', import.meta.url));

interface Case {
  fold: number;
  tools: unknown;
  item: Item;
}
const cases: Case[] = [];
const folds: string[] = [];
for (const part of DEV) {
  for (const f of readdirSync(join(root, part)).filter((n) => n.endsWith('.json')).sort()) {
    const d = JSON.parse(readFileSync(join(root, part, f), 'utf8')) as Set & { sets?: Set[] };
    const fold = folds.push(`${part}/${f}`) - 1;
    for (const set of d.sets ?? [d]) for (const item of set.items) if (!item.lang) cases.push({ fold, tools: set.tools, item });
  }
}

type Config = Partial<typeof GUARD_TUNING>;
const defaults: typeof GUARD_TUNING = { ...GUARD_TUNING };

/** Per item: 1 right, 0 not; and whether it was a wrong-tool CALL. */
function run(cfg: Config): { ok: Uint8Array; wrong: Uint8Array } {
  tuneGuard({ ...defaults, ...cfg });
  const ok = new Uint8Array(cases.length);
  const wrong = new Uint8Array(cases.length);
  cases.forEach(({ tools, item }, i) => {
    const a = guard({ request: item.q, tools });
    if (item.abstain) {
      ok[i] = a.action === 'ABSTAIN' ? 1 : 0;
      wrong[i] = a.action === 'CALL' ? 1 : 0;
    } else {
      const want = item.call ?? item.clarify;
      ok[i] = a.action !== 'ABSTAIN' && a.tool === want ? 1 : 0;
      wrong[i] = a.action === 'CALL' && a.tool !== want ? 1 : 0;
    }
  });
  tuneGuard(defaults);
  return { ok, wrong };
}

function summary(ok: Uint8Array, wrong: Uint8Array, pick: (i: number) => boolean = () => true): string {
  let has = 0, right = 0, irr = 0, abst = 0, w = 0;
  cases.forEach((c, i) => {
    if (!pick(i)) return;
    if (c.item.abstain) {
      irr++;
      abst += ok[i];
    } else {
      has++;
      right += ok[i];
    }
    w += wrong[i];
  });
  return `right function ${((100 * right) / has).toFixed(1)}% (${right}/${has}), ABSTAIN ${((100 * abst) / irr).toFixed(1)}% (${abst}/${irr}), wrong-tool CALLs ${w}`;
}

const base = run({});
console.log(`development items (English): ${cases.length} in ${folds.length} catalogues`);
console.log(`defaults: ${summary(base.ok, base.wrong)}`);

/** Candidate values of each bound fitted (the defaults among them). */
const GRID: Partial<Record<keyof typeof GUARD_TUNING, number[]>> = (JSON.parse(process.env['TUNE_GRID'] ?? 'null') as Partial<Record<keyof typeof GUARD_TUNING, number[]>> | null) ?? {
  marginLeast: [0.25, 0.3, 0.35, 0.4],
  marginRatio: [0.5, 0.65, 0.8],
  idfCovered: [0.5, 0.6, 0.7],
  idfRatio: [1.5, 2, 3],
  idfStrength: [0.25, 0.35, 0.45],
  soleVerbLeast: [0.2, 0.25, 0.35],
};

if (process.env['TUNE_SCAN']) {
  const scan: Record<string, number[]> = (JSON.parse(process.env['TUNE_SCAN_VALUES'] ?? 'null') as Record<string, number[]> | null) ?? {
    fitObject: [0.6, 0.75, 0.9],
    fitReq: [0.5, 0.6, 0.7],
    marginLeast: [0.2, 0.25, 0.3, 0.35, 0.4, 0.5],
    marginRatio: [0.4, 0.5, 0.65, 0.8, 0.9],
    marginAsked: [0.15, 0.2, 0.25, 0.3, 0.35],
    marginSole: [0.1, 0.2, 0.3, 0.4],
    idfCovered: [0.4, 0.5, 0.6, 0.7, 0.8],
    idfRatio: [1.2, 1.5, 2, 3, 4],
    idfStrength: [0.2, 0.25, 0.35, 0.45, 0.55],
    soleVerbLeast: [0.15, 0.2, 0.25, 0.3, 0.4],
    relevanceLead: [1.1, 1.3, 1.6, 2],
    yesNoLeast: [0.2, 0.3, 0.4],
    yesNoRatio: [1.2, 1.5, 2],
    shapedLeast: [0.05, 0.1, 0.2],
    shapedRatio: [1.5, 2, 3],
    slotBonus: [0, 0.05, 0.1],
  };
  for (const [k, vs] of Object.entries(scan)) for (const v of vs) {
    const r = run({ [k]: v });
    console.log(`  scan ${k} = ${v}: ${summary(r.ok, r.wrong)}`);
  }
}

// every configuration of the grid, run once
const keys = Object.keys(GRID) as (keyof typeof GUARD_TUNING)[];
const configs: Config[] = [{}];
for (const k of keys) {
  const next: Config[] = [];
  for (const c of configs) for (const v of GRID[k] ?? []) next.push({ ...c, [k]: v });
  configs.splice(0, configs.length, ...next);
}
console.log(`grid: ${configs.length} configurations over ${keys.join(', ')}`);
const results = configs.map((c) => run(c));
// per configuration, per fold: items right
const perFold = results.map((r) => {
  const s = new Float64Array(folds.length);
  cases.forEach((c, i) => (s[c.fold] += r.ok[i]));
  return s;
});
const totals = perFold.map((s) => s.reduce((a, b) => a + b, 0));
/** How far a configuration is from the defaults (ties go to the nearer one). */
const distance = (c: Config) => keys.reduce((d, k) => d + (c[k] === defaults[k] ? 0 : 1), 0);
function bestExcept(fold: number): number {
  let best = -1;
  let bestScore = -Infinity;
  configs.forEach((c, j) => {
    const s = totals[j] - (fold >= 0 ? perFold[j][fold] : 0);
    if (s > bestScore || (s === bestScore && distance(c) < distance(configs[best]))) {
      best = j;
      bestScore = s;
    }
  });
  return best;
}
// leave-one-catalogue-out: the held-out catalogue's items scored with the configuration fitted on all the others
const cvOk = new Uint8Array(cases.length);
const cvWrong = new Uint8Array(cases.length);
const chosen = new Map<number, number>();
for (let f = 0; f < folds.length; f++) {
  const j = bestExcept(f);
  chosen.set(j, (chosen.get(j) ?? 0) + 1);
  cases.forEach((c, i) => {
    if (c.fold !== f) return;
    cvOk[i] = results[j].ok[i];
    cvWrong[i] = results[j].wrong[i];
  });
}
console.log(`cross-validated (leave one catalogue out): ${summary(cvOk, cvWrong)}`);
console.log(`  configurations chosen across folds: ${[...chosen.entries()].map(([j, n]) => `${JSON.stringify(configs[j])} x${n}`).join('; ')}`);
const all = bestExcept(-1);
console.log(`fitted on every catalogue: ${JSON.stringify(configs[all])}: ${summary(results[all].ok, results[all].wrong)}`);
for (const part of DEV) {
  const pick = (i: number) => folds[cases[i].fold].startsWith(`${part}/`);
  console.log(`  ${part.padEnd(9)} defaults ${summary(base.ok, base.wrong, pick)} | fitted ${summary(results[all].ok, results[all].wrong, pick)}`);
}
