import { extract, grade, repair, route, structure } from '@svc/engine';
import type { LoghubSystem } from './loghub.js';

/** One benchmark case: a name, the inputs to cycle through, and the call to time. */
export interface BenchCase {
  name: string;
  /** What the inputs are (shown in the table). */
  inputs: string;
  run: (input: string) => unknown;
  samples: string[];
  /** Lines per call, when throughput in lines/s should be reported. */
  linesPerCall?: (input: string) => number;
}

/** Pieces of the Loghub files cut to at most `max` bytes (whole lines). */
function chunks(systems: readonly LoghubSystem[], max: number, perSystem: number): string[] {
  const out: string[] = [];
  for (const s of systems) {
    for (let start = 0, k = 0; start < s.lines.length && k < perSystem; k++) {
      let text = '';
      let i = start;
      while (i < s.lines.length && text.length + s.lines[i].length + 1 <= max) text += `${s.lines[i++]}\n`;
      if (text === '') text = s.lines[i++].slice(0, max);
      out.push(text);
      start = i;
    }
  }
  return out;
}

const TRACE = `2023-06-01 12:00:00,001 ERROR [main] com.acme.App: request failed
java.lang.IllegalStateException: boom
\tat com.acme.App.run(App.java:10)
\tat com.acme.App.main(App.java:5)
Caused by: java.io.IOException: disk
\tat com.acme.Io.read(Io.java:3)
\t... 2 more`;
const DIFF = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n d\n';
const BROKEN = `{name: 'svc', "tags": ["a", "b",], enabled: True, // note\n "limits": {"rps": 10 "burst": 20}`;

/** The log model's cases: dump-mode throughput on whole Loghub files, and per-call latency up to 4 KiB. */
export function logCases(systems: readonly LoghubSystem[]): BenchCase[] {
  const lines = systems.flatMap((s) => s.lines.slice(0, 500));
  const small = chunks(systems, 4096, 20);
  const countLines = (t: string): number => t.split('\n').filter((l) => l !== '').length;
  return [
    { name: 'extract dump (whole file)', inputs: 'Loghub 2k files', samples: systems.map((s) => s.raw), run: (t) => extract({ text: t, dump: true }), linesPerCall: countLines },
    { name: 'extract line', inputs: 'Loghub lines', samples: lines, run: (t) => extract({ text: t }) },
    { name: 'extract dump <=4KiB', inputs: 'Loghub chunks', samples: small, run: (t) => extract({ text: t, dump: true }), linesPerCall: countLines },
    { name: 'structure log_events <=4KiB', inputs: 'Loghub chunks', samples: small, run: (t) => structure({ text: t, schema: 'log_events' }) },
    { name: 'structure log_event', inputs: 'trace', samples: [TRACE], run: (t) => structure({ text: t, schema: 'log_event' }) },
    { name: 'structure stack_trace', inputs: 'trace', samples: [TRACE], run: (t) => structure({ text: t, schema: 'stack_trace' }) },
    { name: 'structure unified_diff', inputs: 'diff', samples: [DIFF], run: (t) => structure({ text: t, schema: 'unified_diff' }) },
    { name: 'grade line', inputs: 'Loghub lines', samples: lines, run: (t) => grade({ text: t }) },
    { name: 'grade <=4KiB', inputs: 'Loghub chunks', samples: small, run: (t) => grade({ text: t }) },
    { name: 'route <=4KiB', inputs: 'Loghub chunks', samples: small, run: (t) => route(t) },
    { name: 'repair', inputs: 'broken JSON', samples: [BROKEN], run: (t) => repair(t) },
  ];
}
