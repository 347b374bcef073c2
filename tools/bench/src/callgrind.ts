import { spawnSync } from 'node:child_process';

/**
 * Node flags of a counted run: V8's hash and random seeds fixed (with per-process seeds a count moves by about ±2 %
 * from run to run), one thread, and the models service's young generation.
 */
const FLAGS = ['--single-threaded', '--hash-seed=1', '--random-seed=1', '--min-semi-space-size=64', '--max-semi-space-size=64'];

/**
 * Instructions callgrind counts while `script` runs with `passes` as its one argument (the script does that many
 * passes of its work when given one). Two counts at different passes, differenced, take start-up and compilation out.
 */
export function countInstructions(script: string, passes: number): number {
  const run = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...FLAGS, script, String(passes)], { encoding: 'utf8' });
  if (run.error) throw new Error(`valgrind could not be run (${run.error.message}): install it to count instructions`);
  const m = /Collected : (\d+)/.exec(run.stderr);
  if (run.status !== 0 || !m) throw new Error(`valgrind failed:\n${run.stderr.slice(-2000)}`);
  return Number(m[1]);
}
