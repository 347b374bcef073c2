import { Ch } from '../chars.js';
import type { LineFields } from '../fields.js';
import { levelOfWord, type Level } from '../levels.js';
import { tokenEnd } from '../scan.js';

/**
 * What the header reader knows of the line it is reading. One instance serves every line: the reader is
 * synchronous and never re-entered, and `startLine` resets every field before a line is read, so no object
 * is allocated per line (dump mode reads some 600k lines a second through here).
 */
export interface HeaderState {
  /** The fields being filled (the caller's object, returned to it). */
  f: LineFields;
  /**
   * What the header holds so far, mirrored from `f` (whose shape varies from line to line): the readers ask
   * these instead of `f`, which keeps their property reads on one shape.
   */
  level: string;
  component: string;
  hasThread: boolean;
  hasPid: boolean;
  /** Where reading goes on. */
  p: number;
  /** Bare numbers taken so far (the first is the pid, the second the tid). */
  pids: number;
  /** The level was written in a namespace after a name (`worker[42].INF`, `Kernel::WARNING`). */
  namespaced: boolean;
  /** The level came in brackets (`[ERROR]`). */
  levelInBrackets: boolean;
  /** A timestamp has been read. */
  stamped: boolean;
  /**
   * A level letter opened the line before the stamp (`E 06/09/23 11:16:20 …`): what follows is read as after a level
   * (a bracket, or a plain `name:` with no pid or thread before it, opens the message), and the letter's level is the
   * line's when the header names no other.
   */
  lead: boolean;
  /** `s.indexOf('\t')` of the line (-1 when it holds no tab): tokens then end at spaces alone. */
  tab: number;
  /** What `isBlock` found in a `[thread:Class@line]`: the colon ending the thread (-1 when none) and the `@`. */
  blockColon: number;
  blockAt: number;
}

const STATE: HeaderState = {
  f: { type: 'log', level: '', component: '', message: '', format: 'text' },
  level: '',
  component: '',
  hasThread: false,
  hasPid: false,
  p: 0,
  pids: 0,
  namespaced: false,
  levelInBrackets: false,
  stamped: false,
  lead: false,
  tab: -1,
  blockColon: -1,
  blockAt: -1,
};

/** The reader's state, reset for line `s` whose fields go to `f`; reading starts at `p`. */
export function startLine(s: string, f: LineFields, p: number): HeaderState {
  const st = STATE;
  st.tab = s.indexOf('\t');
  st.f = f;
  st.level = '';
  st.component = '';
  st.hasThread = false;
  st.hasPid = false;
  st.p = p;
  st.pids = 0;
  st.levelInBrackets = false;
  st.namespaced = false;
  st.stamped = false;
  st.lead = false;
  st.blockColon = -1;
  st.blockAt = -1;
  return st;
}

/** The end of the token at p of the line being read. */
export function wordEnd(s: string, st: HeaderState, p: number): number {
  return tokenEnd(s, p, st.tab);
}

/** Sets the level when there is one and none was set yet; true when it did. */
export function setLevel(st: HeaderState, level: Level | undefined): boolean {
  if (!level || st.level) return false;
  st.f.level = level;
  st.level = level;
  return true;
}

/** The component (in `f` and its mirror). */
export function putComponent(st: HeaderState, component: string): void {
  st.f.component = component;
  st.component = component;
}

const TAG_PID = /^(.*?)\[(\d+)\]$/;
/** `tag[pid](word)`: a word in parentheses after the pid (MIT Kerberos' `krb5kdc[1741](info)`). */
const TAG_PID_WORD = /^(.*?\[\d+\])\(([A-Za-z]{3,13})\)$/;

/**
 * `tag[pid]` → component and pid; `tag[pid](level)`, a level word in parentheses after the pid, → the level too;
 * anything else is the component whole.
 */
export function setComponent(st: HeaderState, raw: string): void {
  if (raw.charCodeAt(raw.length - 1) === 41) {
    const w = TAG_PID_WORD.exec(raw);
    const level = w ? levelOfWord(w[2]) : undefined;
    if (w && level) {
      setLevel(st, level);
      raw = w[1];
    }
  }
  const m = raw.charCodeAt(raw.length - 1) === Ch.CloseBracket ? TAG_PID.exec(raw) : null;
  if (m && m[1]) {
    putComponent(st, m[1]);
    if (!st.hasPid) {
      st.f.pid = m[2];
      st.hasPid = true;
    }
  } else putComponent(st, raw);
}
