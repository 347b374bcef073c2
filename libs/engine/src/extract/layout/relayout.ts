import type { LineFields } from '../fields.js';
import type { RawEvent } from '../split-events.js';
import { inferColumns, qualifiedName, readColumns, type Columns } from './columns.js';
import { inferLayout } from './infer.js';
import { readWithLayout, tailComponent, type Layout } from './layout.js';
import { bracketLevel, joinedLevel, tokenize, tokenLevel } from './tokens.js';

/** A message opening with a bracketed group of a few words (`(default task-1) ...`, `[main] ...`). */
const OPENING_BRACKET = /^(?:\([^()]{1,60}\)|\[[^[\]]{1,60}\]) /;

/** Lines of a dump the layout is learned from (spread over the dump; the column model learns from every other one). */
const SAMPLE = 32;

/** The layout's reading of the event's head put in its fields (the lines that continue it kept in the message). */
function put(f: LineFields, ev: RawEvent, layout: Layout): void {
  const r = readWithLayout(layout, ev.head);
  if (!r || r.message === '') return;
  // a line where the layout reads no level but the reader read one after the layout's header (`[ALPM] warning: msg`,
  // a level on only some lines of the dump): the reader's message, without that level, is the message
  const message = !r.level && f.level !== '' && f.message !== '' && r.message.length > f.message.length && r.message.endsWith(f.message) && tokenLevel(r.message, 0, r.message.length - f.message.length) ? f.message : r.message;
  if (r.level) f.level = r.level;
  f.component = r.component;
  f.message = ev.more.length > 0 && !ev.trace ? `${message}\n${ev.more.join('\n')}` : message;
}

/** A level word (any case) or an upper-case letter standing alone, as the column model's anchor may be. */
const LEVELISH = /(?:^|[\s[(<|:./])(?:[A-Z][!:]?(?=[\s|\]])|(?:trace|trc|trce|finest|finer|verbose|vrb|verb|debug|dbg|debg|dbug|fine|info|inf|information|informational|notice|ntc|note|warn|warning|wrn|wrng|error|err|eror|erro|severe|critical|crit|crt|fatal|ftl|alert|emerg|emergency|panic|dpanic|log|fail)(?=[\s\])>:,|/.]|$))/i;

/** What the column model reads of the sample: a level and a component per line, less header left in the message. */
function scoreColumns(m: Columns, lines: readonly string[]): number {
  let score = 0;
  for (const s of lines) {
    const r = readColumns(m, s);
    if (r) score += (r.level ? 1 : 0) + (r.component ? 1 : 0) - leftover(r.message);
  }
  return score;
}

/** The column model's components are qualified on (nearly) every sampled line, the reader's on fewer than half. */
function betterNames(m: Columns, lines: readonly string[], theirs: readonly string[]): boolean {
  let mine = 0;
  let other = 0;
  for (let i = 0; i < lines.length; i++) {
    const r = readColumns(m, lines[i]);
    if (r && r.component !== '' && qualifiedName(r.component)) mine++;
    if (theirs[i] !== '' && qualifiedName(theirs[i])) other++;
  }
  return mine >= 0.9 * lines.length && other < 0.5 * lines.length;
}

/** The column model's reading of the event's head put in its fields (a line it does not fit keeps the reader's). */
function putColumns(f: LineFields, ev: RawEvent, m: Columns): void {
  const r = readColumns(m, ev.head);
  if (!r) return;
  // (a line with no level, read with the shape of those that have one, keeps what the reader made of its level)
  if (r.level !== '') f.level = r.level;
  f.component = r.component;
  f.message = ev.more.length > 0 && !ev.trace ? `${r.message}\n${ev.more.join('\n')}` : r.message;
}

/** What the reader read of a line as the column model is compared with it: structured formats count whole. */
function readScore(f: LineFields): number {
  if (f.format !== 'text' && f.format !== 'syslog') return 2;
  return (f.level ? 1 : 0) + (f.component ? 1 : 0) - leftover(f.message);
}

/** What the reader read of a line: a level and a component; a line of a format with its own reader counts whole. */
function readerScore(f: LineFields): number {
  if (f.format !== 'text') return 2;
  return (f.level ? 1 : 0) + (f.component ? 1 : 0) - leftover(f.message);
}

/**
 * Header the reader left at the start of the message: a level word written as header (`LOG:  ...`, `ERROR ...`,
 * `[info] ...`) counts 2, a date or time (`2023-05-01 12:00:00,123 Foo.java:12 - ...`) 1.
 */
