import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DistributedSuite, post, postOversized } from '@svc/testkit';

// The gateway's body limit (SVC_BODY_LIMIT_BYTES' default): every body under it must be answerable, whatever
// NATS's max_payload (this machine's server runs with its default of 1 MB).
const BODY_LIMIT = 1_048_576;
let suite: DistributedSuite;
let key: string;

const call = (method: string, body: string) => post(`${suite.url}/v1/models/svc-small-json/${method}`, body, bearer(key));

/** A JSON body of `fields` plus a `text` of short log lines, as close under `size` bytes as whole lines allow. */
function bodyOfLines(size: number, fields: Record<string, unknown> = {}): { body: string; lines: number } {
  const head = JSON.stringify({ ...fields, text: '' }).slice(0, -2);
  const line = (i: number) => `2026-11-22 10:00:01 ERROR [db] connection ${i} refused\\n`;
  const parts: string[] = [];
  let length = head.length + 2;
  for (let i = 0; length + line(i).length <= size - 100; i++) {
    parts.push(line(i));
    length += line(i).length;
  }
  return { body: `${head}${parts.join('')}"}`, lines: parts.length };
}

beforeAll(async () => {
  suite = await DistributedSuite.start({ env: { SVC_RATE_LIMIT: '1000' } });
  key = (await suite.createTenant({ included_pool: 100 })).apiKey;
});
afterAll(async () => {
  await suite?.stop();
});

describe('bodies at the gateway limit, over the bus in distributed mode', () => {
  it('reads the NATS server max_payload at start and says bodies over it go in chunks', () => {
    expect(suite.logs.some((l) => l.includes('gateway ready') && /"maxPayload":\d+/.test(l))).toBe(true);
  });

  it('a body within 100 bytes of the limit is answered', async () => {
    const text = 'disk full '.repeat(Math.floor((BODY_LIMIT - 200) / 10));
    const body = JSON.stringify({ text: text + 'x'.repeat(BODY_LIMIT - 100 - JSON.stringify({ text }).length) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(BODY_LIMIT - 101);
    const res = await call('grade', body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { action: 'grade' } });
  });

  it('~1 MB of short log lines to extract answers, as one record or as a dump of one record per line (a reply of many MB)', async () => {
    const single = bodyOfLines(BODY_LIMIT);
    expect(single.body.length).toBeGreaterThan(BODY_LIMIT - 200);
    const one = await call('extract', single.body);
    expect(one.status).toBe(200);
    expect((one.body as { records: unknown[] }).records).toHaveLength(1);
    const { body, lines } = bodyOfLines(BODY_LIMIT, { dump: true });
    const dump = await call('extract', body);
    expect(dump.status).toBe(200);
    expect((dump.body as { records: unknown[] }).records).toHaveLength(lines);
    expect(JSON.stringify(dump.body).length).toBeGreaterThan(2 * BODY_LIMIT);
  });

  it('~1 MB of short log lines to structure answers (a reply over 1 MB)', async () => {
    const res = await call('structure', bodyOfLines(BODY_LIMIT, { schema: 'log_events' }).body);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body).length).toBeGreaterThan(BODY_LIMIT);
  });

  it('one byte over the limit is 413 body too large', async () => {
    const res = await postOversized(`${suite.url}/v1/models/svc-small-json/grade`, JSON.stringify({ text: 'x'.repeat(BODY_LIMIT) }), bearer(key));
    expect(res).toMatchObject({ status: 413, body: { detail: 'body too large' } });
  });
});
