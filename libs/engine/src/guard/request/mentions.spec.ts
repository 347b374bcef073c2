import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { codeMentions, dateMentions, properMentions, timeMentions } from './mentions.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test: a marina's slip leases, whose lease numbers carry a year
const s = (description: string) => ({ type: 'string', description });
const marina = [
  fn('renew_lease', 'Renew a boat slip lease.', { lease_id: s('Lease number, e.g. SL-2025-0042') }, ['lease_id']),
  fn('book_haul_out', 'Book a haul-out of the boat on a date.', { lease_id: s('Lease number'), date: s('Date, YYYY-MM-DD') }, ['lease_id', 'date']),
];

describe('dateMentions', () => {
  it('reads dates written on their own', () => {
    expect(dateMentions('haul out on 2026-05-14 please').map((d) => d.text)).toEqual(['2026-05-14']);
    expect(dateMentions('the 2025-2026 season').map((d) => d.text)).toEqual(['2025-2026']);
    expect(dateMentions('from 05/14/2026 (or 2026/05/15)').map((d) => d.text)).toEqual(['05/14/2026', '2026/05/15']);
  });

  it('reads a span of years, but not a record number written in two dashed groups', () => {
    expect(dateMentions('the 2022-23 season and 2019/2020').map((d) => d.text)).toEqual(['2022-23', '2019/2020']);
    expect(dateMentions('pay $84.20 on account 5501-2231')).toEqual([]);
    expect(dateMentions('meter 7720-1185 read on 2026-03-01').map((d) => d.text)).toEqual(['2026-03-01']);
  });

  it('reads no date inside an identifier', () => {
    expect(dateMentions('renew lease SL-2026-0413')).toEqual([]);
    expect(dateMentions('invoice INV-2024-03-15 and ticket #2024/05')).toEqual([]);
    expect(dateMentions('lease SL-2026-0413 on 2026-06-01').map((d) => d.text)).toEqual(['2026-06-01']);
  });
});

describe('guard: an identifier holding a year', () => {
  it('takes the whole identifier as the value, not a date out of it', () => {
    const a = guard({ request: 'Please renew SL-2026-0413', tools: marina });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('renew_lease');
    expect(JSON.parse(a.record.arguments)).toEqual({ lease_id: 'SL-2026-0413' });
  });

  it('does not let a year inside the identifier stand for the date a tool asks', () => {
    const a = guard({ request: 'Book a haul-out for lease SL-2026-0413', tools: marina });
    expect(a.tool).toBe('book_haul_out');
    expect(a.action).toBe('CLARIFY');
    expect(a.missing_parameters).toEqual(['date']);
  });
});

describe('codeMentions', () => {
  it('reads a lower-case dotted name as one value: a domain or a package identifier', () => {
    expect(codeMentions('List the DNS records for example.com').map((c) => c.text)).toEqual(['example.com']);
    expect(codeMentions('Any crashes in com.acme.todo?').map((c) => c.text)).toEqual(['com.acme.todo']);
    expect(codeMentions('soups, e.g. minestrone, at 5 p.m. sharp')).toEqual([]);
  });

  it('reads a telephone number in spaced groups and an IPv4 address as one value each', () => {
    expect(codeMentions('How much data have I used on +1 555 201 7788?').map((c) => c.text)).toEqual(['+1 555 201 7788']);
    expect(codeMentions('his number is +44 7700 900123').map((c) => c.text)).toEqual(['+44 7700 900123']);
    expect(codeMentions('point www to 203.0.113.7').map((c) => c.text)).toEqual(['203.0.113.7']);
    expect(codeMentions('the numbers 1.5, 2.5 and 3')).toEqual([]);
  });
});


describe('timeMentions: noon and midnight', () => {
  it('reads them as 12pm and 12am after a word placing a time', () => {
    expect(timeMentions('race on 2027-04-18 at noon').map((m) => m.text)).toEqual(['12pm']);
    expect(timeMentions('back by midnight, then 9:30 tomorrow').map((m) => m.text)).toEqual(['12am', '9:30']);
    expect(timeMentions('a noon race, afternoon tea')).toEqual([]);
  });

  it('gives the time to a clock parameter', () => {
    const race = fn('book_race', 'Book a kart race.', { date: { type: 'string', format: 'date' }, time: { type: 'string', description: 'HH:MM' } }, ['date', 'time']);
    const a = guard({ request: 'book a kart race on 2027-04-18 at noon', tools: [race] });
    expect([a.action, JSON.parse(a.record.arguments)]).toEqual(['CALL', { date: '2027-04-18', time: '12:00' }]);
  });
});

describe('properMentions: a name given after called, named, titled', () => {
  it('keeps a year ending the clause in the name', () => {
    expect(properMentions('Create a spreadsheet called Budget 2027').map((m) => m.text)).toEqual(['Budget 2027']);
    expect(properMentions('a playlist named Summer 2026, please').map((m) => m.text)).toEqual(['Summer 2026']);
  });

  it('still reads a year elsewhere as a value of its own', () => {
    expect(properMentions('the Olympics 2024 results').map((m) => m.text)).toEqual(['Olympics']);
    expect(properMentions('a sheet called Budget 2027 for the team').map((m) => m.text)).toEqual(['Budget']);
  });
});
