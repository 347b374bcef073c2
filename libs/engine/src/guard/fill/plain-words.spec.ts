import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const answer = (request: string, tool: ReturnType<typeof fn>) => {
  const a = guard({ request, tools: [tool] });
  return { action: a.action, missing: a.missing_parameters, args: JSON.parse(a.record.arguments) as Record<string, unknown> };
};

describe('guard: a plain word is no value of a kind written otherwise', () => {
  it('takes no indefinite pronoun for a value (`somebody`, `anyone`)', () => {
    const invite = fn('invite_player', 'Invite a player to your club.', { username: str('Player to invite') }, ['username']);
    expect(answer('Invite somebody to my club', invite)).toMatchObject({ action: 'CLARIFY', missing: ['username'] });
  });

  it('takes no plain word for an e-mail address, a web address, a clock time or a reference', () => {
    const quote = fn('send_quote', 'Send a price quote to a client.', { amount: { type: 'number', description: 'Amount' }, client_email: str('Client e-mail') }, ['amount', 'client_email']);
    expect(answer('Send a quote for 300 dollars', quote)).toMatchObject({ action: 'CLARIFY', missing: ['client_email'] });
    const remind = fn('set_reminder', 'Set a reminder.', { text: str('What to be reminded of'), time: str('When, e.g. 2026-03-01T08:00') }, ['text', 'time']);
    expect(answer('Remind me to feed the cat', remind)).toMatchObject({ action: 'CLARIFY', missing: ['time'] });
    const bag = fn('add_bag', 'Add a checked bag to a booking.', { booking_ref: str('Booking reference') }, ['booking_ref']);
    expect(answer('Add a checked bag to my trip', bag)).toMatchObject({ action: 'CLARIFY', missing: ['booking_ref'] });
  });

  it('gives a time parameter a date written with its time of day', () => {
    const remind = fn('set_reminder', 'Set a reminder.', { text: str('What to be reminded of'), time: str('When, e.g. 2026-03-01T08:00') }, ['text', 'time']);
    expect(answer('Remind me to feed the cat at 2026-03-02T07:30', remind)).toMatchObject({ action: 'CALL', args: { time: '2026-03-02T07:30' } });
  });

  it("takes for a person's name no common noun after a determiner and no -ing form, but a capitalised name", () => {
    const guest = fn('add_guest', 'Add a guest to the guest list.', { guest_name: str('Name of the guest') }, ['guest_name']);
    expect(answer('Put a friend on the guest list', guest)).toMatchObject({ action: 'CLARIFY', missing: ['guest_name'] });
    expect(answer('Add to the guest list, plumber arriving', guest)).toMatchObject({ action: 'CLARIFY', missing: ['guest_name'] });
    expect(answer('Put Dana on the guest list', guest)).toMatchObject({ action: 'CALL', args: { guest_name: 'Dana' } });
  });

  it("reads the request's opening verb as no label of the value after it (`Tag ana@mail.com as vip`)", () => {
    const tag = fn('tag_contact', 'Add a tag to a contact.', { email: str('Email address'), tag: str('Tag name') }, ['email', 'tag']);
    expect(answer('Tag ana@mail.com as vip', tag)).toMatchObject({ action: 'CALL', args: { email: 'ana@mail.com', tag: 'vip' } });
  });
});
