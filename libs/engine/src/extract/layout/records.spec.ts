import { describe, expect, it } from 'vitest';
import { extract } from '../extract.js';
import type { LineFields } from '../fields.js';
import { batchRecords } from './records.js';

// Lines invented for these tests (issue 19, round 19): delimited records typed by column across a dump.
const dump = (lines: string[]) => extract({ text: lines.join('\n'), dump: true }).records.map((r) => [r.result.level, r.result.component, r.result.message]);

describe('delimited records typed by column', () => {
  it('reads the free-text column as the message where it stands, before a logger and a thread column', () => {
    const lines = [
      '2024-04-02 09:00:01,100 | INFO  | Cache warmed with 300 entries | com.shop.cache.Warmer | main',
      '2024-04-02 09:00:02,100 | WARN  | Slow query took 900 ms on orders | com.shop.db.QueryLog | pool-2',
      '2024-04-02 09:00:03,100 | ERROR | Payment provider unreachable: timeout | com.shop.pay.Client | http-7',
      '2024-04-02 09:00:04,100 | INFO  | Order 55 placed by user 12 | com.shop.orders.Service | http-3',
      '2024-04-02 09:00:05,100 | DEBUG | Session 9 renewed | com.shop.web.Sessions | http-1',
    ];
    const got = dump(lines);
    expect(got[1]).toEqual(['warning', 'com.shop.db.QueryLog', 'Slow query took 900 ms on orders']);
    expect(got[2]).toEqual(['error', 'com.shop.pay.Client', 'Payment provider unreachable: timeout']);
  });

  it('takes the quotes off tab-separated fields and names the line by its column of names', () => {
    const lines = [
      '"SYNC"\t101\t"2024-04-02 09:00:01"\t"10.1.0.7"\t"pulled 40 items from upstream"',
      '"FETCH"\t102\t"2024-04-02 09:00:02"\t"10.1.0.8"\t"got "index.json" in 12 ms"',
      '"SYNC"\t103\t"2024-04-02 09:00:03"\t"10.1.0.7"\t"pushed 3 items to upstream"',
      '"PRUNE"\t104\t"2024-04-02 09:00:04"\t"10.1.0.9"\t"removed 7 stale entries"',
      '"FETCH"\t105\t"2024-04-02 09:00:05"\t"10.1.0.8"\t"cache hit for feed 4"',
    ];
    const got = dump(lines);
    expect(got[1].slice(1)).toEqual(['FETCH', 'got "index.json" in 12 ms']);
    expect(got[3].slice(1)).toEqual(['PRUNE', 'removed 7 stale entries']);
  });

  it('reads a row that leaves optional columns out: its last field is the message', () => {
    const lines = [
      '"SYNC"\t101\t"2024-04-02 09:00:01"\t"10.1.0.7"\t"pulled 40 items from upstream"',
      '"FETCH"\t102\t"2024-04-02 09:00:02"\t"10.1.0.8"\t"got "index.json" in 12 ms"',
      '"SYSTEM"\t103\t"2024-04-02 09:00:03"\t"Scheduler - next run at 10:00"',
      '"PRUNE"\t104\t"2024-04-02 09:00:04"\t"10.1.0.9"\t"removed 7 stale entries"',
      '"FETCH"\t105\t"2024-04-02 09:00:05"\t"10.1.0.8"\t"cache hit for feed 4"',
    ];
    expect(dump(lines)[2].slice(1)).toEqual(['SYSTEM', 'Scheduler - next run at 10:00']);
  });

  it('leaves a table alone that has no stamp column', () => {
    const heads = ['a | b | c | d e f g', 'a | x | c | h i j k', 'a | b | y | l m n o', 'a | z | c | p q r s'];
    const fields: LineFields[] = heads.map((h) => ({ type: 'log', level: '', component: '', message: h, format: 'text' }));
    batchRecords(heads, fields);
    expect(fields.map((f) => f.message)).toEqual(heads);
  });

  it('reads one line as a batch of one', () => {
    const one = (text: string) => extract({ text }).records[0].result;
    expect(one('2024-04-02 09:00:02,100 | WARN  | Slow query took 900 ms on orders | com.shop.db.QueryLog | pool-2')).toMatchObject({
      level: 'warning',
      component: 'com.shop.db.QueryLog',
      message: 'Slow query took 900 ms on orders',
    });
    expect(one('"FETCH"\t102\t"2024-04-02 09:00:02"\t"10.1.0.8"\t"got "index.json" in 12 ms"')).toMatchObject({ component: 'FETCH', message: 'got "index.json" in 12 ms' });
  });

  it('reads as the message the column of the most plain words, not a thread or bundle column of many tokens (round 25)', () => {
    const one = (text: string) => extract({ text }).records[0].result;
    expect(one('2024-04-02T09:00:02,100 | INFO  | Pool (pool-1) thread #2 - q://in | Worker | 7 - org.shop.core - 2.1.0 | Processing order file from inbox')).toMatchObject({
      level: 'info',
      component: 'Worker',
      message: 'Processing order file from inbox',
    });
    expect(one('2024-04-02T09:00:03,100 | DEBUG | Config Updater | AdminImpl | 5 - org.shop.config - 1.9.2 | Updating configuration com.shop.orders')).toMatchObject({
      component: 'AdminImpl',
      message: 'Updating configuration com.shop.orders',
    });
  });
});
