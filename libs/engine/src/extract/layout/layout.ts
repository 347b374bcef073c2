import type { Level } from '../levels.js';
import { bracketLevel, EVENT_ID, isComponentLike, isQualified, joinedLevel, Kind, kindOf, letterLevel, tokenize, tokenLevel, type Token } from './tokens.js';

/**
 * A header layout learned from a dump's lines (or from one line): where the message starts and which header
 * token is the level. `delim` is a field delimiter (`\t`, `|`, `;`, `,`: the message follows the `fields`-th),
 * ` - ` (the message follows the first), or '' (whitespace columns: the message is token `fields` on).
 */
export interface Layout {
  delim: string;
  fields: number;
  /** Whitespace columns: the column of the level (-1 none) and the columns that hold a separator. */
  levelAt: number;
  seps: readonly number[];
  /** The line ends with the component in brackets (log4j's `%m (%c)`): read it from there when the header has none. */
  tail?: boolean;
  /**
   * Whitespace columns: the column of `name:` ending the header. A line whose name there runs on over a bracketed
   * qualifier up to the colon (ClickHouse's `default.orders (SelectExecutor):`) has it all as its component.
   */
  colonAt?: number;
  /** The column (or field) holding a single-letter level (`I`, `W!`) on (nearly) every line of the batch. */
  letterAt?: number;
  /** The header is written inside the line's first bracket (Tornado's `[I 230614 08:15:02 web:2239] msg`). */
  bracketed?: boolean;
  /** Delimited fields: the field the batch reads as the component (names without digits, not host ids). */
  componentAt?: number;
  /**
   * Whitespace columns: the column after the header holding a bracketed name on half the lines or more: header (the
   * component) on the lines that have one there, the message's start on the others (round 25).
   */
  bracketAt?: number;
}

/** A bracket holding one name (`[Router]`, `[mqtt]`). */
export const BRACKET_NAME = /^\[[A-Za-z_$][\w$.-]*\]$/;

/** What a layout reads from one line. */
export interface LayoutRead {
  level: Level | '';
  component: string;
  message: string;
}

/** A header token with its text (a delimited field, or a whitespace token). */
interface Part {
  text: string;
  kind: Kind;
  /** Written right against the token before it (`[error][db]`). */
  glued?: boolean;
}


/** The position of the n-th (1-based) `d` in s, -1 when s holds fewer. */
function nth(s: string, d: string, n: number): number {
  let p = -1;
  for (let i = 0; i < n; i++) {
    p = s.indexOf(d, p + 1);
    if (p < 0) return -1;
  }
  return p;
}

function parts(s: string, toks: readonly Token[], n: number): Part[] {
  const out: Part[] = [];
  for (let i = 0; i < n && i < toks.length; i++) out.push({ text: s.slice(toks[i].start, toks[i].end), kind: toks[i].kind, glued: i > 0 && toks[i - 1].gap === 0 });
  return out;
}

