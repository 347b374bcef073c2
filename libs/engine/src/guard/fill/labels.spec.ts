import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const num = (description: string) => ({ type: 'number', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a noun written right before a value labels it', () => {
  it('gives a number labelled by a text parameter to that parameter, not to the number parameter (`badge 4417 to 250`)', () => {
    const cap = fn('set_badge_cap', 'Set the monthly print cap of a staff badge.', { badge_number: str('Badge number'), cap: num('Pages per month') }, ['badge_number', 'cap']);
    expect(args('Cap printing on badge 4417 to 250 pages', cap)).toMatchObject({ badge_number: '4417', cap: 250 });
  });
  it('gives a code labelled by an optional parameter to it, not to the required one (`locker L9 on 55102`)', () => {
    const open = fn('open_locker', 'Open a gym locker.', { member_number: str('Member number'), locker_id: str('Locker, e.g. L9, when the member has more than one') }, ['member_number']);
    expect(args('open locker L9 on 55102', open)).toEqual({ member_number: '55102', locker_id: 'L9' });
  });
  it('leaves the label alone once its parameter is given (`indoor arena 2026-12-02T17:00`)', () => {
    const book = fn('book_arena', 'Book a riding arena.', { arena: { type: 'string', enum: ['indoor', 'outdoor'] }, start: str('Start, ISO 8601') }, ['arena', 'start']);
    expect(args('indoor arena 2026-12-02T17:00', book)).toEqual({ arena: 'indoor', start: '2026-12-02T17:00' });
  });
});
