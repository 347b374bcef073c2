import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { FastCounter, FastHistogram, registerFast, type CounterSeries } from './fast-metrics.js';

/**
 * Every metric the suite exports, in one place (the README's operator section lists them). One registry per
 * process: embedded mode hosts every service in one process, so each metric is defined once here and each
 * service only feeds its own. Labels are bounded sets (routes, subjects, models, tiers, outcomes): never a
 * tenant, a user or a request id.
 */
export const metricsRegistry = new Registry();

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function histogram(name: string, help: string, labels: readonly string[], buckets: readonly number[] = LATENCY_BUCKETS): FastHistogram {
  const metric = new FastHistogram(name, help, labels, buckets);
  registerFast(metricsRegistry, metric);
  return metric;
}

function counter(name: string, help: string, labels: readonly string[]): FastCounter {
  const metric = new FastCounter(name, help, labels);
  registerFast(metricsRegistry, metric);
  return metric;
}

/** HTTP answers by route template (`/v1/models/:model/:method`, `unmatched` for 404s of no route), method and status. */
export const httpRequestDuration = histogram('svc_http_request_duration_seconds', 'HTTP requests answered, by method, route template and status; seconds to answer', [
  'method',
  'route',
  'status',
]);

/** NATS request/reply as the caller sees it: `ok`, `error` (the service answered a refusal), or why no answer came. */
export const busRequestDuration = histogram('svc_bus_request_duration_seconds', 'Requests to other services over NATS, by subject and outcome; seconds until the reply', [
  'subject',
  'outcome',
]);

/** How long recorded events waited in a service's outbox before the relay took them. */
export const outboxLag = histogram('svc_outbox_lag_seconds', 'Seconds from an event being recorded in the outbox to the relay publishing it', ['outbox']);

/** Holds and settles per PostgreSQL transaction in billing. */
export const ledgerBatchSize = histogram('svc_ledger_batch_size', 'Holds or settles written per ledger transaction in billing', ['op'], [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]);

/** Model invocations in the models service. */
export const modelCallDuration = histogram('svc_model_call_duration_seconds', 'Model method calls in the models service, by model, method and outcome; seconds', ['model', 'method', 'outcome']);

/** Classifier trainings: started, finished, failed. */
export const trainingJobs = counter('svc_classifier_training_jobs_total', 'Classifier training jobs, by event (started, finished, failed)', ['event']);
export const trainingDuration = histogram('svc_classifier_training_duration_seconds', 'Classifier training jobs, by outcome; seconds from start to end', ['outcome'], [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600]);

/** Billed calls at the gateway, by tier and how the hold ended. */
export const billedCalls = counter('svc_billed_calls_total', 'Billed calls by tier (included, paid) and outcome (posted, released, refunded)', ['tier', 'outcome']);

export type BilledTier = 'included' | 'paid';
export type BilledOutcome = 'posted' | 'released' | 'refunded';

const billedSeries: Record<BilledTier, Record<BilledOutcome, CounterSeries>> = {
  included: { posted: billedCalls.with('included', 'posted'), released: billedCalls.with('included', 'released'), refunded: billedCalls.with('included', 'refunded') },
  paid: { posted: billedCalls.with('paid', 'posted'), released: billedCalls.with('paid', 'released'), refunded: billedCalls.with('paid', 'refunded') },
};

/**
 * Counts one billed call's end: `posted` (answered and charged), `released` (the work failed, nothing charged),
 * `refunded` (the work answered but the charge could not be recorded, so the caller got an error and was not charged).
 */
export function countBilledCall(tier: BilledTier, outcome: BilledOutcome): void {
  billedSeries[tier][outcome].inc();
}

const trainingStarted = trainingJobs.with('started');
const trainingFinished = trainingJobs.with('finished');
const trainingFailed = trainingJobs.with('failed');
const trainingFinishedTime = trainingDuration.with('finished');
const trainingFailedTime = trainingDuration.with('failed');

/** Counts a training job's start; call the returned function when it ends. */
export function trainingStartedNow(): (outcome: 'finished' | 'failed') => void {
  trainingStarted.inc();
  const started = performance.now();
  return (outcome) => {
    const seconds = (performance.now() - started) / 1000;
    if (outcome === 'finished') {
      trainingFinished.inc();
      trainingFinishedTime.observe(seconds);
    } else {
      trainingFailed.inc();
      trainingFailedTime.observe(seconds);
    }
  };
}

/** What an outbox has not published yet, read when Prometheus scrapes (see OutboxRelay.backlog). */
export interface OutboxBacklogSource {
  readonly schema: string;
  backlog(): Promise<{ pending: number; oldestSeconds: number }>;
}
const outboxSources = new Set<OutboxBacklogSource>();
type Backlog = Array<{ schema: string; pending: number; oldestSeconds: number }>;
let backlogRead: { at: number; value: Promise<Backlog> } | null = null;

/** One read of every outbox per scrape, shared by the two gauges below. */
function readBacklogs(): Promise<Backlog> {
  if (backlogRead && performance.now() - backlogRead.at < 1_000) return backlogRead.value;
  const value = Promise.all(
    [...outboxSources].map((source) =>
      source.backlog().then(
        (b) => [{ schema: source.schema, ...b }],
        () => [],
      ),
    ),
  ).then((all) => all.flat());
  backlogRead = { at: performance.now(), value };
  return value;
}

function backlogGauge(name: string, help: string, pick: (b: Backlog[number]) => number): void {
  new Gauge({
    name,
    help,
    labelNames: ['outbox'],
    registers: [metricsRegistry],
    async collect() {
      const backlogs = await readBacklogs();
      this.reset();
      for (const b of backlogs) this.set({ outbox: b.schema }, pick(b));
    },
  });
}
backlogGauge('svc_outbox_pending_events', 'Events recorded in a service outbox and not yet published', (b) => b.pending);
backlogGauge('svc_outbox_oldest_event_age_seconds', 'Age of the oldest event waiting in a service outbox (0 when empty): grows while NATS or the relay is away', (b) => b.oldestSeconds);

/** An outbox relay reports its backlog while it runs. */
export function watchOutbox(source: OutboxBacklogSource): () => void {
  outboxSources.add(source);
  return () => outboxSources.delete(source);
}

let defaultsOn = false;
/** Node's own process metrics (CPU, memory, event loop lag, GC), once per process. */
export function enableDefaultMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
