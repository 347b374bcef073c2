import { describe, expect, it } from 'vitest';
import { extract } from './extract.js';
import { matchTimestamp } from './timestamp.js';

// Lines invented for these tests (issue 19, round 19).
const one = (text: string) => extract({ text }).records[0].result;
const dump = (lines: string[]) => extract({ text: lines.join('\n'), dump: true }).records.map((r) => [r.result.level, r.result.component, r.result.message]);

describe('timestamps: a 12-hour clock', () => {
  it('takes AM/PM as a piece of the time, not a word after it', () => {
    const s = '11/02/2024 09:15:44 AM  Relay: queue flushed';
    expect(matchTimestamp(s, 0)?.end).toBe('11/02/2024 09:15:44 AM'.length);
    expect(matchTimestamp('3:04:05 pm ok', 0)?.end).toBe('3:04:05 pm'.length);
    // a word that only opens with the letters is the message's
    expect(matchTimestamp('10:00:00 AMQP up', 0)?.end).toBe('10:00:00'.length);
  });

  it('reads the name after a 12-hour stamp as the component, in one line and in a dump', () => {
    expect(one('11/02/2024 09:15:44 PM  Relay: queue flushed')).toMatchObject({ component: 'Relay', message: 'queue flushed' });
    const lines = [
      '11/02/2024 09:15:44 PM  Relay: queue flushed',
      '11/02/2024 09:16:01 AM  Indexer: 40 documents updated',
      '11/02/2024 09:16:30 PM  Relay: peer mx2 is slow',
      '11/02/2024 09:17:12 AM  Backup: volume 3 copied',
    ];
    for (const r of dump(lines)) expect(r[1]).not.toMatch(/^(?:AM|PM)$/);
    expect(dump(lines)[1].slice(1)).toEqual(['Indexer', '40 documents updated']);
  });
});

describe('timestamps: a month written upper-case', () => {
  it('reads `26-NOV-2024 10:00:00` as one stamp', () => {
    expect(matchTimestamp('26-NOV-2024 10:00:00 * ping * 0', 0)?.end).toBe('26-NOV-2024 10:00:00'.length);
    expect(matchTimestamp('26-Nov-2024 10:00:00 ok', 0)?.end).toBe('26-Nov-2024 10:00:00'.length);
  });
});