export function leftover(message: string): number {
  let e = 0;
  while (e < message.length && e < 40 && message.charCodeAt(e) !== 32 && message.charCodeAt(e) !== 9) e++;
  if (e === 0 || e >= 40) return 0;
  const w = message.slice(0, e);
  if (tokenLevel(w, 0, e) && (w === w.toUpperCase() || w[0] === '[') && (w.endsWith(':') || /^\s{2}|^\t/.test(message.slice(e)) || w.endsWith(']'))) return 2;
  if (/^\d[\d.,:/TZ+-]*\d$/.test(w) && /\d[-:/]\d/.test(w)) return 1;
  // a bracketed number or pid (`<0.230.0>`, `[4411]`): header the reader did not take
  return /^[[<(][\d.:#-]+[\]>)]$/.test(w) ? 1 : 0;
}

/**
 * Dump mode: when the per-line reader leaves the header unread on many lines (no level word, no component), a
 * layout is inferred from a sample of the dump's lines; it replaces the reader's answers only when it reads more
 * levels and components from the sample than the reader did. Lines that do not fit it keep the reader's answer.
 */
export function relayoutDump(events: readonly RawEvent[], fields: LineFields[]): void {
  const n = events.length;
  if (n < 2) return;
  const step = Math.max(1, Math.floor(n / SAMPLE));
  const sample: string[] = [];
  let reader = 0;
  // what the reader read (a syslog line's host and program included), as the column model is compared with it
  let readRead = 0;
  const readerComponents: string[] = [];
  let opens = 0;
  for (let i = 0; i < n && sample.length < SAMPLE; i += step) {
    if (fields[i].wrapper !== undefined) continue;
    sample.push(events[i].head);
    reader += readerScore(fields[i]);
    readRead += readScore(fields[i]);
    readerComponents.push(fields[i].component);
    // (not on a line that names its component at its end: there the bracket is the message's, Kafka's `[Log ...]`)
    if (fields[i].format === 'text' && OPENING_BRACKET.test(fields[i].message) && !tailComponent(events[i].head)) opens++;
  }
  // the reader's messages (nearly) all open with a bracket: a header column it left there (WildFly's thread
  // `(MSC service thread 1-2)` after the logger)
  const opened = opens >= 0.9 * sample.length;
  if (opened) {
    reader -= opens;
    // (and so it does as the column model is compared with it: Keycloak's `[logger] (thread) msg`)
    readRead -= opens;
  }
  // the batch's column model: it wins where it reads as much of the sample as the reader and the cue layouts
  // (not looked at when the reader read a level and a qualified component on every sampled line: the model could
  // at most tie, and a tie goes to the reader then)
  // (nor when fewer than four lines in five hold a level word or letter where a header has it: the model has no
  // level column to align on)
  const settled = readRead >= 1.9 * sample.length && readerComponents.filter((c) => c !== '' && qualifiedName(c)).length >= 0.5 * sample.length;
  const cols = sample.length >= 2 && !settled && sample.filter((s) => LEVELISH.test(s.slice(0, 200))).length >= 0.65 * sample.length ? inferColumns(sample.length > 16 ? sample.filter((_, i) => i % 2 === 0) : sample) : undefined;
  const colScore = cols ? scoreColumns(cols, sample) : 0;
  // a tie: the column model's components are qualified names where the reader's are mostly not (it took a thread
  // or a request column: `- INFO - main - msg`)
  let cue: ReturnType<typeof inferLayout> | null = null;
  // (a component column written on some lines only reads less: a level on every line and a name on a third of them)
  const enough = (cols?.optional === true ? 1.3 : 1.5) * sample.length;
  const names = cols !== undefined && colScore >= enough && colScore === readRead && betterNames(cols, sample, readerComponents);
  if (cols && colScore >= enough && (colScore > readRead || names)) {
    cue = inferLayout(sample);
    if (!cue || colScore >= cue.score) {
      // won on names: every line; won on what it reads: the lines the reader did not read whole (a line read whole
      // keeps the reader's answer, and is not cut again)
      for (let i = 0; i < n; i++) {
        const f = fields[i];
        if (f.wrapper === undefined && (f.format === 'text' || f.format === 'syslog') && (names || opened || readScore(f) < 2)) putColumns(f, events[i], cols);
      }
      return;
    }
  }
  // a tie: the lines where the reader read no level, written with the header of the lines that have one but the level
  // left out (`stamp [name] msg` beside `stamp [name] LEVEL msg`), take the column model's component and message
  if (cols?.shape !== undefined && colScore >= enough && colScore >= readRead) {
    for (let i = 0; i < n; i++) {
      const f = fields[i];
      if (f.wrapper === undefined && f.level === '' && (f.format === 'text' || f.format === 'syslog')) putColumns(f, events[i], cols);
    }
  }
  // the reader read a level and a component on (nearly) every sampled line: nothing to learn
  if (sample.length < 2 || reader >= 1.9 * sample.length) return;
  // (the cue layouts inferred once: the column model may have asked for them)
  const best = cue === null ? inferLayout(sample) : cue;
  if (!best || best.score <= reader + 0.05 * sample.length) return;
  for (let i = 0; i < n; i++) if (fields[i].wrapper === undefined) put(fields[i], events[i], best.layout);
}

/**
 * One line whose header the reader did not read whole (no component; in a dump, no level either — there the dump's
 * layout has had its say): the single-line cues — a standalone level word in header position, the component next
 * to it, delimited fields after a stamp — replace the reader's answer when they read more of the header.
 */
export function relayoutLine(ev: RawEvent, f: LineFields, dump: boolean): void {
  // a dump's lines with a level: the dump's layout has had its say
  lineCues(ev, f, dump);
  // then the column model on the line alone, where the header is still not read whole
  if (!dump && (f.format === 'text' || f.format === 'syslog')) singleColumns(ev, f);
}

function lineCues(ev: RawEvent, f: LineFields, dump: boolean): void {
  if (f.format !== 'text' || (dump && f.level !== '')) return;
  const left = dump || f.component === '' ? 0 : leftover(f.message);
  // one line: a level written in a bracket with a name beside it (`[stamp: WARN/net]`) names the component, over
  // a `name:` the reader took after it
  const paired = !dump && left === 0 && f.component !== '' && ev.head.charCodeAt(0) === 91 && pairedComponent(ev.head);
  // a component the reader took that holds the level (`notice/CheckerComponent:`): the header is not read whole
  const joined = !dump && f.level === '' && f.component !== '' && joinedLevel(`${f.component}:`) !== undefined;
  // one line: a group of words in brackets left at the message's start right after a bracketed component (WildFly's
  // `[org.jboss.as] (MSC service thread 1-2) ...`): a thread, header the reader did not take
  const opened = !dump && left === 0 && !paired && f.component !== '' && OPENING_BRACKET.test(f.message) && afterBracket(ev.head, f.message);
  if (left === 0 && !paired && !joined && !opened && ((dump && f.level !== '') || f.component !== '')) return;
  const best = inferLayout([ev.head], true);
  if (!best) return;
  // (one line: an IPv4 address opening the message is the message's, not header the reader left)
  if (!dump && IPV4_OPENING.test(f.message)) {
    const r = readWithLayout(best.layout, ev.head);
    if (r && r.message.length < f.message.length && !IPV4_OPENING.test(r.message)) return;
  }
  const tie = best.score === readerScore(f);
  // a tie: the level the layout reads in header position over a reader that read none (its component may lie
  // anywhere in the line)
  if (best.score > readerScore(f) || (paired && tie) || (tie && !dump && f.level === '' && readWithLayout(best.layout, ev.head)?.level)) put(f, ev, best.layout);
  else if (opened && best.score === readerScore(f)) {
    // the same level and component, and the bracket read as header
    const r = readWithLayout(best.layout, ev.head);
    if (r && r.level === f.level && r.component === f.component && r.message.length < f.message.length && f.message.endsWith(r.message)) put(f, ev, best.layout);
  }
}

/** A level word written as header (upper-case, or in brackets) among the first words of a message. */
const LEVEL_LEFT = /(?:^|[\s[(<|])(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|SEVERE|FATAL|CRITICAL)(?:[\s\])>:|]|$)/;

/**
 * One line read with the column model as a batch of one: taken when it reads more of the header than the reader did,
 * or as much with less header left in the message (`stamp - logger - 215 - INFO - main - msg`). Only looked at when
 * the reader left the level or the component unread, or a level word near the message's start.
 */
function singleColumns(ev: RawEvent, f: LineFields): boolean {
  // (or a thread in parentheses left at the message's start right after a bracket: Keycloak's `[logger] (thread)
  // msg`; a square bracket there may be the message's, Envoy's `[src/x.cc:88] [C12] msg`)
  const opened = f.level !== '' && f.component !== '' && f.message.charCodeAt(0) === 40 && OPENING_BRACKET.test(f.message) && afterBracket(ev.head, f.message);
  // (or a component the reader cut short of its qualifier: `my_app` of `[stamp INFO my_app::jobs]`)
  const cut = f.level !== '' && f.component !== '' && !opened && cutShort(ev.head, f.component);
  // (or a bracket opening the message after `logger - ` taken as header: Nextflow's `logger - [3fc922e8] msg`)
  const dropped = f.level !== '' && f.component !== '' && !opened && !cut && afterSeparatedBracket(ev.head, f.message);
  if (f.level !== '' && f.component !== '' && !opened && !cut && !dropped && !LEVEL_LEFT.test(f.message.slice(0, 80))) return false;
  const m = inferColumns([ev.head], true);
  const r = m && readColumns(m, ev.head, true);
  if (!r) return false;
  if (dropped && !LEVEL_LEFT.test(f.message.slice(0, 80))) {
    // the same level and component, the bracket kept in the message
    if (r.level !== f.level || r.component !== f.component || r.message.charCodeAt(0) !== 91 || r.message.length <= f.message.length || !r.message.endsWith(f.message)) return false;
    f.message = ev.more.length > 0 && !ev.trace ? `${r.message}\n${ev.more.join('\n')}` : r.message;
    return true;
  }
  if (cut && !LEVEL_LEFT.test(f.message.slice(0, 80))) {
    // the same level and message, the longer name
    if (r.level !== f.level || r.message !== f.message || r.component.length <= f.component.length || !r.component.startsWith(f.component)) return false;
    f.component = r.component;
    return true;
  }
  if (opened && !LEVEL_LEFT.test(f.message.slice(0, 80))) {
    // the same level and component, the bracket read as header
    if (r.level !== f.level || r.component !== f.component || r.message.length >= f.message.length || !f.message.endsWith(r.message)) return false;
    f.message = ev.more.length > 0 && !ev.trace ? `${r.message}\n${ev.more.join('\n')}` : r.message;
    return true;
  }
  // (an IPv4 address opening the message, a port after it or not, is a value of the message — a client's address —
  // not a stamp the reader left: `INFO: 10.0.0.7:5170 - "GET / HTTP/1.1" 200`)
  if (r.message.length < f.message.length && IPV4_OPENING.test(f.message) && !IPV4_OPENING.test(r.message)) return false;
  const mine = 1 + (r.component ? 1 : 0) - leftover(r.message);
  const theirs = (f.level ? 1 : 0) + (f.component ? 1 : 0) - leftover(f.message);
  // as much read, and the level word the reader left in its message taken as header
  const shorter = r.message.length < f.message.length && f.message.endsWith(r.message) && LEVEL_LEFT.test(f.message.slice(0, 80)) && !LEVEL_LEFT.test(r.message.slice(0, 80)) && (f.component === '' || r.component !== '');
  // (a component the reader read is not given up for a level: `kid2| ERROR: ...`)
  if (mine < theirs || (mine === theirs && !shorter) || (f.component !== '' && r.component === '')) return false;
  f.level = r.level;
  f.component = r.component;
  f.message = ev.more.length > 0 && !ev.trace ? `${r.message}\n${ev.more.join('\n')}` : r.message;
  return true;
}

/** An IPv4 address, a port after it or not, opening a message. */
const IPV4_OPENING = /^\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?[\s,;]/;

/** The component is written in the head's first characters with a qualifier after it (`my_app::jobs`, `a.b`). */
function cutShort(head: string, component: string): boolean {
  const at = head.indexOf(component);
  if (at < 0 || at > 120) return false;
  const e = at + component.length;
  return (head.charCodeAt(e) === 58 && head.charCodeAt(e + 1) === 58 && /[A-Za-z_]/.test(head[e + 2] ?? '')) || (head.charCodeAt(e) === 46 && /[A-Za-z_]/.test(head[e + 1] ?? ''));
}

/** The message follows a bracket written right after a ` - ` separator (`logger - [id] message`). */
function afterSeparatedBracket(head: string, message: string): boolean {
  const at = head.lastIndexOf(message);
  if (at < 5 || head.charCodeAt(at - 1) !== 32 || head.charCodeAt(at - 2) !== 93) return false;
  const open = head.lastIndexOf('[', at - 2);
  return open >= 3 && head.slice(open - 3, open) === ' - ';
}

/** The message follows a closing bracket in the line (`... [org.jboss.as] (thread) message`). */
function afterBracket(head: string, message: string): boolean {
  const at = head.lastIndexOf(message);
  let p = at - 1;
  while (p > 0 && head.charCodeAt(p) === 32) p--;
  return at > 0 && head.charCodeAt(p) === 93;
}

/** The first tokens of the line hold a bracket with a level and a name beside it. */
function pairedComponent(head: string): boolean {
  for (const t of tokenize(head, 0, Math.min(head.length, 200), 4)) {
    if (head.charCodeAt(t.start) !== 91) continue;
    const b = bracketLevel(head.slice(t.start, t.end));
    if (b) return b.component !== '';
  }
  return false;
}
