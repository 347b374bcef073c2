import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

const bytes = (s: string) => Buffer.from(s);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, in any field', () => {
    expect(nestsDeeperThan(bytes('{"a":[[1]]}'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":[[{}]]}'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes(`{"text":${'['.repeat(5000)}${']'.repeat(5000)}}`), 64)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes(`{"t":"${'['.repeat(100)}"}`), 2)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"t":"\\"${'{'.repeat(100)}"}`), 2)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"t":"\\\\",${'{"a":'.repeat(5)}1${'}'.repeat(5)}}`), 3)).toBe(true);
  });

  it('keeps siblings at their own depth', () => {
    expect(nestsDeeperThan(bytes(`[${'[[]],'.repeat(1000)}[]]`), 3)).toBe(false);
  });
});
