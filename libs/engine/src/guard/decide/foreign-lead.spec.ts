import { describe, expect, it } from 'vitest';
import { stem } from '../../lexical/stem.js';
import { guard } from '../guard.js';
import { openingPhrase, openingVerb } from './name-fit.js';
import { fn } from '../spec-catalogue.js';

// catalogues shortened from the development sets (dev3 feature flags, dev4 time tracking and museums), requests written for these tests
const s = (description: string) => ({ type: 'string', description });

const flags = [
  fn('createFlag', 'Create a feature flag in a project.', { projectKey: s('Project key'), flagKey: s('Key of the new flag, e.g. new-checkout') }, ['projectKey', 'flagKey']),
  fn('getFlag', 'Get a flag and its state in each environment.', { flagKey: s('Flag key') }, ['flagKey']),
  fn('listFlags', 'List the feature flags of a project.', { projectKey: s('Project key') }, ['projectKey']),
  fn('archiveFlag', 'Archive a feature flag that is no longer used.', { flagKey: s('Flag key') }, ['flagKey']),
];

const hours = [
  fn('startTimer', 'Start tracking time on a project.', { project: s('Project name') }, ['project']),
  fn('addTimeEntry', 'Add a past time entry manually.', { project: s('Project name'), date: s('Date, YYYY-MM-DD'), hours: { type: 'number', description: 'Hours worked' } }, ['project', 'date', 'hours']),
  fn('getReport', 'Summarize tracked hours per project over a period.', { period: s('Period') }, ['period']),
];

const museum = [
  fn('buyTickets', 'Buy entry tickets for a museum.', { museumId: s('Museum identifier'), date: s('Visit date') }, ['museumId', 'date']),
  fn('getOpeningHours', "Get a museum's opening hours.", { museumId: s('Museum identifier') }, ['museumId']),
  fn('becomeMember', 'Buy an annual membership.', { tier: { type: 'string', description: 'Membership tier', enum: ['individual', 'family', 'patron'] } }, ['tier']),
];

describe('guard: a request opening with a verb the tool never uses', () => {
  it('does not call a tool that only shares a word with a request asking for an operation it does not declare', () => {
    expect(guard({ request: 'Wave a flag at the parade', tools: flags }).action).toBe('ABSTAIN');
    // the same word with the tool's own operation, or a question, still reaches it
    const a = guard({ request: 'Archive the flag old-search', tools: flags });
    expect(a.tool).toBe('archiveFlag');
  });

  it('reads a phrasal verb with a pronoun before its particle, and `log` as recording', () => {
    expect(openingVerb('Sign them up for the patron tier')).toBe(stem('register'));
    expect(openingPhrase('Sign them up for the patron tier')).toEqual([stem('sign'), stem('up')]);
    expect(openingVerb('Log 2 hours')).toBe(stem('log'));
    const m = guard({ request: 'Sign them up for the patron tier', tools: museum });
    expect(m.tool).toBe('becomeMember');
    const t = guard({ request: 'Log 2 hours on Zephyr for 2026-10-02', tools: hours });
    expect(t.action).toBe('CALL');
    expect(t.tool).toBe('addTimeEntry');
  });
});
