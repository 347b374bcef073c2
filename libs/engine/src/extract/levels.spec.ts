import { describe, expect, it } from 'vitest';
import { levelOfWord, LEVELS } from './levels.js';

describe('levelOfWord', () => {
  it('reads every spelling of a level word, in any case', () => {
    const cases: Array<[string, string]> = [
      ['INFO', 'info'], ['Informational', 'info'], ['informational', 'info'], ['wArN', 'warning'], ['WARNINGS', 'warning'],
      ['Err', 'error'], ['SEVERE', 'error'], ['Fatal', 'critical'], ['EMERGENCY', 'critical'], ['dPanic', 'critical'], ['Finest', 'trace'], ['silly', 'trace'], ['SILLY', 'trace'],
    ];
    for (const [word, level] of cases) expect(levelOfWord(word), word).toBe(level);
  });

  it('refuses words that only start like one (same letter, other length) and words that are not levels', () => {
    for (const word of ['instance', 'In', 'infor', 'errorneous', 'Warned', 'debugger', 'note:', 'Panicked', 'crits', 'x', '', 'INFO '.repeat(3)]) {
      expect(levelOfWord(word), word).toBeUndefined();
    }
  });

  it('answers only levels of the vocabulary', () => {
    for (const word of ['trace', 'dbg', 'ntc', 'wrng', 'eror', 'crt', 'alert']) expect(LEVELS).toContain(levelOfWord(word));
  });
});
