import { describe, expect, it } from 'vitest';
import { checkedExample } from './classifier-examples.js';
import { unstorableTextIssues } from './storable-text.js';

describe('unstorableTextIssues', () => {
  it('names every string holding NUL or a lone surrogate, at its location, and nothing else', () => {
    const body = { email: 'a\u0000b@x.co', name: 'ok 😀 مرحبا', labels: ['fine', '\ud800', 'x\udc00y'], nested: { deep: ['\udfff\ud800'] }, n: 7, f: null };
    expect(unstorableTextIssues(body, 'body')).toEqual([
      { loc: ['body', 'email'], msg: 'email must not contain a NUL character (U+0000)', type: 'value_error' },
      { loc: ['body', 'labels', 1], msg: 'labels must not contain a lone surrogate (an unpaired \\ud800-\\udfff)', type: 'value_error' },
      { loc: ['body', 'labels', 2], msg: 'labels must not contain a lone surrogate (an unpaired \\ud800-\\udfff)', type: 'value_error' },
      { loc: ['body', 'nested', 'deep', 0], msg: 'deep must not contain a lone surrogate (an unpaired \\ud800-\\udfff)', type: 'value_error' },
    ]);
  });

  it('lets well-formed pairs (emoji, astral letters) and every other control character through', () => {
    expect(unstorableTextIssues({ a: '\ud83d\ude00', b: '\u0001\u001f\u007f\ufffe', c: '\ud800\udc00' }, 'query')).toEqual([]);
    expect(unstorableTextIssues('\u0000', 'body')).toEqual([{ loc: ['body'], msg: 'body must not contain a NUL character (U+0000)', type: 'value_error' }]);
  });
});

describe('checkedExample (uploads are read as JSON or CSV, not by the body pipe)', () => {
  it('refuses a row whose text or label holds NUL or a lone surrogate, naming the row and the field', () => {
    expect(() => checkedExample({ text: 'a\u0000b', label: 'x' }, 3)).toThrow('row 3: text must not contain a NUL character (U+0000)');
    expect(() => checkedExample({ text: 'ok', label: 'l\ud800' }, 4)).toThrow('row 4: label must not contain a lone surrogate (an unpaired \\ud800-\\udfff)');
    expect(checkedExample({ text: 'refund 😀', label: ' billing ' }, 1)).toEqual({ text: 'refund 😀', label: 'billing' });
  });
});
