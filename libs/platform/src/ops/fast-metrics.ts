import type { Registry } from 'prom-client';

type Labels = Record<string, string>;
interface Sample {
  labels: Labels;
  value: number;
  metricName?: string;
}

/**
 * One labelled series of a histogram. Callers resolve it once (at start, or the first time a route or subject
 * is seen) and keep it: observing then costs a few additions and no allocation, where prom-client's own
 * `observe(labels, value)` builds a label object and a hash string on every call.
 */
export class HistogramSeries {
  /** counts[i]: observations in (bounds[i-1], bounds[i]]; the last slot: above the highest bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Labels,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]) i++;
    this.counts[i] += 1;
    this.sum += value;
    this.count += 1;
  }
}

export class CounterSeries {
  value = 0;
  constructor(readonly labels: Labels) {}
  inc(by = 1): void {
    this.value += by;
  }
}

/** Label sets are joined with a character no label value has, to key the series map. */
const SEP = '\u0001';

abstract class FastMetric<S extends { labels: Labels }> {
  protected readonly series = new Map<string, S>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
  ) {}

  /** The series for these label values (in `labelNames` order), made the first time. Resolve once, keep it. */
  with(...values: string[]): S {
    const key = values.join(SEP);
    let found = this.series.get(key);
    if (!found) {
      if (values.length !== this.labelNames.length) throw new Error(`${this.name}: expected labels ${this.labelNames.join(', ')}`);
      const labels: Labels = {};
      this.labelNames.forEach((n, i) => (labels[n] = values[i]!));
      this.series.set(key, (found = this.make(labels)));
    }
    return found;
  }

  protected abstract make(labels: Labels): S;
}

/** A Prometheus histogram whose series are kept by their users (see HistogramSeries); read by prom-client's registry. */
export class FastHistogram extends FastMetric<HistogramSeries> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    readonly buckets: readonly number[],
  ) {
    super(name, help, labelNames);
  }

  protected make(labels: Labels): HistogramSeries {
    return new HistogramSeries(labels, this.buckets);
  }

  get(): { name: string; help: string; type: string; aggregator: string; values: Sample[] } {
    const values: Sample[] = [];
    for (const s of this.series.values()) {
      let acc = 0;
      this.buckets.forEach((le, i) => {
        acc += s.counts[i];
        values.push({ labels: { ...s.labels, le: String(le) }, value: acc, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...s.labels, le: '+Inf' }, value: s.count, metricName: `${this.name}_bucket` });
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

/** A Prometheus counter with kept series, like FastHistogram. */
export class FastCounter extends FastMetric<CounterSeries> {
  readonly type = 'counter';
  readonly aggregator = 'sum';

  protected make(labels: Labels): CounterSeries {
    return new CounterSeries(labels);
  }

  get(): { name: string; help: string; type: string; aggregator: string; values: Sample[] } {
    const values = [...this.series.values()].map((s) => ({ labels: s.labels, value: s.value }));
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

/** prom-client's registry reads any object with a name, help, type and `get()`. */
export function registerFast(registry: Registry, metric: FastHistogram | FastCounter): void {
  registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);
}
