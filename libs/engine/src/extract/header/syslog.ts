import { Ch } from '../chars.js';
import type { LineFields } from '../fields.js';
import { levelOfSyslogSeverity, levelOfWord } from '../levels.js';
import { isDigit, isDigits, skipSpaces } from '../scan.js';
import { isComponentName, THREAD_NAME } from './shapes.js';
import { putComponent, setComponent, setLevel, wordEnd, type HeaderState } from './state.js';

/** Syslog's parts of a header: the `<PRI>`, an RFC 5424 line whole, and BSD syslog's host and `tag[pid]:`. */

const PRI = /<(\d{1,3})>/y;
/**
 * RFC 5424 after its priority: version, timestamp, host, app, procid, msgid (each `-` when absent), the
 * structured data (`-` or `[id k="v" ...]` elements, quotes may hold `]`), then the message.
 */
const RFC5424 = /([1-9]\d{0,2}) (\S+) (\S+) (\S+) (\S+) (\S+) (-|(?:\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\])+)(?: |$)/y;

const nil = (v: string): string | undefined => (v === '-' ? undefined : v);

/**
 * A syslog `<PRI>`: level and facility. True when the line is RFC 5424 and read whole; else the reader goes on
 * after the priority (BSD syslog and others).
 */
export function readPriority(s: string, st: HeaderState): boolean {
  PRI.lastIndex = st.p;
  const pri = PRI.exec(s);
  if (!pri) return false;
  setLevel(st, levelOfSyslogSeverity(Number(pri[1]) % 8));
  st.f.facility = Math.floor(Number(pri[1]) / 8);
  st.p = skipSpaces(s, PRI.lastIndex);
  RFC5424.lastIndex = st.p;
  const r = isDigit(s.charCodeAt(st.p)) ? RFC5424.exec(s) : null;
  if (!r) return false;
  rfc5424(s, st.f, r);
  return true;
}

/** The fields of an RFC 5424 line (its priority already read into `f`). */
function rfc5424(s: string, f: LineFields, r: RegExpExecArray): void {
  f.format = 'syslog';
  const stamp = nil(r[2]);
  if (stamp) f.timestamp = stamp;
  const host = nil(r[3]);
  if (host) f.host = host;
  f.component = nil(r[4]) ?? '';
  const pid = nil(r[5]);
  if (pid) f.pid = pid;
  const msgid = nil(r[6]);
  if (msgid) f.msgid = msgid;
  const sd = nil(r[7]);
  if (sd) f.structured_data = sd;
  // the message may open with a UTF-8 byte order mark (RFC 5424 §6.4)
  const m = s.slice(RFC5424.lastIndex);
  f.message = (m.charCodeAt(0) === Ch.ByteOrderMark ? m.slice(1) : m).trim();
}

/** `s[a, b)` is an RFC 3339 stamp (its `T` between date and time checked by the caller) with a zone (`Z`, `+01:00`). */
export function isRfc3339(s: string, a: number, b: number): boolean {
  if (b - a < 20) return false;
  const z = s.charCodeAt(b - 1);
  if (z === Ch.UpperZ) return true;
  // +01:00, or +0100 as journalctl's short-iso writes it
  const sign = s.charCodeAt(b - 6);
  if ((sign === Ch.Plus || sign === Ch.Hyphen) && s.charCodeAt(b - 3) === Ch.Colon) return true;
  const bare = s.charCodeAt(b - 5);
  return (bare === Ch.Plus || bare === Ch.Hyphen) && isDigits(s.slice(b - 4, b));
}

/** After a stamp: a host name, then a `tag:` or `tag[pid]:` (the BSD syslog layout with a full stamp). */
export function hostThenTag(s: string, st: HeaderState, p: number): boolean {
  const h = skipSpaces(s, p);
  const he = wordEnd(s, st, h);
  const c = s.charCodeAt(h);
  if (he === h || c === Ch.OpenBracket || s.charCodeAt(he - 1) === Ch.Colon || levelOfWord(s.slice(h, he))) return false;
  const t = skipSpaces(s, he);
  const te = wordEnd(s, st, t);
  // (a level word closed by a colon is a level, not a tag: `stamp mailer info: msg`)
  return te - t >= 2 && s.charCodeAt(te - 1) === Ch.Colon && isComponentName(s.slice(t, te - 1)) && !levelOfWord(s.slice(t, te - 1));
}

/** After a stamp: a host name, then a tag with its pid (`host snapd[977]:`; hostThenTag checked first). */
export function tagWithPid(s: string, st: HeaderState, p: number): boolean {
  const t = skipSpaces(s, wordEnd(s, st, skipSpaces(s, p)));
  const te = wordEnd(s, st, t);
  const open = s.lastIndexOf('[', te);
  return s.charCodeAt(te - 2) === Ch.CloseBracket && open > t && isDigits(s.slice(open + 1, te - 2));
}

