import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, freePort, post, reachable, type Answer } from '@svc/testkit';

const LIMIT = 20;
const THROTTLE = 10;
let suite: DistributedSuite;
let replica: string;
let redis: ChildProcess;
let redisUrl: string;

const extract = (base: string, key: string) => post(`${base}/v1/models/svc-small-json/extract`, { text: 'ERROR [db] connection refused' }, bearer(key));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // A Redis of this suite's own, so stopping it leaves the machine's shared one alone.
  const port = await freePort();
  redisUrl = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await reachable(redisUrl, port)); i++) await sleep(100);
  suite = await DistributedSuite.start({ env: { REDIS_URL: redisUrl, SVC_RATE_LIMIT: String(LIMIT), SVC_AUTH_THROTTLE_PER_MINUTE: String(THROTTLE) } });
  replica = await suite.startGatewayReplica();
});
afterAll(async () => {
  redis?.kill('SIGKILL');
  await suite?.stop();
});

interface Timed {
  /** When the call was sent and when its answer came: the limiter decided in between. */
  sent: number;
  answered: number;
  answer: Answer;
}

/** Sends `perSecond` calls a second for `seconds`, alternating between the gateways. */
async function paced(bases: string[], key: string, perSecond: number, seconds: number): Promise<Timed[]> {
  const calls: Array<Promise<Timed>> = [];
  const start = performance.now();
  for (let i = 0; i < perSecond * seconds; i++) {
    const due = start + (i * 1000) / perSecond;
    while (performance.now() < due) await sleep(Math.max(due - performance.now(), 0));
    const sent = performance.now();
    calls.push(extract(bases[i % bases.length], key).then((answer) => ({ sent, answered: performance.now(), answer })));
  }
  return Promise.all(calls);
}

describe('the rate limit across two gateways sharing Redis', () => {
  it('at three times the limit, no second anywhere admits more than the limit', async () => {
    const { apiKey } = await suite.createTenant({ included_pool: 10_000 });
    const calls = await paced([suite.url, replica], apiKey, 3 * LIMIT, 3);
    const admitted = calls.filter((c) => c.answer.status === 200);
    const refused = calls.filter((c) => c.answer.status === 429).map((c) => c.answer);
    expect(admitted.length + refused.length).toBe(calls.length);
    // The calls surely decided within [s, s + 1 s): sent at or after s and answered before its end. No tolerance
    // is needed for network time this way (a fixed window's edge burst is decided within a few ms, so it shows).
    const busiest = Math.max(...admitted.map(({ sent: s }) => admitted.filter((c) => c.sent >= s && c.answered < s + 1000).length));
    expect(busiest).toBeLessThanOrEqual(LIMIT);
    // Not refusing more than it should either: about the limit each second, both gateways counting together.
    expect(admitted.length).toBeGreaterThanOrEqual(3 * LIMIT - 8);
    expect(admitted.length).toBeLessThanOrEqual(3 * LIMIT + 4);
    for (const answer of refused) {
      expect(answer.body).toEqual({ detail: 'rate limited' });
      expect(answer.headers.get('x-svc-ratelimit-limit')).toBe(String(LIMIT));
      expect(answer.headers.get('x-svc-ratelimit-remaining')).toBe('0');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('with Redis unreachable', () => {
  beforeAll(async () => {
    redis.kill('SIGKILL');
    // Each gateway must have heard the other's beat (it logs the count it sees).
    for (let i = 0; i < 100 && suite.logs.filter((l) => l.includes('"gateways":2')).length < 2; i++) await sleep(100);
    expect(suite.logs.filter((l) => l.includes('"gateways":2')).length).toBeGreaterThanOrEqual(2);
  });

  it('each gateway keeps limiting at its share of the limit, so together they admit no more than the limit', async () => {
    const { apiKey } = await suite.createTenant({ included_pool: 10_000 });
    const answers = await Promise.all([suite.url, replica].flatMap((base) => Array.from({ length: 3 * LIMIT }, () => extract(base, apiKey).then((a) => ({ base, a })))));
    const admitted = answers.filter((x) => x.a.status === 200);
    expect(answers.filter((x) => x.a.status !== 200).every((x) => x.a.status === 429 && (x.a.body as { detail: unknown }).detail === 'rate limited')).toBe(true);
    expect(admitted.filter((x) => x.base === suite.url).length).toBe(LIMIT / 2);
    expect(admitted.filter((x) => x.base === replica).length).toBe(LIMIT / 2);
    expect(suite.logs.some((l) => l.includes('counter store unreachable'))).toBe(true);
  });

  it('the auth throttle keeps refusing wrong logins', async () => {
    const statuses = [];
    for (let i = 0; i < 15; i++) {
      const res = await post(`${suite.url}/auth/login`, { email: 'nobody@example.com', password: `guess ${i}` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({ detail: 'too many requests' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(50);
      }
    }
    expect(statuses).toEqual([...Array<number>(THROTTLE / 2).fill(401), ...Array<number>(15 - THROTTLE / 2).fill(429)]);
  });
});
