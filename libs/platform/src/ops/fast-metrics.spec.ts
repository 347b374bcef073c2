import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { FastCounter, FastHistogram, registerFast } from './fast-metrics.js';

describe('fast metrics in the Prometheus text format', () => {
  it('writes cumulative buckets, sum and count per series, and counters', async () => {
    const registry = new Registry();
    const h = new FastHistogram('t_seconds', 'test latency', ['route'], [0.1, 1]);
    const c = new FastCounter('t_total', 'test count', ['outcome']);
    registerFast(registry, h);
    registerFast(registry, c);
    const a = h.with('/a');
    expect(h.with('/a')).toBe(a);
    a.observe(0.05);
    a.observe(0.1);
    a.observe(0.5);
    a.observe(3);
    c.with('ok').inc();
    c.with('ok').inc(2);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE t_seconds histogram');
    expect(text).toContain('t_seconds_bucket{route="/a",le="0.1"} 2');
    expect(text).toContain('t_seconds_bucket{route="/a",le="1"} 3');
    expect(text).toContain('t_seconds_bucket{route="/a",le="+Inf"} 4');
    expect(text).toContain('t_seconds_sum{route="/a"} 3.65');
    expect(text).toContain('t_seconds_count{route="/a"} 4');
    expect(text).toContain('t_total{outcome="ok"} 3');
  });

  it('refuses a series with the wrong number of labels', () => {
    expect(() => new FastCounter('u_total', 'u', ['a', 'b']).with('only-one')).toThrow(/expected labels a, b/);
  });
});
