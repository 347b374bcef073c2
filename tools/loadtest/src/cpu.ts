import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time per process, read from /proc/<pid>/stat (utime + stime, in clock ticks of 10 ms on Linux): the
 * bench samples it before and after a measured run and divides the difference by the calls answered.
 */
const TICK_US = 10_000;

export type CpuSnapshot = Map<string, number>;

/** Named groups of pids (a group's ticks are summed, e.g. the PostgreSQL backends of one database). */
export type PidGroups = Record<string, number[]>;

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Ticks per group; pids are per group so a process that appears only in the second snapshot counts whole. */
export function snapshot(groups: PidGroups): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>();
  for (const [name, pids] of Object.entries(groups)) out.set(name, new Map(pids.map((pid) => [pid, ticksOf(pid)])));
  return out;
}

/** µs of CPU per call for each group between two snapshots. */
export function perCall(before: Map<string, Map<number, number>>, after: Map<string, Map<number, number>>, calls: number): Array<{ name: string; us: number }> {
  const rows: Array<{ name: string; us: number }> = [];
  for (const [name, pids] of after) {
    let ticks = 0;
    for (const [pid, t] of pids) ticks += t - (before.get(name)?.get(pid) ?? 0);
    rows.push({ name, us: calls > 0 ? (ticks * TICK_US) / calls : 0 });
  }
  return rows;
}

/** Pids of processes whose command name is `comm` (e.g. the machine's nats-server, shared with other users). */
export function pidsNamed(comm: string): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) out.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

export function formatCpu(title: string, rows: Array<{ name: string; us: number }>): string {
  const total = rows.filter((r) => !r.name.includes('shared')).reduce((sum, r) => sum + r.us, 0);
  const lines = rows.map((r) => `| ${r.name} | ${r.us.toFixed(0)} |`);
  return [`CPU per call (${title}), µs, from /proc during the measured run:`, '| process | µs/call |', '|---|---|', ...lines, `| total (own processes) | ${total.toFixed(0)} |`].join('\n');
}
