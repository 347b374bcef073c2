import { describe, expect, it } from 'vitest';
import { extract } from './extract.js';

// Lines invented for these tests (session 20, extract round 24): readings that take the whole line's header.
const one = (text: string) => extract({ text }).records[0].result;
const dump = (lines: string[]) => extract({ text: lines.join('\n'), dump: true }).records.map((r) => [r.result.level, r.result.component, r.result.message]);

describe('a run of angled columns', () => {
  const lines = [
    '##<Mar 3, 2024 9:01:12,004 PM UTC> <Error> <Storage> <node7> <srv-a> <worker 3> <> <7f1c2a> <BX-0042> <Disk quota reached on volume v2.>',
    '##<Mar 3, 2024 9:01:13,114 PM UTC> <Notice> <Cluster> <node7> <srv-b> <<boot>> <> <9e0d11> <BX-0107> <Member srv-b joined.>',
  ];

  it('reads the level column, the name after it as the component, the last column as the message', () => {
    expect(one(lines[0])).toMatchObject({ level: 'error', component: 'Storage', message: 'Disk quota reached on volume v2.', timestamp: 'Mar 3, 2024 9:01:12,004 PM UTC' });
    expect(one(lines[1])).toMatchObject({ level: 'notice', component: 'Cluster', message: 'Member srv-b joined.' });
  });

  it('keeps that reading in a dump (the columns between are header, not the component)', () => {
    expect(dump(lines)).toEqual([
      ['error', 'Storage', 'Disk quota reached on volume v2.'],
      ['notice', 'Cluster', 'Member srv-b joined.'],
    ]);
  });

  it('leaves a line with an angled word in its message to the header reader', () => {
    expect(one('2024-03-03 21:01:12 INFO mailer: sent to <bob@example.org>')).toMatchObject({ level: 'info', component: 'mailer', message: 'sent to <bob@example.org>' });
  });
});

describe('a line that is one bracket whole', () => {
  it('reads the text after the stamp inside it as the message, never an empty one', () => {
    expect(one('[ Apr  2 10:11:12 Starting the sync method. ]')).toMatchObject({ message: 'Starting the sync method.', timestamp: 'Apr  2 10:11:12' });
    expect(dump(['[ Apr  2 10:11:12 Starting the sync method. ]', '[ Apr  2 10:11:14 Method "sync" exited with status 1. ]']).map((r) => r[2])).toEqual(['Starting the sync method.', 'Method "sync" exited with status 1.']);
  });
});

describe('a bracket holding the whole header', () => {
  it('reads the level letter, the stamp, the numbers and the source location inside it; the message after `]:`', () => {
    expect(one('[ W 2024-01-05 08:00:01.1234 812/T3 src/net/Pool.cpp:77 ]: Pool exhausted, waiting')).toMatchObject({ level: 'warning', component: 'src/net/Pool.cpp', message: 'Pool exhausted, waiting' });
    expect(one('[ C 2024-01-05 08:00:02.0001 812/Tc lib/Io.h:12 ]: Cannot open socket')).toMatchObject({ level: 'critical', component: 'lib/Io.h', message: 'Cannot open socket' });
  });

  it('leaves a bracket that holds words to the header reader', () => {
    expect(one('[ W 2024-01-05 08:00:01 pool of workers ]: busy')).not.toMatchObject({ component: 'pool' });
  });
});
