import { forgetShapes, keepShape, keptShapeLength, shapeEquals, shapeHash } from './message-shape.js';
import { maskedEquals, maskedHash, maskedText } from './template.js';

/** Distinct values one position must show before it is read as a free value. */
const MIN_VALUES = 3;

/** Tokens that are one shape around an empty or masked value: `()` and `(<*>)`, `id=` and `id=<*>`. */
function sameShapeFree(values: Set<string>): boolean {
  let shape: string | undefined;
  for (const v of values) {
    const s = v.replace('<*>', '');
    if (s.includes('<*>') || !/^(?:\w+=)?[^A-Za-z0-9]*$/.test(s)) return false;
    if (shape === undefined) shape = s;
    else if (s !== shape) return false;
  }
  return true;
}
const BOOLEAN = /^(?:true|false|yes|no|on|off|null|none)\W*$/i;

/**
 * `key=value` (or `key:"value"`, a quoted value) tokens with one key and different values (booleans excepted:
 * they name states).
 */
function sameKey(values: Set<string>): boolean {
  let key: string | undefined;
  for (const v of values) {
    let eq = v.indexOf('=');
    if (eq < 0) eq = v.search(/:["']/);
    if (eq <= 0 || eq === v.length - 1 || BOOLEAN.test(v.slice(eq + 1).replace(/^["']/, ''))) return false;
    const k = v.slice(0, eq);
    if (key === undefined) key = k;
    else if (k !== key) return false;
  }
  return true;
}
const KEYWORD = /^["'(\[{<]*[A-Z]/;
/** Capitalized or upper-case words are usually the event's own words (GET/POST, Started/Stopped). */
const MIN_KEYWORD_VALUES = 6;
/**
 * Words that name whom the next token is (`for user alice`, `unknown username dave.`, `UUID of player Kiri_mc`): there
 * two distinct values are enough, capitalized or not (a name, not the event's own word).
 */
const NAME_KEYS = new Set(['user', 'username', 'player', 'players']);
/** Is the token a NAME_KEYS word (its final punctuation aside: `players:`)? */
function namesNext(token: string): boolean {
  let e = token.length;
  while (e > 0 && !isAsciiLetter(token.charCodeAt(e - 1))) e--;
  return e >= 4 && e <= 8 && NAME_KEYS.has(token.slice(0, e).toLowerCase());
}
/** A token opening with a value framed by quotes or brackets: opener, value (a word or a mask), closer, the rest. */
const FRAMED = /^(['"(\[<])(<\*>|[^'"()[\]<>\s]+)(['")\]>])(.*)$/;
const CLOSES: Record<string, string> = { "'": "'", '"': '"', '(': ')', '[': ']', '<': '>' };
/**
 * Tokens that are one frame around different values, the frame and what follows it the same: any words where the
 * frame holds a mask in another line (`[<*>]` and `[ESP_Kitchen]`: values go there), else words without a capital
 * in quotes or brackets (`'carol'(id:<*>)` and `'erin'(id:<*>)`, `<pppoe-dave>:`), booleans excepted (they name
 * states). Not a word in parentheses (a gloss, often the event's own: `(pam_unix)`) nor a camel-case or capitalized
 * one (a service or class name: `'sparkDriver'`), which Loghub's labels keep apart.
 */
function sameFrame(values: Set<string>): boolean {
  let frame: string | undefined;
  let masked = false;
  let constant = false;
  for (const v of values) {
    const c = v.charCodeAt(0);
    if (c !== 39 && c !== 34 && c !== 40 && c !== 91 && c !== 60) return false;
    const m = FRAMED.exec(v);
    if (m === null || CLOSES[m[1]] !== m[3]) return false;
    const f = m[1] + m[4];
    if (frame === undefined) frame = f;
    else if (f !== frame) return false;
    if (m[2] === '<*>') masked = true;
    else if (BOOLEAN.test(m[2])) return false;
    else if (m[1] === '(' || !/^[a-z][^A-Z]*$/.test(m[2])) constant = true;
  }
  return masked || !constant;
}
/**
 * Words beside a mask: where other lines, the rest the same, hold a masked value (a name with digits: `Steve123 moved
 * too quickly!`), two words or more there are values too (`NotchFan`, `alice_builds`); a state word pair without a
 * masked value beside it (`opened`/`closed`) is not merged.
 */
function besideMask(values: Set<string>): boolean {
  if (!values.has('<*>')) return false;
  if (values.size === 2) for (const v of values) if (v !== '<*>') return COMPOUND_NAME.test(v);
  return values.size >= 3 && [...values].every((v) => v === '<*>' || /^\w[\w.-]*$/.test(v));
}
/** Lower-case parts joined by `-` or `_` (a host or device name: `ubuntu-srv`, `laptop-alice`). */
const COMPOUND_NAME = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/;
/** Characters that open or close a frame or a key's value (`(`, `[`, `:`, `=`, quotes, `/`, list punctuation). */
const FRAME_CHARS = new Set('([<{:=\'"/,;)]}>');
/**
 * One lower-case compound name (COMPOUND_NAME) inside a frame, the rest of the token the same (`VRRP_Script(chk_nginx)`
 * beside `VRRP_Script(chk_haproxy)`, `routing:bootstrap_ro` beside `routing:bootstrap_rw`): a script, route or host
 * name, a value. A word must open the frame: two bare names (`pre-start`, `post-stop`) may be the event's own words,
 * and a name in a bare bracket a gloss.
 */
function compoundPart(values: Set<string>): boolean {
  let ref: string | undefined;
  let pre = 0;
  let suf = 0;
  for (const v of values) {
    if (ref === undefined) {
      ref = v;
      pre = suf = v.length;
      continue;
    }
    let i = 0;
    while (i < pre && i < v.length && v.charCodeAt(i) === ref.charCodeAt(i)) i++;
    pre = i;
    i = 0;
    while (i < suf && i < v.length && v.charCodeAt(v.length - 1 - i) === ref.charCodeAt(ref.length - 1 - i)) i++;
    suf = i;
  }
  if (ref === undefined) return false;
  // (the common parts end at a frame's character: `chk_` is the name's)
  while (pre > 0 && !FRAME_CHARS.has(ref[pre - 1])) pre--;
  while (suf > 0 && !FRAME_CHARS.has(ref[ref.length - suf])) suf--;
  // (a word before the frame: a bare bracket, `(pam_unix)`, is a gloss, often the event's own)
  if (!/[A-Za-z]/.test(ref.slice(0, pre))) return false;
  for (const v of values) if (pre > v.length - suf || !COMPOUND_NAME.test(v.slice(pre, v.length - suf))) return false;
  return true;
}
/**
 * A word glued to a frame that holds a mask (`NotchFan[/<*>:<*>]`, `alice<<*>>`, `build-vm(<*>)`): opening quotes or
 * brackets, the word, the rest. Not before a `:` (`mapResourceRequest:<memory:<*>>`: the word is a key, Loghub Hadoop).
 */
const GLUED = /^([[(<"']*)([A-Za-z_][\w.-]*)([[(<].*<\*>.*)$/;
/**
 * A word before a `/` and a rest that holds a mask (`orders-feature/[<*>,<*>]`, `com.example.billing/<*>`, `host/<*>@<*>`):
 * a name and its version or instance. Not opening a message, where `alice/<*>:<*>` is a header's tail (joinSeparated).
 */
const SLASH_GLUED = /^([[(<"']*)([A-Za-z_][\w.-]*)(\/.*<\*>.*)$/;
/** A mask glued to a frame that holds a mask (`<*>[id=<*>]`: a name that held a digit): opening quotes or brackets, the rest. */
const MASK_GLUED = /^([[(<"']*)<\*>([[(<].*<\*>.*)$/;
/**
 * A word in capitals (digits and `_` aside): a code, command or constant. (The second capital is the first one after
 * the opening letter, so no two quantifiers share a character: linear on a long word, `AAAA…A.`.)
 */
const UPPER_WORD = /^[A-Z][0-9_]*[A-Z][A-Z0-9_]*$/;
/** Characters that may follow a fully masked value (its frame's closers and list punctuation). */
const CLOSERS = /^[)\]>}"',;:.]*$/;
/**
 * Words glued to one frame that holds a mask, the frame the same: the word names whose value the frame holds (a
 * player, an app, a host: `NotchFan[/<*>:<*>]` beside `xXCreeperXx[/<*>:<*>]`, and `<*>]` where the name held a
 * digit and the token was masked whole).
 */
function gluedWord(values: Set<string>, slash: boolean): boolean {
  let frame: string | undefined;
  let whole: string[] | undefined;
  let words = 0;
  let slashed = false;
  let maskedName = false;
  for (const v of values) {
    if (v.startsWith('<*>') && CLOSERS.test(v.slice(3))) {
      (whole ??= []).push(v.slice(3));
      continue;
    }
    // (a value without a mask or a frame is none such: asked before the expression)
    if (!v.includes('<*>')) return false;
    let m = GLUED.exec(v);
    if (m === null && (m = MASK_GLUED.exec(v)) !== null) {
      // the name masked where it held a digit, the frame the same (`<*>[id=<*>]` beside `UpdateAttribute[id=<*>]`)
      const f = m[1] + '\u0000' + m[2];
      if (frame === undefined) frame = f;
      else if (f !== frame) return false;
      maskedName = true;
      continue;
    }
    if (m === null && slash) {
      m = SLASH_GLUED.exec(v);
      slashed = true;
    }
    if (m === null) return false;
    // (a word in capitals glued to a frame is a code or command, the event's own: `DHCPACK(<*>)`, `DHCPOFFER(<*>)`)
    if (m[3].charCodeAt(0) !== 47 && UPPER_WORD.test(m[2])) return false;
    const f = m[1] + '\u0000' + m[3];
    if (frame === undefined) frame = f;
    else if (f !== frame) return false;
    words++;
  }
  // (a path's directory beside a value masked whole, `db/<*>` beside `<*>`, or a word beside a masked name glued to the
  // same frame: one word is enough)
  if (words < ((slashed && whole !== undefined) || maskedName ? 1 : 2) || frame === undefined) return false;
  if (whole !== undefined) for (const w of whole) if (!frame.endsWith(w)) return false;
  return true;
}
/** A name of three labels or more joined by dots, none empty or opening with a digit (list punctuation after it aside). */
const DOTTED = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*){2,}[,;:]?$/;
/**
 * Qualified names of three labels or more (`com.example.orders` beside `org.apache.karaf.shell`, a bundle, package,
 * class or configuration id): the name of whatever the event acts on, a value.
 */
function dottedNames(values: Set<string>): boolean {
  for (const v of values) if (!DOTTED.test(v)) return false;
  return true;
}
/** Two words joined by one `/` (list punctuation after them aside). */
const SLASHED = /^([\w.-]+)\/([\w.-]+)[,;:.]?$/;
const LOWER_WORD = /^[a-z][a-z0-9_.-]*$/;
/**
 * Two words joined by a `/`, one side the same in every value and the other lower-case words without a capital: a
 * name under a fixed parent or with a fixed qualifier (`tank/home` and `tank/backup`, `carol/Acme` and `bob/Acme`),
 * booleans excepted.
 */
function slashPair(values: Set<string>): boolean {
  let left: string | undefined;
  let right: string | undefined;
  let sameLeft = true;
  let sameRight = true;
  for (const v of values) {
    if (!v.includes('/')) return false;
    const m = SLASHED.exec(v);
    if (m === null) return false;
    if (left === undefined) {
      left = m[1];
      right = m[2];
      continue;
    }
    if (m[1] !== left) sameLeft = false;
    if (m[2] !== right) sameRight = false;
  }
  if (sameLeft === sameRight) return false;
  for (const v of values) {
    const m = SLASHED.exec(v)!;
    const free = sameLeft ? m[2] : m[1];
    if (!LOWER_WORD.test(free) || BOOLEAN.test(free)) return false;
  }
  return true;
}
/**
 * Lower-case names opening messages whose long rest is the same (`carol digs default:stone at (<*>)` beside `erin
 * digs …`): a user or host, not the event's word, when three or more differ (the template five tokens or more), none a boolean.
 */
function lowerNames(values: Set<string>): boolean {
  for (const v of values) if (!LOWER_NAME.test(v) || BOOLEAN.test(v)) return false;
  return true;
}
const LOWER_NAME = /^[a-z][a-z0-9_]*$/;
/** A verb's form (`starting`, `stopped`): opening a short message, the event's own word rather than a name. */
function verbForms(values: Set<string>): boolean {
  for (const v of values) if (v.endsWith('ing') || v.endsWith('ed')) return true;
  return false;
}
/** Least tokens of a template whose opening word may be merged on many values framed alike. */
const MIN_OPENING_REST = 4;
/**
 * Least tokens of a template whose opening word may be merged on three lower-case values or more: a rest of two
 * tokens the same (`pipeline runner started.` beside `bounces runner started.`, `out runner started.`); in a
 * template of MIN_OPENING_REST tokens or fewer, not where one value is a verb's form (`starting main loop`).
 */
const MIN_NAMED_LENGTH = 3;

interface Template {
  tokens: string[];
  /** `tokens.join(' ')` and where each token starts in it (undefined after a token changed). */
  joined?: string;
  starts?: number[];
  /** The tokens as numbers, one per distinct token of the bucket (`<*>` is 0). */
  ids?: number[];
  /** The masked form the template was made from, and the next template whose masked form has the same hash. */
  masked: string;
  next: Template | undefined;
  /** The final template (set once merging is done). */
  text?: string;
}

/** The template's tokens without position j, as `tokens[..j] ␀ tokens[j+1..]` (one space between tokens). */
function keyWithout(t: Template, j: number): string {
  let joined = t.joined;
  let starts = t.starts;
  if (joined === undefined || starts === undefined) {
    joined = t.tokens.join(' ');
    starts = [];
    let p = 0;
    for (const tok of t.tokens) {
      starts.push(p);
      p += tok.length + 1;
    }
    t.joined = joined;
    t.starts = starts;
  }
  const prefix = j > 0 ? joined.slice(0, starts[j] - 1) : '';
  const suffix = j + 1 < starts.length ? joined.slice(starts[j + 1]) : '';
  return prefix + '\u0000' + suffix;
}

/** Templates that hold `<*>` at j are left out after the first pass. */
function skipped(t: Template, j: number, pass: number): boolean {
  return pass > 0 && t.tokens[j] === '<*>';
}

/** The templates grouped by their tokens without position j, as strings (the general path). */
function groupByText(list: Template[], j: number, pass: number): Iterable<Template[]> {
  const groups = new Map<string, Template[]>();
  for (const t of list) {
    if (skipped(t, j, pass)) continue;
    const key = keyWithout(t, j);
    const g = groups.get(key);
    if (g) g.push(t);
    else groups.set(key, [t]);
  }
  return groups.values();
}

function sameIdsWithout(a: number[], b: number[], j: number): boolean {
  for (let k = 0; k < a.length; k++) if (k !== j && a[k] !== b[k]) return false;
  return true;
}

/**
 * The same groups as groupByText, from the tokens as numbers: a hash of the numbers but j picks the
 * group, the numbers themselves confirm it. (Tokens hold no space, so the texts are equal exactly
 * when the tokens are, unless a token holds the NUL that keyWithout puts at j: then the general path.)
 */
function groupByIds(list: Template[], j: number, pass: number): Template[][] {
  const byHash = new Map<number, Template[][]>();
  const out: Template[][] = [];
  for (const t of list) {
    if (skipped(t, j, pass)) continue;
    const ids = t.ids!;
    let h = 0;
    for (let k = 0; k < ids.length; k++) if (k !== j) h = (Math.imul(h, 0x9e3779b1) + ids[k]) | 0;
    const same = byHash.get(h);
    const g = same?.find((c) => sameIdsWithout(c[0].ids!, ids, j));
    if (g) g.push(t);
    else {
      const fresh = [t];
      out.push(fresh);
      if (same) same.push(fresh);
      else byHash.set(h, [fresh]);
    }
  }
  return out;
}

/** Numbers the bucket's tokens (`<*>` as 0); false when a token holds a NUL (see groupByIds). */
function numberTokens(list: Template[]): boolean {
  const ids = new Map<string, number>([['<*>', 0]]);
  for (const t of list) {
    const n = new Array<number>(t.tokens.length);
    for (let k = 0; k < n.length; k++) {
      const tok = t.tokens[k];
      let id = ids.get(tok);
      if (id === undefined) {
        if (tok.includes('\u0000')) return false;
        id = ids.size;
        ids.set(tok, id);
      }
      n[k] = id;
    }
    t.ids = n;
  }
  return true;
}

/** Positions where templates of one length differ only by a free value become `<*>` (repeated to a fixpoint). */
function mergeBucket(list: Template[], byIds: boolean): void {
  const len = list[0].tokens.length;
  const numbered = byIds && numberTokens(list);
  let firstFree = false;
  for (const t of list) if (t.tokens[0].includes('<*>')) firstFree = true;
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    // the first word names the event (as in Drain's parse tree): never merged on word values, only where every
    // value holds a masked part (`host:<*>` opening a message)
    const opensFramed = firstFree || (len >= MIN_OPENING_REST && list.length >= (len > MIN_OPENING_REST ? MIN_VALUES : MIN_KEYWORD_VALUES));
    for (let j = opensFramed || (len >= MIN_NAMED_LENGTH && list.length >= MIN_VALUES) ? 0 : 1; j < len; j++) {
      const groups = numbered ? groupByIds(list, j, pass) : groupByText(list, j, pass);
      for (const g of groups) {
        if (g.length < 2) continue;
        const values = new Set(g.map((t) => t.tokens[j]));
        // (templates made the same by a merge before: nothing varies here)
        if (values.size < 2) continue;
        // (the set's first value: a glued word holds a mask and a slash pair a `/` in every value, asked of it first)
        const first = g[0].tokens[j];
        const keywords = [...values].some((v) => KEYWORD.test(v));
        // ... or where many lower-case values open messages that agree on a long rest (`(alice) CMD (run-parts ...)`,
        // `bob : TTY=pts/0 ; ...`): a user or host name opening the message, not an event's word
        // (values framed alike or beside a mask: read at most once per position)
        let framedValues: boolean | undefined;
        const framed = () =>
          (framedValues ??=
            sameFrame(values) || besideMask(values) || (first.includes('<*>') && gluedWord(values, j > 0)) || (first.includes('/') && slashPair(values)) ||
            (first.includes('.') && dottedNames(values)) ||
            ((first.includes('_') || first.includes('-')) && compoundPart(values)));
        if (
          j === 0 &&
          ![...values].every((v) => v.includes('<*>')) &&
          (keywords || values.size < MIN_KEYWORD_VALUES || len < MIN_OPENING_REST) &&
          !(len >= MIN_OPENING_REST && opensFramed && framed()) &&
          !(len >= MIN_NAMED_LENGTH && !keywords && values.size >= MIN_VALUES && lowerNames(values) && (len > MIN_OPENING_REST || !verbForms(values)))
        )
          continue;
        // (each reading asked only while none before it holds)
        if (
          values.size >= (keywords ? MIN_KEYWORD_VALUES : MIN_VALUES) ||
          sameKey(values) ||
          sameShapeFree(values) ||
          (j > 0 && values.size >= 2 && namesNext(g[0].tokens[j - 1])) ||
          framed()
        ) {
          for (const t of g) {
            if (t.tokens[j] === '<*>') continue;
            t.tokens[j] = '<*>';
            t.joined = undefined;
            if (numbered) t.ids![j] = 0;
          }
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  // (the pair search is quadratic in the positions: asked of small buckets only)
  if (len > 2 && list.length <= MAX_PAIR_BUCKET) pairValues(list, len);
}

/** Most templates of one length searched for values in two places at once. */
const MAX_PAIR_BUCKET = 8;
/** A lower-case word in quotes (`"code"`, `'firefox'`): a name, as sameFrame reads it. */
const QUOTED_WORD = /^(["'])[a-z][a-z0-9_.-]*\1$/;
/** Is the token a quoted `key='value'` pair (a name the key says whose: `killer='<*>:dave'`)? */
function quotedPair(tok: string): boolean {
  const eq = tok.indexOf('=');
  if (eq <= 0 || eq + 2 >= tok.length) return false;
  const q = tok.charCodeAt(eq + 1);
  return q === 39 || q === 34;
}
/**
 * Values that vary in two places at once (`alice joins game. List of players: erin` beside `carol joins game. List
 * of players: alice`; `killer='<*>:carol' victim='<*>:alice'` beside `killer='<*>:dave' victim='<*>:dave'`): the
 * one-position merge sees no rest in common. Where a position holds a name by its key (a NAME_KEYS word before it, or a
 * quoted `key='value'`) or by its frame (a lower-case word in quotes: `snap "code"`), templates the same but there and
 * at one other position are merged at both, when both positions' values read as values on their own (the other may
 * be lower-case words in one frame, `[bob]` beside `[carol]`, or compound names, `desktop-legacy` beside
 * `network-manager-observe`).
 */
function pairValues(list: Template[], len: number): void {
  let keyed: number[] | undefined;
  for (let k = 1; k < len; k++) {
    for (const t of list) {
      const tok = t.tokens[k];
      const before = t.tokens[k - 1];
      // (cheap tests of the first and last character before the readings)
      const c = before.charCodeAt(0) | 32;
      const q = tok.charCodeAt(tok.length - 1);
      if (
        ((c === 117 || c === 112) && before.length >= 4 && before.length <= 9 && tok !== '<*>' && namesNext(before)) ||
        ((q === 39 || q === 34) && (tok.charCodeAt(0) === q ? QUOTED_WORD.test(tok) : tok.length > 4 && quotedPair(tok)))
      ) {
        (keyed ??= []).push(k);
        break;
      }
    }
  }
  if (keyed === undefined) return;
  for (const k of keyed) {
    for (let j = 0; j < len; j++) {
      // (the word before k is a value too where k is a quoted pair: `killer='<*>:dave' victim='<*>:alice'`)
      if (j === k) continue;
      const groups = new Map<string, Template[]>();
      for (const t of list) {
        if (t.tokens[j] === '<*>' && t.tokens[k] === '<*>') continue;
        const key = t.tokens.map((tok, i) => (i === j || i === k ? '' : tok)).join(' ');
        const g = groups.get(key);
        if (g) g.push(t);
        else groups.set(key, [t]);
      }
      for (const g of groups.values()) {
        if (g.length < 2) continue;
        const atK = new Set(g.map((t) => t.tokens[k]));
        const atJ = new Set(g.map((t) => t.tokens[j]));
        if (atK.size < 2 || atJ.size < 2 || (j === k - 1 && [...atJ].some(namesNext))) continue;
        if (!(namesNext(g[0].tokens[k - 1]) || sameKey(atK) || sameFrame(atK))) continue;
        const keywords = [...atJ].some((v) => KEYWORD.test(v));
        const jValue =
          j === 0
            ? len > MIN_OPENING_REST && !keywords && atJ.size >= MIN_VALUES && lowerNames(atJ)
            : (!keywords && atJ.size >= MIN_VALUES) ||
              sameKey(atJ) ||
              namesNext(g[0].tokens[j - 1]) ||
              sameFrame(atJ) ||
              [...atJ].every(isCompoundName);
        if (!jValue) continue;
        for (const t of g) {
          t.tokens[j] = '<*>';
          t.tokens[k] = '<*>';
          t.joined = undefined;
          if (t.ids) t.ids[j] = t.ids[k] = 0;
        }
      }
    }
  }
}

/**
 * A token of punctuation alone (`:`, `>`, `--------`): a separator, not a word of the event; or a value (a token
 * holding a mask: `alice/<*>:<*>`, a client before the message on some lines) or a bracketed tag (`[CACVD-WPCTL]`).
 */
function isSeparator(tok: string): boolean {
  const n = tok.length;
  const first = tok.charCodeAt(0);
  if (first === 91 && n > 2 && tok.charCodeAt(n - 1) === 93) return true;
  // (a mask alone opens many templates, and says too little: not that)
  if (n > 3 && tok.includes('<*>')) {
    for (let i = 0; i < n; i++) {
      const c = tok.charCodeAt(i);
      if (c === 60 && tok.startsWith('<*>', i)) i += 2;
      else if (isAsciiLetter(c)) return true;
    }
    return false;
  }
  if (n > 16) return false;
  for (let i = 0; i < n; i++) {
    const c = tok.charCodeAt(i);
    if (c >= 128 || c === 42 || c === 95 || (c >= 48 && c <= 57) || isAsciiLetter(c)) return false;
  }
  return true;
}
function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * A separator, value or tag opening some messages of an event and not others (`: Passenger core online` beside
 * `Passenger core online`, `bob/<*>:<*> Data Channel: …` beside `Data Channel: …`: the tail of a header read into the
 * message on some lines): the template opened by it is the one without it, when there is one. Where every line has
 * one (`+ pkg` and `- pkg` both) nothing changes. `byRest`: the templates so opened, by the length of their rest.
 */
function joinSeparated(unique: Template[], byRest: Map<number, Template[]>): void {
  // (the rest may open with a separator too, WebLogic's `> <> <…>` beside `<> <…>`: read before any changes)
  const joined: Array<[Template, string]> = [];
  for (const p of unique) {
    const opened = byRest.get(p.text!.length);
    if (opened !== undefined) for (const t of opened) if (t !== p && t.text!.endsWith(p.text!)) joined.push([t, p.text!]);
  }
  for (const [t, rest] of joined) t.text = rest;
}

/** Is the token a compound lower-case name (COMPOUND_NAME), asked first of its first character? */
function isCompoundName(tok: string): boolean {
  const c = tok.charCodeAt(0);
  return c >= 97 && c <= 122 && COMPOUND_NAME.test(tok);
}

/**
 * A compound name closing a message after a mask (`DHCPACK(<*>) <*> laptop-alice`) where another template is the same
 * without it (`DHCPACK(<*>) <*>`: there the name held a digit, `android-4f2a`, and was folded into the mask before it):
 * the name is that value, and the template the shorter one.
 */
function foldNames(unique: Template[], named: Template[]): void {
  const masked = new Set<string>();
  for (const t of unique) if (t.text!.endsWith('<*>')) masked.add(t.text!);
  for (const t of named) {
    const rest = t.text!.slice(0, t.text!.lastIndexOf(' '));
    if (masked.has(rest)) t.text = rest;
  }
}

/** Messages of one shape (message-shape.ts) share a template; the chain holds shapes whose hashes collide. */
interface Shaped {
  /** Where the shape is kept (message-shape.ts) and its length. */
  at: number;
  length: number;
  t: Template;
  next: Shaped | undefined;
}

/** Distinct masked forms in first-seen order, found by a hash of the masked form (built only when new). */
interface MaskedForms {
  unique: Template[];
  byHash: Map<number, Template>;
}

/** The template of the masked form of `line`: masks it (the general path). */
function maskedTemplate(line: string, forms: MaskedForms): Template {
  const h = maskedHash(line);
  const head = forms.byHash.get(h);
  let t = head;
  while (t !== undefined && !maskedEquals(line, t.masked)) t = t.next;
  if (t === undefined) {
    const m = maskedText(line);
    t = { tokens: m === '' ? [] : m.split(' '), masked: m, next: head };
    forms.byHash.set(h, t);
    forms.unique.push(t);
  }
  return t;
}

/**
 * Templates for a batch of messages: masked forms, then merged where only free values differ.
 * `memo: false` takes the general path throughout (masks every message, groups templates by their
 * texts), which the memo and the numbered tokens must agree with; for tests.
 */
export function mineTemplates(messages: readonly string[], { memo = true }: { memo?: boolean } = {}): string[] {
  const forms: MaskedForms = { unique: [], byHash: new Map() };
  // a message seen before as written (its first line) has the template it had then: one native lookup
  const seen = new Map<string, Template>();
  // a message of a shape seen before has the template that shape had then: masked once per shape
  const byShape = new Map<number, Shaped>();
  forgetShapes();
  const of: Template[] = new Array<Template>(messages.length);
  // a dump that hardly repeats a message as written (ids in every line) stops asking `seen`
  let asks = memo;
  let repeats = 0;
  for (let i = 0; i < messages.length; i++) {
    const msg = messages[i];
    const nl = msg.indexOf('\n');
    const line = nl < 0 ? msg : msg.slice(0, nl);
    let t: Template | undefined;
    if (!memo) t = maskedTemplate(line, forms);
    else {
      if (asks) {
        t = seen.get(line);
        if (t !== undefined) repeats++;
      }
      if (t === undefined) {
        const sh = shapeHash(line, line.length);
        const first = byShape.get(sh);
        let s = first;
        while (s !== undefined && !shapeEquals(s.at, s.length)) s = s.next;
        if (s === undefined) {
          t = maskedTemplate(line, forms);
          byShape.set(sh, { at: keepShape(), length: keptShapeLength(), t, next: first });
        } else t = s.t;
        if (asks) seen.set(line, t);
      }
      if (i === 255 && repeats < 32) asks = false;
    }
    of[i] = t;
  }
  seen.clear();
  byShape.clear();
  forms.byHash.clear();
  const unique = forms.unique;
  const buckets = new Map<number, Template[]>();
  for (const t of unique) {
    const b = buckets.get(t.tokens.length);
    if (b) b.push(t);
    else buckets.set(t.tokens.length, [t]);
  }
  for (const b of buckets.values()) if (b.length > 1 && b[0].tokens.length > 0) mergeBucket(b, memo);
  // the templates opened by a separator, by the length of their rest: only a template of that length is compared (no
  // hashing); read in the loop that writes the texts (most dumps have none: no further pass)
  let byRest: Map<number, Template[]> | undefined;
  let named: Template[] | undefined;
  for (const t of unique) {
    const text = (t.text = t.tokens.join(' '));
    const k = t.tokens.length;
    // (a compound name closing the message after a mask: foldNames)
    if (k >= 2 && t.tokens[k - 2] === '<*>' && isCompoundName(t.tokens[k - 1])) (named ??= []).push(t);
    if (k < 2 || !isSeparator(t.tokens[0])) continue;
    byRest ??= new Map();
    const n = text.length - t.tokens[0].length - 1;
    const same = byRest.get(n);
    if (same) same.push(t);
    else byRest.set(n, [t]);
  }
  if (named !== undefined) foldNames(unique, named);
  if (byRest !== undefined) joinSeparated(unique, byRest);
  const out = new Array<string>(of.length);
  for (let i = 0; i < of.length; i++) out[i] = of[i].text!;
  return out;
}
