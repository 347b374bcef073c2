import { expect } from 'vitest';
import { bearer, send, type Answer, type DistributedSuite } from '@svc/testkit';

/** A small, deterministic pseudo-random sequence, so example sets are the same on every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

export const TOPICS: Record<string, string[]> = {
  billing: ['invoice', 'refund', 'charged twice', 'payment failed', 'my bill', 'credit card', 'overcharged', 'receipt'],
  shipping: ['parcel', 'delivery', 'courier', 'tracking number', 'shipped', 'package late', 'wrong address', 'arrive'],
  account: ['password', 'login', 'username', 'reset my password', 'sign in', 'locked out', 'two factor', 'profile'],
};
const FILLER = ['please help', 'hello', 'i need help with', 'question about', 'urgent', 'can you check', 'thanks', 'again', 'my', 'the', 'today', 'order'];

/**
 * `perLabel` labelled texts for each topic (or the topics given). Half of them borrow a phrase of another topic,
 * as real tickets do, so the model's confidence means something (perfectly separable data saturates it).
 */
export function topicExamples(perLabel: number, topics = Object.keys(TOPICS), seed = 3): Array<{ text: string; label: string }> {
  const next = rng(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  return topics.flatMap((label) =>
    Array.from({ length: perLabel }, () => ({ text: `${pick(FILLER)} ${pick(TOPICS[label])} ${next() < 0.5 ? pick(TOPICS[pick(topics)]) : pick(FILLER)} ${pick(FILLER)}`, label })),
  );
}

/** Many examples over many labels, each label its own made-up vocabulary (for bulk uploads and long trainings). */
export function bulkExamples(count: number, labels = 40, seed = 11): Array<{ text: string; label: string }> {
  const next = rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const label = i % labels;
    const words = Array.from({ length: 8 }, () => `w${label}x${Math.floor(next() * 40)}`);
    return { text: `${words.join(' ')} item ${Math.floor(next() * 1000)}`, label: `label_${label}` };
  });
}

export function toCsv(rows: Array<{ text: string; label: string }>): string {
  const quote = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  return ['text,label', ...rows.map((r) => `${quote(r.text)},${quote(r.label)}`)].join('\r\n') + '\r\n';
}

/** A classifier route with a bearer key (`body` a string: sent as text/csv). */
export function api(suite: DistributedSuite, key: string, method: string, path: string, body?: unknown): Promise<Answer> {
  if (typeof body === 'string') {
    return fetch(`${suite.url}${path}`, { method, headers: { ...bearer(key), 'content-type': 'text/csv' }, body }).then(async (res) => {
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
    });
  }
  return send(method, `${suite.url}${path}`, body, bearer(key));
}

export interface VersionBody {
  version_id: string;
  status: string;
  progress: number;
  error: string | null;
  metrics: { accuracy: number; macro_f1: number; threshold: number; labels: unknown[] } | null;
}

/** Polls a version until it is `ready` or `failed`. */
export async function finished(suite: DistributedSuite, key: string, classifierId: string, versionId: string, timeoutMs = 90_000): Promise<VersionBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api(suite, key, 'GET', `/v1/classifiers/${classifierId}/versions/${versionId}`);
    const v = res.body as VersionBody;
    if (res.status === 200 && (v.status === 'ready' || v.status === 'failed')) return v;
    if (Date.now() > deadline) throw new Error(`version still ${JSON.stringify(res.body)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Creates a classifier, uploads `examples`, trains and publishes it; its id and the version's. */
export async function publishedClassifier(suite: DistributedSuite, key: string, examples = topicExamples(40)): Promise<{ id: string; versionId: string }> {
  const created = await api(suite, key, 'POST', '/v1/classifiers', { name: 'support tickets' });
  expect(created.status).toBe(201);
  const id = (created.body as { classifier_id: string }).classifier_id;
  expect((await api(suite, key, 'POST', `/v1/classifiers/${id}/examples`, { examples })).status).toBe(201);
  const queued = await api(suite, key, 'POST', `/v1/classifiers/${id}/versions`);
  expect(queued.status).toBe(202);
  const versionId = (queued.body as VersionBody).version_id;
  expect((await finished(suite, key, id, versionId)).status).toBe('ready');
  expect((await api(suite, key, 'POST', `/v1/classifiers/${id}/publish`, { version_id: versionId })).status).toBe(200);
  return { id, versionId };
}
