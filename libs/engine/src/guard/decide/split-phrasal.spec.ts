import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { objectHead, openingPhrase, openingVerb } from './name-fit.js';
import { stem } from '../../lexical/stem.js';
import { fn } from '../spec-catalogue.js';

// a catalogue written for this test (round 32): a community swimming pool
const s = (description: string) => ({ type: 'string', description });

const pool = [
  fn('list_lessons', 'List the swimming lessons on offer.', {}, []),
  fn('enroll_lesson', 'Enroll a swimmer in a swimming lesson.', { swimmer: s('Name of the swimmer'), lesson: s('Lesson name') }, ['swimmer', 'lesson']),
  fn('get_opening_hours', 'Get the opening hours of the pool.', {}, []),
];

describe('guard: a phrasal verb written around its object (round 32)', () => {
  it('reads `sign <object> up` as `sign up`', () => {
    expect(openingVerb('sign my son up for the campout')).toBe(stem('register'));
    expect(openingVerb('sign M118230 up for intro to bouldering')).toBe(stem('register'));
    expect(openingVerb('Sign me and my brother up for the tour')).toBe(stem('register'));
    expect(openingPhrase('sign my daughter up for surf camp')).toEqual([stem('sign'), stem('up')]);
    expect(objectHead('sign my son up for the campout')).toBe('son');
  });

  it('takes no preposition for a particle, and no particle past a preposition', () => {
    expect(openingVerb('Count the words in this paragraph')).toBe(null);
    expect(openingVerb('Sign the form for the trip up front')).toBe(null);
    expect(objectHead('Ink my back on 2027-04-04')).toBe('back');
  });

  it('asks for the enrolling tool', () => {
    const a = guard({ request: 'sign my daughter up for a swimming lesson', tools: pool });
    expect(a.action).not.toBe('ABSTAIN');
    expect(a.tool).toBe('enroll_lesson');
  });
});
