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

// Lines invented for these tests (issue 19, round 20).
describe('timestamps: a date and time read piece by piece', () => {
  const stamp = (s: string) => {
    const m = matchTimestamp(s, 0);
    return m && s.slice(0, m.end);
  };

  it('takes a day, a month by name or number and an optional year in any common order, then the time', () => {
    expect(stamp('26-Sep 13:29 store-2 ready')).toBe('26-Sep 13:29');
    expect(stamp('2023-Sep-26 13:29:01 ok')).toBe('2023-Sep-26 13:29:01');
    expect(stamp('Sep-26-2023 13:29 ok')).toBe('Sep-26-2023 13:29');
    expect(stamp('26.09.23 13:29 ok')).toBe('26.09.23 13:29');
    expect(stamp('26Sep2023 13:29:01.5 ok')).toBe('26Sep2023 13:29:01.5');
    expect(stamp('26 Sep 2023 13:29 ok')).toBe('26 Sep 2023 13:29');
    expect(stamp('12/01/2023 - 12:47:13: player joined')).toBe('12/01/2023 - 12:47:13');
    expect(stamp('Sep 26, 2023 1:02:03 PM ok')).toBe('Sep 26, 2023 1:02:03 PM');
  });

  it('takes no number pair, version or address as a stamp', () => {
    for (const s of ['1.2.3 12:00 x', '10.0.0.1 12:00 x', '3 12:00 x', '2023 12:00 x', '26-Sep done', '12 items at 10:00']) expect(stamp(s)).toBeUndefined();
  });

  it('reads the stamp off the line, in one line and in a dump', () => {
    expect(one('26-Sep 13:29 store-2 volume mounted').timestamp).toBe('26-Sep 13:29');
    const lines = ['04-Mar 10:00 node-a volume mounted', '04-Mar 10:01 node-b volume full', '05-Mar 08:12 node-a volume mounted', '05-Mar 09:40 node-c disk slow'];
    for (const r of dump(lines)) expect(r[2]).not.toMatch(/^\d\d-Mar/);
  });
});

describe('timestamps: seconds since boot in a bracket', () => {
  it('takes `[91623.182372]` and a padded `[    5.123456]` after the level as the stamp', () => {
    expect(one('notice: [91623.182372] eth0: link up').message).toBe('eth0: link up');
    expect(one('WARN [    5.123456] usb 1-1: new device')).toMatchObject({ timestamp: '5.123456', message: 'usb 1-1: new device' });
  });

  it('takes no number without a fraction in a bracket (a pid, a count)', () => {
    expect(one('WARN [4242] worker stopped').timestamp).toBeUndefined();
  });
});

describe('timestamps: TAI64N labels (multilog, svlogd, s6-log)', () => {
  it('takes `@` and 24 hex digits opening with 4000000 as the stamp, in one line and in a dump', () => {
    expect(one('@4000000064159e5c22c2f148 delivery 2482: failure: host not found')).toMatchObject({ timestamp: '@4000000064159e5c22c2f148', message: 'delivery 2482: failure: host not found' });
    expect(one('@400000006546c512 starting delivery 12').timestamp).toBe('@400000006546c512');
    const lines = ['@400000006546c51220250b99 starting delivery 2242', '@4000000065010600391dc22a status: local 0/10', '@40000000655d30753b7d1fa1 new msg 4242'];
    for (const r of dump(lines)) expect(r[2]).not.toMatch(/^@4/);
  });

  it('takes no other `@` word or hex id as a stamp', () => {
    for (const s of ['@5000000064159e5c22c2f148 x', '@4000000064159e5c22c2f1 x', '@4000000064159e5c22c2f148x y', '@admin joined']) expect(matchTimestamp(s, 0)).toBeUndefined();
  });
});

// Lines invented for these tests (extract round 23).
describe('timestamps: a dot between the date and the time', () => {
  it('reads `2024-03-09.07:41:12` as one stamp and the rest as the message', () => {
    expect(matchTimestamp('2024-03-09.07:41:12 tool sync vol0', 0)?.end).toBe('2024-03-09.07:41:12'.length);
    expect(one('2024-03-09.07:41:12 tool sync vol0 /dev/sdc')).toMatchObject({ timestamp: '2024-03-09.07:41:12', message: 'tool sync vol0 /dev/sdc' });
    const lines = ['2024-03-09.07:41:12 tool sync vol0', '2024-03-09.07:45:00 tool trim vol1', '2024-03-10.11:02:33 tool sync vol2'];
    expect(dump(lines).map((r) => r[2])).toEqual(['tool sync vol0', 'tool trim vol1', 'tool sync vol2']);
  });

  it('still ends a date alone at a dot that no time follows', () => {
    expect(matchTimestamp('2024-03-09.log rotated', 0)?.end).toBe('2024-03-09'.length);
  });
});
