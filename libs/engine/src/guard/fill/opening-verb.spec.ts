import { describe, expect, it } from 'vitest';
import { guard } from '../guard.js';
import { fn } from '../spec-catalogue.js';

const str = (description: string) => ({ type: 'string', description });
const args = (request: string, tool: ReturnType<typeof fn>) => JSON.parse(guard({ request, tools: [tool] }).record.arguments) as Record<string, unknown>;

describe('guard: the operation opening a request is no part of the name after it', () => {
  const register = fn('register_runner', 'Sign a runner up for a race.', { race_id: str('Race ID, e.g. RC-12'), runner_name: str('Full name of the runner') }, ['race_id', 'runner_name']);

  it('drops an opening word of the tool name from the name', () => {
    const unfollow = fn('unfollow', 'Stop following an account.', { account_name: str('Name of the account') }, ['account_name']);
    expect(args('Unfollow Marta Ruiz', unfollow)).toEqual({ account_name: 'Marta Ruiz' });
  });

  it('drops an opening word of the tool description from the name', () => {
    expect(args('Sign Tomas Berg up for RC-40', register)).toEqual({ race_id: 'RC-40', runner_name: 'Tomas Berg' });
  });

  it('keeps a name opening the request whose first word is no word of the tool', () => {
    expect(args('Tomas Berg wants to run RC-40, sign him up', register)).toEqual({ race_id: 'RC-40', runner_name: 'Tomas Berg' });
  });
});
