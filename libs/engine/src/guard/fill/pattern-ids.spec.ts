import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const code = (description: string, pattern?: string) => ({ type: 'string', description, ...(pattern ? { pattern } : {}) });

describe('guard: an identifier its schema pattern takes, beside an example with other letters', () => {
  const cancel = fn('cancel_lesson', 'Cancel a booked lesson.', { booking_code: code('Booking code from the email, e.g. QX510277', '^[A-Z]{2}[0-9]{6}$') }, ['booking_code']);

  it('CALLs with a code whose letters differ from the example when the pattern takes it', () => {
    const a = guard({ request: 'please cancel lesson BT330918', tools: [cancel] });
    expect(a.action).toBe('CALL');
    expect(JSON.parse(a.record.arguments)).toEqual({ booking_code: 'BT330918' });
  });

  it('still refuses a code the pattern refuses', () => {
    const a = guard({ request: 'please cancel lesson BT-33', tools: [cancel] });
    expect(a.action).toBe('CLARIFY');
    expect(a.missing_parameters).toEqual(['booking_code']);
  });

  it('still reads another prefix as another kind of record when no pattern is given', () => {
    const quote = fn('accept_quote', 'Accept a quote.', { quoteId: code('Quote ID, e.g. Q-7781') }, ['quoteId']);
    const a = guard({ request: 'accept quote MV-3302', tools: [quote] });
    expect(a.action).toBe('CLARIFY');
  });
});
