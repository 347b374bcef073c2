import { describe, expect, it } from 'vitest';
import { splitEvents } from './split-events.js';

const heads = (text: string) => splitEvents(text).map((e) => [e.head, ...e.more]);

describe('splitEvents: line ends', () => {
  it.each([
    ['', []],
    ['\n', []],
    ['a', [['a']]],
    ['a\n', [['a']]],
    ['a\r\nb\r\n', [['a'], ['b']]],
    ['a\r\nb\r', [['a'], ['b']]],
    ['a\r\r\nb', [['a\r'], ['b']]],
    ['\r\na\n\r\n\nb', [['a'], ['b']]],
    ['x failed\r\n\tat A.b(A.java:1)\r\n\r\n\tat C.d(C.java:2)\r\n', [['x failed', '\tat A.b(A.java:1)', '', '\tat C.d(C.java:2)']]],
  ])('%j', (text, expected) => {
    expect(heads(text)).toEqual(expected);
  });
});
