import { spawn, type ChildProcess } from 'node:child_process';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, reachable } from '@svc/testkit';
import { RedisSlidingLog } from '../src/rate-limit/redis-sliding-log.js';

let redis: ChildProcess;
let log: RedisSlidingLog;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // A Redis of this file's own (the machine's shared one is left alone).
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await reachable(url, port)); i++) await sleep(100);
  log = new RedisSlidingLog(url, pino({ level: 'silent' }));
  for (let i = 0; i < 100; i++) if (await log.ping().then(() => true, () => false)) break; else await sleep(50);
});
afterAll(() => {
  log?.close();
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

describe('RedisSlidingLog with Redis gone', () => {
  it('answers null for every event of the batch (the gateway then limits alone)', async () => {
    redis.kill('SIGKILL');
    await sleep(200);
    expect(await Promise.all([log.admit('x', 5, 1000), log.admit('y', 5, 1000)])).toEqual([null, null]);
  });
});
