import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: a year for a parameter named for a year', () => {
  const records = fn('request_record', 'Request a copy of a registry record.', { fullName: str('Full name on the record'), approximateYear: { type: 'integer', description: 'If the exact date is unknown', minimum: 1900, maximum: 2026 } }, ['fullName']);

  it('gives a year written alone to an optional parameter one of whose name words is year', () => {
    expect(args('I need a copy of my registry record, I was registered as Claire Dubois around 1994', records)).toEqual({ fullName: 'Claire Dubois', approximateYear: 1994 });
    const obit = fn('find_obituary', 'Search obituaries.', { name: str('Name of the deceased'), year_of_death: { type: 'integer', minimum: 1990, maximum: 2030 } }, ['name']);
    expect(args('find the obituary of Harold Wyczynski, died 2025', obit)).toEqual({ name: 'Harold Wyczynski', year_of_death: 2025 });
  });

  it('gives no year to a length counted in years', () => {
    const loan = fn('quote_loan', 'Quote a loan.', { amount: { type: 'number', description: 'Loan amount' }, term_years: { type: 'integer', description: 'Term' } }, ['amount']);
    expect(args('quote a loan of $20000 for my 2024 car', loan)).toEqual({ amount: 20000 });
  });
});

describe('guard: people counted by the noun of the tool\'s activity', () => {
  const lesson = fn('book_lesson', 'Book a surf lesson.', { date: { type: 'string', format: 'date' }, surfers: { type: 'integer', minimum: 1, maximum: 6 } }, ['date']);

  it('counts the people doing the tool\'s activity for a plural agent noun of its verb', () => {
    expect(args('book a surf lesson on 2027-07-12 for 4 people', lesson)).toEqual({ date: '2027-07-12', surfers: 4 });
    expect(args('book a surf lesson on 2027-07-12 for me and my husband', lesson)).toEqual({ date: '2027-07-12', surfers: 2 });
  });

  it('reads no people for an agent noun of another verb', () => {
    const print = fn('print_labels', 'Print shipping labels.', { date: { type: 'string', format: 'date' }, stickers: { type: 'integer' } }, ['date']);
    expect(args('print shipping labels on 2027-07-12, for me and my husband', print)).toEqual({ date: '2027-07-12' });
  });
});