/** Reads one line with a layout; undefined when the line does not fit it. */
export function readWithLayout(layout: Layout, s: string): LayoutRead | undefined {
  let header: Part[];
  let message: string;
  let qualified = '';
  if (layout.bracketed) {
    // the header inside the line's first bracket, the message after it
    const close = s.charCodeAt(0) === 91 ? s.indexOf(']') : -1;
    if (close < 0 || close > 160) return undefined;
    header = parts(s, tokenize(s, 1, close, 12), 12);
    message = s.slice(close + 1).trim();
  } else if (layout.delim === '') {
    const c = layout.colonAt;
    const b = layout.bracketAt;
    const toks = tokenize(s, 0, s.length, layout.fields + (c === undefined && b === undefined ? 1 : 2));
    if (toks.length <= layout.fields) return undefined;
    for (const c of layout.seps) if (toks[c].kind !== Kind.Sep) return undefined;
    const named = b !== undefined && toks.length > b + 1 && toks[b].kind === Kind.Bracket && BRACKET_NAME.test(s.slice(toks[b].start, toks[b].end));
    header = parts(s, toks, named ? layout.fields + 1 : layout.fields);
    let from = named ? layout.fields + 1 : layout.fields;
    if (c !== undefined && toks.length > c + 2 && s[toks[c].end - 1] !== ':' && toks[c].kind === Kind.Name && toks[c + 1].kind === Kind.Bracket && s[toks[c + 1].end - 1] === ':') {
      qualified = s.slice(toks[c].start, toks[c + 1].end - 1);
      from++;
    }
    message = s.slice(toks[from].start).trim();
  } else if (layout.fields === 1) {
    // a delimiter written once, ending the header (` - `, Squid's `kid1| `): the header's words before it
    const at = s.indexOf(layout.delim);
    if (at < 0 || at > 160) return undefined;
    const toks = tokenize(s, 0, at, 12);
    header = parts(s, toks, toks.length);
    message = s.slice(at + layout.delim.length).trim();
    // a source file with its line between the first two ` - ` is header too (Seastar's `logger - file.cc:12 - msg`)
    const loc = layout.delim === ' - ' ? SOURCE_AT.exec(message) : null;
    if (loc) message = message.slice(loc[0].length).trim();
  } else {
    const at = nth(s, layout.delim, layout.fields);
    if (at < 0) return undefined;
    const texts = s.slice(0, at).split(layout.delim);
    // the first field of free text is where the message starts, the delimiters after it the message's own
    // (`stamp,Error,Source,12,Disk full, retrying`): opening the line, the line is no delimited record
    const prose = texts.findIndex(isProse);
    if (prose === 0) return undefined;
    if (prose > 0) {
      message = s.slice(nth(s, layout.delim, prose) + layout.delim.length).trim();
      texts.length = prose;
    } else message = s.slice(at + layout.delim.length).trim();
    header = texts.map((t) => {
      const text = t.trim();
      return { text, kind: kindOf(text, 0, text.length) };
    });
  }
  if (header.length === 0) return undefined;
  // the batch's column of level letters
  const la = layout.letterAt;
  if (la !== undefined) {
    if (la >= header.length || !letterLevel(header[la].text)) return undefined;
    header[la] = { ...header[la], kind: Kind.Level };
  }
  // delimited fields after a stamp, a level or a bracket (not a sentence that happens to hold the delimiter)
  const first = header[0].kind;
  if (layout.delim !== '' && (first === Kind.Name || first === Kind.Other)) return undefined;
  // a field of six words or more is a sentence holding the delimiter, not a header field
  if (layout.delim !== '' && layout.fields > 1 && header.some((p) => p.text.split(' ').length > 5)) return undefined;
  let levelAt = -1;
  for (let i = 0; i < header.length && levelAt < 0; i++) if (header[i].kind === Kind.Level) levelAt = i;
  // before ` - `, words after the level are a sentence, not a header (`INFO [main] a few words - more`)
  const words = layout.delim === '' || layout.fields === 1;
  if (words && levelAt >= 0 && !headerAfterLevel(header, levelAt)) return undefined;
  // before ` - ` with no level, four names or more are a sentence (`Microsoft SQL Server 2019 (KB1) - 15.0 ...`)
  if (layout.delim === ' - ' && levelAt < 0 && header.filter((p) => p.kind === Kind.Name).length >= 4) return undefined;
  let level: Level | '' = '';
  let component = '';
  if (levelAt >= 0) {
    const t = header[levelAt].text;
    const inside = tokenLevel(t, 0, t.length) ? undefined : (bracketLevel(t) ?? joinedLevel(t));
    level = inside?.level ?? tokenLevel(t, 0, t.length) ?? letterLevel(t) ?? '';
    // the name written in the level's own bracket (`[core:error]`, `[stamp: INFO/MainProcess]`) is the component
    component = inside?.component ?? '';
  }
  if (qualified !== '') component = qualified;
  const ca = layout.componentAt;
  if (component === '' && ca !== undefined && ca < header.length && header[ca].kind === Kind.Name && isComponentLike(header[ca].text)) component = header[ca].text;
  if (component === '') component = componentOf(header, levelAt, words);
  if (component === '' && layout.tail) {
    const t = tailComponent(message);
    if (t) {
      component = t.component;
      message = t.message;
    }
  }
  return { level, component, message };
}

