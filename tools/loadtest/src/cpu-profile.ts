/** What the profiling scripts share: V8's `.cpuprofile` shape, how many lines they print, the bench's log line. */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** `PROFILE_TOP`: functions listed per profile (30). */
export const PROFILE_TOP = Number(process.env.PROFILE_TOP ?? 30);

/** The log line every benchmark's billed call grades. */
export const BENCH_LINE = '2026-11-22 10:00:01,123 ERROR [pool-3-thread-7] o.a.h.DataNode: Failed to write block blk_123';
