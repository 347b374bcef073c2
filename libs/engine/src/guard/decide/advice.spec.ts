import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { asksAdvice } from './advice.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 20b): a music school's tools
const s = (description: string) => ({ type: 'string', description });

const school = [
  fn('find_teachers', 'Find music teachers by instrument.', { instrument: s('Instrument, e.g. piano') }, []),
  fn('book_lesson', 'Book a lesson with a teacher.', { teacher_id: s('Teacher ID, e.g. T-120'), date: s('Date, YYYY-MM-DD') }, ['teacher_id', 'date']),
  fn('get_invoice', 'Get my invoice for a month.', { month: s('Month, YYYY-MM') }, ['month']),
];

describe('guard: questions asking for advice or an explanation (round 20b)', () => {
  it('reads a general how-to or why question as advice', () => {
    expect(asksAdvice('How do I become a piano teacher?')).toBe(true);
    expect(asksAdvice('Why is practice so important?')).toBe(true);
    expect(asksAdvice('How can you tune a guitar by ear?')).toBe(true);
  });

  it('does not when the question names a record of the asker’s, writes a value, or is more than one sentence', () => {
    expect(asksAdvice('Why was my invoice so high?')).toBe(false);
    expect(asksAdvice('Why is lesson T-120 not showing?')).toBe(false);
    expect(asksAdvice("How do you spell 'arpeggio'?")).toBe(false);
    expect(asksAdvice('How do I sign up? Book me with T-120')).toBe(false);
    expect(asksAdvice('Find me a piano teacher')).toBe(false);
  });

  it('calls no tool for a general how-to question sharing a tool’s object', () => {
    expect(guard({ request: 'How do I become a piano teacher?', tools: school }).action).toBe('ABSTAIN');
  });

  it('still calls the tool a how-to question asks for by its name’s verb', () => {
    const a = guard({ request: 'How do I find a piano teacher?', tools: school });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('find_teachers');
  });

  it('still answers a question about the asker’s own record', () => {
    const a = guard({ request: 'Why was my invoice for 2026-02 so high?', tools: school });
    expect(a.action).toBe('CALL');
    expect(a.tool).toBe('get_invoice');
  });
});
