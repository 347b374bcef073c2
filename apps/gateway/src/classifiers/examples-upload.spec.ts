import { describe, expect, it } from 'vitest';
import { SvcError } from '@svc/errors';
import { examplesOf, slices } from './examples-upload.js';

const refusal = (body: unknown) => {
  try {
    examplesOf(body);
  } catch (error) {
    return error instanceof SvcError ? [error.status, error.detail] : error;
  }
  return 'accepted';
};

describe('an upload of examples', () => {
  it('reads CSV by its header (any column order, extra columns ignored) and JSON', () => {
    expect(examplesOf('id,label,text\n1,greet,"hi, there"\n2, bye ,ciao')).toEqual([
      { text: 'hi, there', label: 'greet' },
      { text: 'ciao', label: 'bye' },
    ]);
    expect(examplesOf({ examples: [{ text: 'x', label: 'y' }] })).toEqual([{ text: 'x', label: 'y' }]);
  });

  it('names the bad row', () => {
    expect(refusal('text,label\nok,a\n,b')).toEqual([422, 'row 2: text must be a non-empty string']);
    expect(refusal({ examples: [{ text: 'a', label: 'b' }, { text: 'é'.repeat(40_000), label: 'c' }] })).toEqual([422, 'row 2: text exceeds 64 KiB']);
    expect(refusal({ examples: [{ text: 'a', label: 'x'.repeat(101) }] })).toEqual([422, 'row 1: label must be a non-empty string of at most 100 characters']);
    expect(refusal('txt,lbl\na,b')).toEqual([422, "the csv's first line must name the columns 'text' and 'label'"]);
    expect(refusal({ examples: [] })).toEqual([422, 'the upload holds no examples']);
  });

  it('is cut into slices that each fit one message, rows numbered across them', () => {
    const many = Array.from({ length: 4_500 }, (_, i) => ({ text: `text ${i}`, label: 'l' }));
    expect(slices(many).map((s) => [s.firstRow, s.examples.length])).toEqual([[1, 2000], [2001, 2000], [4001, 500]]);
    const big = Array.from({ length: 30 }, () => ({ text: 'x'.repeat(60_000), label: 'l' }));
    expect(slices(big).every((s) => s.examples.length * 120_000 <= 700_000 + 120_000)).toBe(true);
  });
});