/** BSD syslog after its stamp: the host (unless the tag comes at once), then the tag up to `: `. */
/**
 * A field between ` : ` separators right after the stamp (sudo's log file: `Jun  8 19:52:55 : dave : TTY=pts/3 ;
 * …`): one word, the user the line is about, header (in `user`), not the component; the message after the second
 * separator. `e` is the end of the lone `:`.
 */
function colonField(s: string, st: HeaderState, e: number): boolean {
  const p = skipSpaces(s, e);
  const w = wordEnd(s, st, p);
  if (w === p || s.charCodeAt(w) !== Ch.Space || s.charCodeAt(w + 1) !== Ch.Colon || s.charCodeAt(w + 2) !== Ch.Space) return false;
  st.f.user = s.slice(p, w);
  st.p = w + 3;
  return true;
}

export function readSyslogTag(s: string, st: HeaderState): void {
  const f = st.f;
  let p = skipSpaces(s, st.p);
  const e = wordEnd(s, st, p);
  const tok = s.slice(p, e);
  // a thread number against a bracketed name in the tag's place (strongSwan's `Jun 14 08:15:02 09[IKE] msg`)
  const named = isDigit(tok.charCodeAt(0)) ? THREAD_NAME.exec(tok) : null;
  if (named) {
    f.thread = named[1];
    st.hasThread = true;
    putComponent(st, named[2]);
    st.p = e;
    return;
  }
  if (tok === ':' && colonField(s, st, e)) return;
  // a `key=value` pair is no host nor tag: the pairs are the message (read as logfmt by the caller)
  if (tok.indexOf('=') > 0) {
    st.p = p;
    return;
  }
  if (tok.charCodeAt(tok.length - 1) !== Ch.Colon && tok.indexOf('[') < 0 && !levelOfWord(tok)) {
    f.host = tok;
    p = skipSpaces(s, e);
  }
  const colon = s.indexOf(': ', p);
  const end = colon < 0 && s.charCodeAt(s.length - 1) === Ch.Colon ? s.length - 1 : colon;
  if (end > p && end - p <= 64) {
    setComponent(st, tagWords(s.slice(p, end).trim(), st));
    st.p = end + 1;
    levelAfterTag(s, st);
  } else st.p = p;
}

/** A pid in brackets, or a function's name in parentheses, beside the program's name in a tag of several words. */
const TAG_PIECE = /^(?:\[\d+\]|\([\w.:]+\))$/;

/**
 * A tag of several words with a severity word first or last (`host err bigd[7639]: msg`, `pacemaker-based [1711]
 * (cib_process_request) crit: msg`): the level; the program's name the component, a bare `[pid]` its pid. Any other
 * tag is returned whole.
 */
function tagWords(tag: string, st: HeaderState): string {
  const sp = tag.indexOf(' ');
  if (sp < 0) return tag;
  const words = tag.split(/\s+/);
  const first = levelOfWord(words[0]);
  const last = first ? undefined : levelOfWord(words[words.length - 1]);
  if (!first && !last) return tag;
  const rest = first ? words.slice(1) : words.slice(0, -1);
  for (let i = 1; i < rest.length; i++) if (!TAG_PIECE.test(rest[i])) return tag;
  if (!isComponentName(rest[0].replace(/\[\d+\]$/, ''))) return tag;
  setLevel(st, first ?? last);
  for (let i = 1; i < rest.length; i++) {
    if (rest[i].charCodeAt(0) === Ch.OpenBracket && !st.hasPid) {
      st.f.pid = rest[i].slice(1, -1);
      st.hasPid = true;
    }
  }
  return rest[0];
}

/**
 * A level word in a bracket right after the tag, or after the client in parentheses (`pure-ftpd: (bob@10.0.0.7) [INFO]
 * msg`): the level, and the client (`client`) header too.
 */
function levelAfterTag(s: string, st: HeaderState): void {
  let p = skipSpaces(s, st.p);
  let client = '';
  if (s.charCodeAt(p) === Ch.OpenParen) {
    const e = wordEnd(s, st, p);
    if (s.charCodeAt(e - 1) !== Ch.CloseParen) return;
    client = s.slice(p + 1, e - 1);
    p = skipSpaces(s, e);
  }
  if (s.charCodeAt(p) !== Ch.OpenBracket) return;
  const close = s.indexOf(']', p);
  if (close < 0 || close - p > 12 || s.charCodeAt(close + 1) !== Ch.Space || !setLevel(st, levelOfWord(s.slice(p + 1, close)))) return;
  if (client !== '') st.f.client = client;
  st.p = close + 1;
}
