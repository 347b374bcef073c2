import type { ExtractAnswer, ExtractInput } from '../types.js';

export function extract(input: ExtractInput): ExtractAnswer {
  const started = performance.now();
  const lines = input.dump ? input.text.split(/\r?\n/).filter((l) => l.trim() !== '') : [input.text];
  return {
    records: lines.map((line) => ({
      result: { type: 'log', level: /\b(error|err)\b/i.test(line) ? 'error' : 'info', component: '', message: line.trim() },
      meta: { routed_by: 'model', valid: true, retries: 0, latency_ms: performance.now() - started },
    })),
  };
}
