import { describe, expect, it } from 'vitest';
import { shapeCopy, shapeEquals, shapeHash } from './message-shape.js';
import { maskMessage } from './template.js';
import { mineTemplates } from './template-merge.js';

function shapeOf(s: string): string {
  shapeHash(s, s.length);
  return String.fromCharCode(...shapeCopy());
}

// Characters the masker treats specially, and some it does not.
const ALPHABET = ['0', '7', '1', 'a', 'Z', 'k', '.', '.', '-', '_', ' ', ' ', '\t', '=', ':', ',', ';', '(', ')', '[', ']', '"', "'", '/', '@', '<', '>', '|', '#', '*', '<*>', 'ms', 'KB', 'Dec', 'Sun', '://', '\u00a0', 'é'];

function randomMessage(rand: () => number): string {
  let s = '';
  const n = 1 + Math.floor(rand() * 24);
  for (let i = 0; i < n; i++) s += ALPHABET[Math.floor(rand() * ALPHABET.length)];
  return s;
}

/** Rewrites every digit run with other digits of another length (the shape must not change). */
function redigit(s: string, rand: () => number): string {
  return s.replace(/\d+/g, () => String(Math.floor(rand() * 10 ** (1 + Math.floor(rand() * 6)))));
}

function lcg(seed: number): () => number {
  let x = seed;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

describe('message shape', () => {
  it('writes a part holding a digit as 0 and keeps its final dots, delimiters and other parts', () => {
    expect(shapeOf('blk_-695229 size 67108864.')).toBe('0 size 0.');
    expect(shapeOf('v1.2.. at /a/b12:80 (x9*y)')).toBe('0.. at /a/0:0 (x0*y)');
    expect(shapeOf('no digits, here')).toBe('no digits, here');
  });

  it('tells shapes apart and finds equal ones', () => {
    shapeHash('id=12 ok', 8);
    const kept = shapeCopy();
    shapeHash('id=4 ok', 7);
    expect(shapeEquals(kept)).toBe(true);
    shapeHash('id=4 ko', 7);
    expect(shapeEquals(kept)).toBe(false);
    shapeHash('id=4 ok.', 8);
    expect(shapeEquals(kept)).toBe(false);
  });

  it('gives messages of one shape one masked form (random messages)', () => {
    const rand = lcg(42);
    for (let i = 0; i < 5000; i++) {
      const m = randomMessage(rand);
      const other = redigit(m, rand);
      expect(shapeOf(other)).toBe(shapeOf(m));
      expect(maskMessage(other), JSON.stringify([m, other])).toBe(maskMessage(m));
    }
  });

  it('mines a batch as it mines the batch with its digits rewritten (memo hits and misses alike)', () => {
    const rand = lcg(7);
    const messages: string[] = [];
    for (let i = 0; i < 400; i++) {
      const m = randomMessage(rand);
      messages.push(m, redigit(m, rand), `${m}\nsecond line 12`);
    }
    const mined = mineTemplates(messages);
    expect(mineTemplates(messages.map((m) => redigit(m, rand)))).toEqual(mined);
    // each message mined alone is its masked form (the memo adds nothing to a batch of one)
    for (let i = 0; i < 60; i++) expect(mineTemplates([messages[i]])[0]).toBe(maskMessage(messages[i].split('\n')[0]));
  });
});
