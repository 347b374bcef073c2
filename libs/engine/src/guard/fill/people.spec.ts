import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';
import { peopleCount } from '../request/people.js';

const str = (description: string) => ({ type: 'string', description });
const int = (description: string) => ({ type: 'integer', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: counts of people', () => {
  const tour = fn('book_kayak_tour', 'Book a guided kayak tour.', { tour: str('Tour name'), date: { type: 'string', format: 'date' }, paddlers: int('Number of paddlers'), party_size: int('Everyone on the booking') }, ['tour', 'date']);

  it('reads how English counts a party: of us, just me, me and others, a number of people', () => {
    expect(args('Book the Sunset Paddle kayak tour on 2027-06-01, there are 4 of us', tour)).toMatchObject({ tour: 'Sunset Paddle', date: '2027-06-01', party_size: 4 });
    expect(args('Book the Sunset Paddle kayak tour on 2027-06-01, just me', tour)).toMatchObject({ party_size: 1 });
    expect(args('Book the Sunset Paddle kayak tour on 2027-06-01 for me and 3 friends', tour)).toMatchObject({ party_size: 4 });
    expect(args('Book the Sunset Paddle kayak tour on 2027-06-01 for me and my sister', tour)).toMatchObject({ party_size: 2 });
    expect(args('Book the Sunset Paddle kayak tour on 2027-06-01 for about 12 people, 3 hours', tour)).toMatchObject({ party_size: 12 });
  });

  it('gives a parameter counting the others the count less the speaker', () => {
    const gym = fn('book_session', 'Book a climbing session.', { gym: str('Gym name'), extra_climbers: int('Extra people on the booking') }, ['gym']);
    expect(args('Book a climbing session at Riverside for me and 2 friends', gym)).toEqual({ gym: 'Riverside', extra_climbers: 2 });
    expect(args('Book a climbing session at Riverside for 5 guests', gym)).toEqual({ gym: 'Riverside', extra_climbers: 5 });
  });

  it('reads no count of people where none is said', () => {
    expect(peopleCount('me and my family are coming')).toBeNull();
    expect(peopleCount('a table for 4 at 7pm')).toMatchObject({ total: 4, withSpeaker: false });
    expect(peopleCount('remind me at 8 of the 3 dentist visits')).toBeNull();
    const room = fn('book_room', 'Book a meeting room.', { room: str('Room name'), hours: int('Length in hours') }, ['room']);
    expect(args('Book the Oak meeting room for 3 of us', room)).toEqual({ room: 'Oak' });
  });
});
