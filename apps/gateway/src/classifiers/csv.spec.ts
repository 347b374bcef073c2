import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and skips blank lines', () => {
    const csv = '\ufefftext,label\r\n"hello, world",greet\n"she said ""hi""",quote\n\n"two\nlines",multi\nplain,last';
    expect(parseCsv(csv)).toEqual({
      records: [
        ['text', 'label'],
        ['hello, world', 'greet'],
        ['she said "hi"', 'quote'],
        ['two\nlines', 'multi'],
        ['plain', 'last'],
      ],
    });
  });

  it('keeps empty fields and a trailing newline adds no record', () => {
    expect(parseCsv('a,b\n,x\ny,\n')).toEqual({ records: [['a', 'b'], ['', 'x'], ['y', '']] });
  });

  it('reports the line of a quote left open', () => {
    expect(parseCsv('text,label\nok,a\n"open,b\nmore')).toEqual({ unterminatedAt: 3 });
  });
});
