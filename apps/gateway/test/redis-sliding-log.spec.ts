import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, reachable } from '@svc/testkit';
import { RedisSlidingLog } from '../src/rate-limit/redis-sliding-log.js';

let redis: ChildProcess;
let log: RedisSlidingLog;
let raw: Redis;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // A Redis of this file's own (the machine's shared one is left alone).
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await reachable(url, port)); i++) await sleep(100);
  log = new RedisSlidingLog(url, pino({ level: 'silent' }));
  raw = new Redis(url);
  raw.on('error', () => undefined);
  for (let i = 0; i < 100; i++) if (await log.ping().then(() => true, () => false)) break; else await sleep(50);
});
afterAll(() => {
  log?.close();
  raw?.disconnect();
  redis?.kill('SIGKILL');
});

describe('RedisSlidingLog, the calls of one turn in one script call', () => {
  it('admits exactly the limit of a burst, in arrival order, and says what remains', async () => {
    const key = `burst-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 25 }, () => log.admit(key, 10, 1000)));
    expect(answers.map((a) => a?.allowed)).toEqual([...Array<boolean>(10).fill(true), ...Array<boolean>(15).fill(false)]);
    expect(answers.slice(0, 10).map((a) => a?.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    for (const refused of answers.slice(10)) {
      expect(refused).toMatchObject({ allowed: false, remaining: 0 });
      expect(refused!.retryAfterMs).toBeGreaterThanOrEqual(1);
      expect(refused!.retryAfterMs).toBeLessThanOrEqual(1000);
    }
  });

  it('keeps keys and windows apart within one batch', async () => {
    const a = `a-${Date.now()}`;
    const b = `b-${Date.now()}`;
    const answers = await Promise.all([log.admit(a, 1, 1000), log.admit(b, 2, 1000), log.admit(a, 1, 1000), log.admit(b, 2, 1000), log.admit(b, 2, 60_000)]);
    expect(answers.map((x) => x?.allowed)).toEqual([true, true, false, true, false]);
    expect(answers[4]!.retryAfterMs).toBeGreaterThan(1000);
  });

  it('admits again once the window has passed', async () => {
    const key = `again-${Date.now()}`;
    expect((await Promise.all([log.admit(key, 1, 300), log.admit(key, 1, 300)])).map((x) => x?.allowed)).toEqual([true, false]);
    await sleep(350);
    expect(await log.admit(key, 1, 300)).toMatchObject({ allowed: true, remaining: 0 });
  });
});

describe('RedisSlidingLog, the events of a turn on one key stored as one entry with their count', () => {
  const burst = (key: string, n: number, limit: number, windowMs: number) => Promise.all(Array.from({ length: n }, () => log.admit(key, limit, windowMs)));

  it('lets the events of a group leave the window together, and only those', async () => {
    const key = `slide-${Date.now()}`;
    expect((await burst(key, 3, 5, 600)).map((a) => a?.allowed)).toEqual([true, true, true]);
    await sleep(300);
    const second = await burst(key, 3, 5, 600);
    expect(second.map((a) => a?.allowed)).toEqual([true, true, false]);
    // the refused one fits once the first three leave, ~300 ms from now
    expect(second[2]!.retryAfterMs).toBeGreaterThan(150);
    expect(second[2]!.retryAfterMs).toBeLessThanOrEqual(320);
    await sleep(second[2]!.retryAfterMs + 30);
    // the first three left; the last two are still in the window
    const third = await burst(key, 4, 5, 600);
    expect(third.map((a) => a?.allowed)).toEqual([true, true, true, false]);
    expect(third.slice(0, 3).map((a) => a?.remaining)).toEqual([2, 1, 0]);
  });

  it('still counts what the window holds when the counter was evicted', async () => {
    const key = `evicted-${Date.now()}`;
    await burst(key, 4, 5, 5000);
    await raw.del(`svc:sw2:{${key}}:n`);
    expect((await burst(key, 2, 5, 5000)).map((a) => a?.allowed)).toEqual([true, false]);
  });

  it('says when a refused event fits by walking the groups from the oldest', async () => {
    const key = `walk-${Date.now()}`;
    const at: number[] = [];
    for (let i = 0; i < 40; i++) {
      at.push(Date.now());
      expect((await log.admit(key, 40, 10_000))?.allowed).toBe(true);
      await sleep(50);
    }
    // a lower limit (a tenant's limit lowered): 36 events must leave before the next fits (past the first 32
    // groups the script reads at a time), 2 under the old one
    const [low, near] = await Promise.all([log.admit(key, 5, 10_000), log.admit(key, 39, 10_000)]);
    expect(low).toMatchObject({ allowed: false, remaining: 0 });
    expect(near).toMatchObject({ allowed: false, remaining: 0 });
    expect(near!.retryAfterMs).toBeLessThanOrEqual(10_000);
    // the 36th event's time against the 2nd's (events ≥ 50 ms apart, so a neighbour would be off by 50 or more)
    expect(Math.abs(low!.retryAfterMs - near!.retryAfterMs - (at[35] - at[1]))).toBeLessThan(40);
  });
});

describe('RedisSlidingLog with Redis gone', () => {
  it('answers null for every event of the batch (the gateway then limits alone)', async () => {
    redis.kill('SIGKILL');
    await sleep(200);
    expect(await Promise.all([log.admit('x', 5, 1000), log.admit('y', 5, 1000)])).toEqual([null, null]);
  });
});