const LOWER_WORD = /^[a-z][a-z'-]*[,.:;]?$/;

/** A delimited field of free text: three words or more, two of them lower-case words (`disk is full`; not `Service Control Manager`). */
function isProse(t: string): boolean {
  const x = t.trim();
  // (two spaces inside at least: most header fields have none)
  const sp = x.indexOf(' ');
  if (sp < 0 || x.indexOf(' ', sp + 2) < 0) return false;
  const ws = x.split(/\s+/);
  if (ws.length < 3) return false;
  let lower = 0;
  for (const w of ws) if (LOWER_WORD.test(w)) lower++;
  return lower >= 2;
}

/** A bracketed name ending the line (`... started (kafka.server.KafkaServer)`): the component and the message before it. */
export function tailComponent(message: string): { component: string; message: string } | undefined {
  const last = message.charCodeAt(message.length - 1);
  if (last !== 41 && last !== 93) return undefined; // `)` or `]`
  const open = message.lastIndexOf(last === 41 ? '(' : '[');
  if (open <= 0 || message.charCodeAt(open - 1) !== 32) return undefined;
  const name = message.slice(open + 1, -1);
  if (!isQualified(name) || !isComponentLike(name)) return undefined;
  return { component: name, message: message.slice(0, open).trimEnd() };
}

/** After the level: brackets, separators and at most one name that reads as a component. */
function headerAfterLevel(h: readonly Part[], levelAt: number): boolean {
  let names = 0;
  for (let i = levelAt + 1; i < h.length; i++) {
    const k = h[i].kind;
    // a process `name/pid` and the host it runs on after it (`api/1234 on web-1:`)
    if (k === Kind.Name && NAME_PID.test(bare(h[i].text))) return names === 0;
    if (k === Kind.Name && isComponentLike(bare(h[i].text))) names++;
    else if (k !== Kind.Bracket && k !== Kind.Sep && k !== Kind.Stamp) return false;
  }
  return names <= 1;
}

const DIGIT = /\d/;

/** A file path (`source/common/x.cc`), not Tomcat's `C.[.[/].[servlet]` logger. */
const PATH = /[\w.-]\/[\w.-]/;

/** A date or time (digits with `-`, `:` or `/` in them), not a bare number of a sentence. */
export function stampPiece(p: { text: string; kind: Kind }): boolean {
  return p.kind === Kind.Stamp && /\d[-:/]\d/.test(p.text);
}

/** A header name without its trailing `:` or `,`, nor an event id written after it (`.NET's Name[14]`). */
function bare(t: string): string {
  const b = t.replace(/[:,]$/, '').replace(EVENT_ID, '');
  // a module's line number is not part of its name (Tornado's `web:2239`); a source file keeps it (`main.go:12`)
  const line = /^([A-Za-z_$][\w$.-]*):\d+$/.exec(b);
  return line && !SOURCE_FILE.test(line[1]) ? line[1] : b;
}

function inner(t: string): string {
  return t.slice(1, t.endsWith(':') ? -2 : -1).trim();
}

/** A source file's name (its extension), as against a dotted logger name. */
export const SOURCE_FILE = /\.(?:c|cc|cpp|cxx|h|hpp|go|py|java|kt|scala|js|mjs|ts|rb|rs|cs|php|pl|lua|swift|erl|ex)$/;

/** A source file with its line, then ` - ` (`consensus.cc:1430 - `). */
const SOURCE_AT = /^[\w$-]+\.[a-z]{1,5}:\d+ - /;

/** A name with its process id written against it (pino's `(api/1234 on host)`, `worker[12]`). */
export const NAME_PID = /^([A-Za-z_$][\w$.-]*)(?:\/\d+|\[\d+\])$/;

/**
 * The name a bracket holds (`[Server]`, `{dagbag.py:508}`, the name before a pid: `(api/1234 on web-1)`), ''
 * for a bracketed stamp or id.
 */
function bracketNameOf(p: Part): string {
  if (p.kind !== Kind.Bracket) return '';
  // padding inside the bracket before a line number (`[salt.minion      :986 ]`); a logger name's line number is
  // not part of its name, a source file's is (`{dagbag.py:508}`)
  let t = inner(p.text).replace(/\s+:(?=\d+$)/, ':');
  const line = /^([A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*)*):\d+$/.exec(t);
  if (line && !SOURCE_FILE.test(line[1])) t = line[1];
  const sp = t.indexOf(' ');
  const m = NAME_PID.exec(sp < 0 ? t : t.slice(0, sp));
  if (m && isComponentLike(m[1]) && kindOf(m[1], 0, m[1].length) === Kind.Name) return m[1];
  return isComponentLike(t) && kindOf(t, 0, t.length) === Kind.Name ? t : '';
}

/**
 * The component among the header's tokens: after the level, the last name there (else the last bracketed name);
 * else the name just before the level; with no level, the trailing words of the header (`svchost.exe *64`) or,
 * in delimited fields, the last name field.
 */
function componentOf(h: readonly Part[], levelAt: number, words: boolean): string {
  if (levelAt >= 0) {
    for (let i = levelAt + 1; i < h.length; i++) {
      const m = h[i].kind === Kind.Name ? NAME_PID.exec(bare(h[i].text)) : null;
      if (m && isComponentLike(m[1])) return m[1];
    }
    // a bracketed name written against the level's bracket (`[warning][config]`)
    const next = h[levelAt + 1];
    if (next?.glued && h[levelAt].text.endsWith(']') && bracketNameOf(next) !== '') return bracketNameOf(next);
    // a name without a path in it first (`[config] [source/common/x.cc:12]`: the source location is not the component)
    for (const paths of [false, true]) {
      if (!words) {
        // delimited fields: the first name after the level (Event Viewer's `Level,Date,Source,Event ID,Task Category`)
        for (let i = levelAt + 1; i < h.length; i++) {
          const t = bare(h[i].text);
          if (h[i].kind === Kind.Name && isComponentLike(t) && (paths || !PATH.test(t))) return t;
        }
      }
      for (let i = h.length - 1; i > levelAt; i--) {
        const t = bare(h[i].text);
        if (h[i].kind === Kind.Name && isComponentLike(t) && (paths || !PATH.test(t))) return t;
      }
      // a one-word bracketed name before one of several words (WildFly's `[org.jboss.as] (MSC service thread 1-2)`:
      // the logger, not the thread)
      // (a bracketed name holding digits, `[req-51]`, an id, after any other: `[http] [req-51] msg` is `http`'s)
      for (const spaced of [false, true]) {
        for (let i = h.length - 1; i > levelAt; i--) {
          const t = bracketNameOf(h[i]);
          if (t !== '' && (spaced || !t.includes(' ')) && (paths || !PATH.test(h[i].text)) && !DIGIT.test(t)) return t;
        }
      }
    }
    const b = h[levelAt - 1];
    // (a dotted logger before the thread there, `o.a.s.d.n.Nimbus pool-14-thread-3 [INFO]`: the logger)
    const a = h[levelAt - 2];
    if (a?.kind === Kind.Name && a.text.indexOf('.') > 0 && isQualified(a.text) && isComponentLike(a.text) && !(b?.kind === Kind.Name && isQualified(bare(b.text)))) return a.text;
    if (b?.kind === Kind.Name && isComponentLike(bare(b.text))) return bare(b.text);
    // a resource path before the level (Puppet's `/Stage[main]/Nginx/Service[nginx]/ensure (notice):`)
    if (b?.kind === Kind.Other && /^\/[\w[\]/.:=-]+$/.test(b.text) && b.text.length <= 120) return b.text;
    const before = b ? bracketNameOf(b) : '';
    if (before !== '') return before;
    for (const spaced of [false, true]) {
      for (let i = h.length - 1; i > levelAt; i--) {
        const t = bracketNameOf(h[i]);
        if (t !== '' && (spaced || !t.includes(' '))) return t;
      }
    }
    return '';
  }
  let end = h.length;
  while (end > 0 && h[end - 1].kind === Kind.Sep) end--;
  if (!words) {
    for (let i = end - 1; i >= 0; i--) if (h[i].kind === Kind.Name && isComponentLike(h[i].text)) return h[i].text;
    return '';
  }
  let start = end;
  while (start > 0 && (h[start - 1].kind === Kind.Name || h[start - 1].kind === Kind.Other)) start--;
  while (start < end && h[start].kind !== Kind.Name) start++;
  if (start < end && end - start <= 3) {
    const run = bare(h.slice(start, end).map((p) => p.text).join(' '));
    if (isComponentLike(run)) return run;
  }
  const last = h[end - 1];
  return last ? bracketNameOf(last) : '';
}
