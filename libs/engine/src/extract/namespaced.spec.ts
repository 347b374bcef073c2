import { describe, expect, it } from 'vitest';
import { extract } from './extract.js';
import { namespacedLevel } from './levels.js';

// Lines invented for these tests (session 21, extract round 26): a level written inside a name, and a qualified name
// in a bracket after the level.
const one = (text: string) => extract({ text }).records[0].result;

describe('a level written in a namespace after a name', () => {
  it('reads `Ns::LEVEL`, `name#level` and `name[pid].LVL` as the level, the name before it as the component', () => {
    expect(one('2024-02-01 10:00:00 Billing::Invoice::WARNING invoice 77 is late')).toMatchObject({ level: 'warning', component: 'Billing::Invoice', message: 'invoice 77 is late' });
    expect(one('2024-02-01T10:00:00+0000 [mail.queue.Sender#critical] Unhandled Error: queue is full')).toMatchObject({ level: 'critical', component: 'mail.queue.Sender', message: 'Unhandled Error: queue is full' });
    expect(one('02/01/24 10:00:00.123456 resizer_2[4411].WRN [Img::Scale::Run:12] [Image 9 is larger than the limit]')).toMatchObject({ level: 'warning', component: 'resizer_2', pid: '4411', message: 'Image 9 is larger than the limit' });
  });

  it('does not read a file name as a level (`.err`, `.crt` written lower-case)', () => {
    expect(namespacedLevel('job.err')).toBeUndefined();
    expect(namespacedLevel('server.crt')).toBeUndefined();
    expect(namespacedLevel('worker.ERR')).toEqual({ level: 'error', end: 6 });
  });
});

describe('a qualified name in a bracket after the level', () => {
  it('is the component, and a `Name:` after it opens the message', () => {
    expect(one('3 Mar 09:12:44 - [warn] [node:sensor-7] RangeError: reading out of range')).toMatchObject({ level: 'warning', component: 'node:sensor-7', message: 'RangeError: reading out of range' });
    expect(one('2024-03-03 09:12:44 [10.0.0.5][7][-][error][shop\\cart\\Checkout:500] Payment declined')).toMatchObject({ level: 'error', component: 'shop\\cart\\Checkout:500', message: 'Payment declined' });
  });
});
