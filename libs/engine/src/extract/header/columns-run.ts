import { Ch } from '../chars.js';
import type { LineFields } from '../fields.js';
import { Kind, kindOf } from '../layout/tokens.js';
import { levelOfLetter, levelOfWord } from '../levels.js';
import { closingBracket, isDigit, skipSpaces } from '../scan.js';
import { matchTimestamp } from '../timestamp.js';
import { BRACKET_SOURCE } from './bracket.js';
import { trimmedFrom } from './shapes.js';

/**
 * Lines whose header the reader takes whole for a column it does not read: a run of angled columns, a line that is
 * one bracket whole, a bracket holding the whole header.
 * Both are read in `parseLine` only where their first and last characters say so, off the header's hot path.
 */

/**
 * A line that is a run of angled columns, `<stamp> <Level> <Subsystem> <host> … <text>`, after a lead of one mark
 * repeated (`####`): the stamp opens the run, a level word fills one of the two columns after it, the column after
 * the level is the component when it is a name, and the last column — the one the line ends with — is the message.
 * Every other column (hosts, threads, ids, empty `<>`) is header. Four columns at least; a column may nest angles
 * (`<<WLS Kernel>>`), as a column ends only where `> <` or the line's end closes it. Its format is `columns`: the
 * whole line read, which the dump's layout does not read again.
 */
export function readAngledRun(s: string): LineFields | undefined {
  let p = 0;
  const mark = s.charCodeAt(0);
  if (mark !== Ch.LessThan) {
    // a lead of one punctuation mark repeated, nothing else
    if (mark < 33 || mark > 126 || (mark >= Ch.Digit0 && mark <= Ch.Digit9) || ((mark | 32) >= 97 && (mark | 32) <= 122)) return undefined;
    while (s.charCodeAt(p) === mark && p < 8) p++;
    if (s.charCodeAt(p) !== Ch.LessThan) return undefined;
  }
  const ts = matchTimestamp(s, p + 1);
  if (!ts || s.charCodeAt(skipSpaces(s, ts.end)) !== Ch.GreaterThan) return undefined;
  const end = s.length - 1;
  const cols: number[] = []; // the start of each column after the stamp's (its `<`)
  let q = skipSpaces(s, ts.end) + 1;
  while (q < end && cols.length < 24) {
    if (s.charCodeAt(q) !== Ch.Space || s.charCodeAt(q + 1) !== Ch.LessThan) return undefined;
    cols.push(q + 1);
    const next = s.indexOf('> <', q + 2);
    q = next < 0 ? end : next + 1;
  }
  if (q !== end || cols.length < 3) return undefined;
  const col = (i: number): string => s.slice(cols[i] + 1, i + 1 < cols.length ? cols[i + 1] - 2 : end);
  const f: LineFields = { type: 'log', level: '', component: '', message: col(cols.length - 1).trim(), format: 'columns', timestamp: s.slice(p + 1, ts.end) };
  for (let i = 0; i < 2; i++) {
    const level = levelOfWord(col(i));
    if (!level) continue;
    f.level = level;
    const name = i + 2 < cols.length ? col(i + 1) : '';
    if (name !== '' && kindOf(name, 0, name.length) === Kind.Name) f.component = name;
    break;
  }
  return f;
}

/**
 * A line that is one bracket whole, a stamp opening its inside (`[ May 16 15:44:51 Executing stop method. ]`): the
 * header reading takes the bracket for a thread and leaves no message, so the text after the stamp is the message.
 */
export function readWholeBracket(s: string): LineFields | undefined {
  const close = closingBracket(s, 0);
  if (close < 0 || close !== s.trimEnd().length - 1) return undefined;
  const a = skipSpaces(s, 1);
  const ts = matchTimestamp(s, a);
  if (!ts) return undefined;
  const message = s.slice(ts.end, close).trim();
  if (message === '') return undefined;
  return { type: 'log', level: '', component: '', message, format: 'text', timestamp: s.slice(a, ts.end) };
}

/**
 * A bracket opening the line that holds the whole header, the message after it (`[ N 2023-08-11 04:31:18.6091
 * 45488/Tc src/Core/Main.cpp:519 ]: msg`), which the reader takes for a thread: inside it a level, a word or a letter,
 * then a stamp, then only numbers (`pid`, `pid/tid`) and a source location `file.ext:line`, the component as written
 * without its line. A colon after the bracket is the header's. `close` is the bracket's `]`.
 */
export function readHeaderBracket(s: string, close: number): LineFields | undefined {
  let p = skipSpaces(s, 1);
  let e = s.indexOf(' ', p);
  if (e < 0 || e >= close) return undefined;
  const word = s.slice(p, e);
  const level = levelOfLetter(word) ?? levelOfWord(word);
  if (!level) return undefined;
  const a = skipSpaces(s, e);
  const ts = matchTimestamp(s, a);
  if (!ts || ts.end > close) return undefined;
  let component = '';
  for (p = skipSpaces(s, ts.end); p < close; p = skipSpaces(s, e)) {
    e = s.indexOf(' ', p);
    if (e < 0 || e > close) e = close;
    const t = s.slice(p, e);
    if (component === '' && BRACKET_SOURCE.test(t)) component = t.slice(0, t.lastIndexOf(':'));
    else if (!isDigit(s.charCodeAt(p))) return undefined;
  }
  const m = s.charCodeAt(close + 1) === Ch.Colon ? close + 2 : close + 1;
  return { type: 'log', level, component, message: trimmedFrom(s, m), format: 'text', timestamp: s.slice(a, ts.end) };
}
