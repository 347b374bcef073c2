import type { BenchCase } from './engine-bench-logs.js';
export function toolCases(): BenchCase[] { return []; }
