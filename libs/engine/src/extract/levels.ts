/**
 * One level vocabulary for every format (documented in libs/engine/README.md):
 * `trace` < `debug` < `info` < `notice` < `warning` < `error` < `critical`.
 * Source words map onto it case-insensitively (FATAL, CRIT, ALERT, EMERG, PANIC, SEVERE...).
 */
import { isLetter } from './scan.js';
export type Level = 'trace' | 'debug' | 'info' | 'notice' | 'warning' | 'error' | 'critical';

export const LEVELS: readonly Level[] = ['trace', 'debug', 'info', 'notice', 'warning', 'error', 'critical'];

const WORD_TABLE: Record<string, Level> = {
  trace: 'trace', trc: 'trace', trce: 'trace', trac: 'trace', finest: 'trace', finer: 'trace', verbose: 'trace', vrb: 'trace', verb: 'trace',
  // winston's and npmlog's lowest level (npm's levels: error, warn, info, http, verbose, debug, silly)
  silly: 'trace',
  debug: 'debug', dbg: 'debug', debg: 'debug', dbug: 'debug', debu: 'debug', fine: 'debug',
  info: 'info', inf: 'info', information: 'info', informational: 'info', infos: 'info',
  notice: 'notice', ntc: 'notice', note: 'notice',
  warn: 'warning', warning: 'warning', wrn: 'warning', wrng: 'warning', warnings: 'warning',
  error: 'error', err: 'error', eror: 'error', erro: 'error', severe: 'error', errors: 'error',
  critical: 'critical', crit: 'critical', crt: 'critical', fatal: 'critical', ftl: 'critical', alert: 'critical',
  emerg: 'critical', emergency: 'critical', panic: 'critical', dpanic: 'critical', fata: 'critical', pani: 'critical',
};

const WORDS = new Map<string, Level>(Object.entries(WORD_TABLE));
/** Level words as they are usually written (lower, upper, capitalized): found without lower-casing. */
const SPELLINGS = new Map<string, Level>();
for (const [w, l] of WORDS) {
  SPELLINGS.set(w, l);
  SPELLINGS.set(w.toUpperCase(), l);
  SPELLINGS.set(w[0].toUpperCase() + w.slice(1), l);
}
/** Words that are a level only as written upper-case: PostgreSQL's `LOG:` (its info level). */
SPELLINGS.set('LOG', 'info');
/** .NET's console logger writes its error level `fail:` (with `trce`, `dbug`, `info`, `warn`, `crit`): lower-case only. */
SPELLINGS.set('fail', 'error');
/**
 * The lengths of the level words by first letter, either case, as bits (a cheap refusal for everything
 * else: `instance` starts like `info` but no level word of 8 letters starts with `i`).
 */
const LENGTHS = new Uint16Array(128);
for (const w of SPELLINGS.keys()) LENGTHS[w.charCodeAt(0)] |= 1 << w.length;

/** Single-letter levels (Android logcat, klog, glog); only trusted where the format puts a letter there. */
const LETTERS: Record<string, Level> = { V: 'trace', T: 'trace', D: 'debug', I: 'info', N: 'notice', W: 'warning', E: 'error', F: 'critical', A: 'critical', C: 'critical' };

/** Syslog severities 0..7 (RFC 5424) onto the vocabulary. */
const SYSLOG: readonly Level[] = ['critical', 'critical', 'critical', 'error', 'warning', 'notice', 'info', 'debug'];

/** The level a word names, or undefined (`WARN`, `[error]`, `Warning:` all work; letters do not). */
export function levelOfWord(word: string): Level | undefined {
  const n = word.length;
  if (n < 3 || n > 13) return undefined;
  const c = word.charCodeAt(0);
  if (c >= 128 || (LENGTHS[c] & (1 << n)) === 0) return undefined;
  return SPELLINGS.get(word) ?? WORDS.get(word.toLowerCase());
}

export function levelOfLetter(letter: string): Level | undefined {
  return letter.length === 1 ? LETTERS[letter] : undefined;
}

export function levelOfSyslogSeverity(n: number): Level {
  return SYSLOG[Math.max(0, Math.min(7, n))];
}

/** Numeric levels of pino/bunyan: 10 trace, 20 debug, 30 info, 40 warn, 50 error, 60 fatal. */
export function levelOfNumber(n: number): Level | undefined {
  if (n >= 60) return 'critical';
  if (n >= 50) return 'error';
  if (n >= 40) return 'warning';
  if (n >= 30) return 'info';
  if (n >= 20) return 'debug';
  if (n >= 10) return 'trace';
  return undefined;
}

/** Any level spelling (word, letter, number) onto the vocabulary. */
export function normalizeLevel(value: unknown): Level | undefined {
  if (typeof value === 'number') return levelOfNumber(value);
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return levelOfWord(v) ?? levelOfLetter(v.toUpperCase()) ?? (/^\d+$/.test(v) ? levelOfNumber(Number(v)) : undefined);
}

/**
 * A level written in a namespace after a name (`Filter::WARNING`, `tcp.Port#critical`, `worker[42].INF`): the level and
 * where the name ends; undefined when the token holds none. After a `.` the level is written upper-case (`job.err` and
 * `server.crt` are files).
 */
export function namespacedLevel(t: string): { level: Level; end: number } | undefined {
  const n = t.length;
  if (n < 5 || !isLetter(t.charCodeAt(n - 1))) return undefined;
  for (let i = n - 4; i > 0 && i >= n - 14; i--) {
    const c = t.charCodeAt(i);
    if (c !== 35 && c !== 46 && c !== 58) {
      if (isLetter(c)) continue;
      return undefined;
    }
    const word = t.slice(i + 1);
    const level = levelOfWord(word);
    if (!level || (c === 46 && word !== word.toUpperCase())) return undefined;
    const end = c === 58 && t.charCodeAt(i - 1) === 58 ? i - 1 : i;
    return c === 58 && end === i ? undefined : { level, end };
  }
  return undefined;
}
