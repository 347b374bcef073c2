/**
 * Repairs malformed JSON text the way model output and hand-written JSON break: code fences and
 * chatter around it, single quotes, unquoted keys and strings, comments, trailing or missing commas,
 * Python literals (True/False/None), NaN/Infinity, raw newlines in strings, unclosed strings and brackets.
 * Returns JSON text that `JSON.parse` accepts, or undefined when there is nothing JSON-like to repair.
 */

const LITERALS: Record<string, string> = {
  true: 'true', True: 'true', TRUE: 'true', false: 'false', False: 'false', FALSE: 'false',
  null: 'null', None: 'null', NULL: 'null', nil: 'null', undefined: 'null', NaN: 'null', Infinity: 'null', '-Infinity': 'null',
};
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

function readString(s: string, i: number, quote: string): [string, number] {
  let out = '';
  i++;
  while (i < s.length) {
    const c = s[i];
    if (c === '\\' && i + 1 < s.length) {
      const n = s[i + 1];
      if (n === quote || '"\\/bfnrtu'.includes(n)) out += n === "'" ? "'" : `\\${n}`;
      else out += `\\\\${n}`;
      i += 2;
      continue;
    }
    if (c === quote) return [`"${out}"`, i + 1];
    if (c === '"') out += '\\"';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else out += c;
    i++;
  }
  return [`"${out}"`, i];
}

function normalizeNumber(word: string): string | undefined {
  let w = word.replace(/^\+/, '').replace(/_/g, '');
  if (/^-?\.\d/.test(w)) w = w.replace('.', '0.');
  if (/\d\.$/.test(w)) w = w.slice(0, -1);
  if (/^-?0[xX][0-9a-fA-F]+$/.test(w)) return String(Number.parseInt(w, 16));
  if (/^-?0\d+$/.test(w)) w = String(Number(w));
  return NUMBER.test(w) ? w : undefined;
}

export function repairJsonText(input: string): string | undefined {
  let s = input.replace(/^\uFEFF/, '');
  const fence = /```(?:json|JSON|js|javascript)?\s*\n?([\s\S]*?)(?:```|$)/.exec(s);
  if (fence) s = fence[1]!;
  const start = s.search(/[{[]/);
  if (start < 0) {
    const t = s.trim();
    if (t in LITERALS) return LITERALS[t];
    const n = normalizeNumber(t);
    if (n !== undefined) return n;
    return /^["']/.test(t) ? readString(t, 0, t[0])[0] : undefined;
  }
  s = s.slice(start);
  let out = '';
  const stack: string[] = [];
  let i = 0;
  const last = (): string => out[out.length - 1] ?? '';
  const valueEnded = (): boolean => /["\d}\]el]$/.test(out) && !out.endsWith('null,') && last() !== ',';
  const beforeValue = (): void => {
    if (stack.length > 0 && valueEnded() && last() !== ':' ) out += ',';
  };
  const inObject = (): boolean => stack[stack.length - 1] === '}';
  const expectingKey = (): boolean => inObject() && (last() === '{' || last() === ',');
  while (i < s.length && (stack.length > 0 || out === '')) {
    const c = s[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    if (c === '/' && s[i + 1] === '/') {
      const nl = s.indexOf('\n', i);
      i = nl < 0 ? s.length : nl;
      continue;
    }
    if (c === '/' && s[i + 1] === '*') {
      const end = s.indexOf('*/', i + 2);
      i = end < 0 ? s.length : end + 2;
      continue;
    }
    if (c === '#' && (last() === ',' || last() === '{' || last() === '[')) {
      const nl = s.indexOf('\n', i);
      i = nl < 0 ? s.length : nl;
      continue;
    }
    if (c === '{' || c === '[') {
      beforeValue();
      out += c;
      stack.push(c === '{' ? '}' : ']');
      i++;
      continue;
    }
    if (c === '}' || c === ']') {
      if (!stack.includes(c)) {
        i++;
        continue;
      }
      if (last() === ',') out = out.slice(0, -1);
      if (last() === ':') out += 'null';
      while (stack.length > 0) {
        const closer = stack.pop()!;
        out += closer;
        if (closer === c) break;
      }
      i++;
      continue;
    }
    if (c === ',') {
      if (last() !== ',' && last() !== '{' && last() !== '[' && last() !== ':') out += ',';
      i++;
      continue;
    }
    if (c === ':') {
      if (inObject() && last() !== ':') out += ':';
      i++;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      const [str, next] = readString(s, i, c);
      beforeValue();
      out += str;
      i = next;
      continue;
    }
    // bare word: key, literal, number or unquoted string
    let j = i;
    while (j < s.length && !/[,:{}[\]"'\n]/.test(s[j])) j++;
    let word = s.slice(i, j).trim();
    if (word === '') {
      i = j + 1;
      continue;
    }
    const keyNext = s[j] === ':';
    if (expectingKey() || (inObject() && keyNext && last() !== ':')) {
      beforeValue();
      out += JSON.stringify(word);
    } else {
      beforeValue();
      const lit = LITERALS[word];
      const num = lit === undefined ? normalizeNumber(word) : undefined;
      if (!lit && num === undefined && !keyNext) {
        // an unquoted string runs to the next structural comma or closer
        while (j < s.length && !/[,}\]\n]/.test(s[j])) j++;
        word = s.slice(i, j).trim();
      }
      out += lit ?? num ?? JSON.stringify(word);
    }
    i = j;
  }
  if (last() === ',') out = out.slice(0, -1);
  if (last() === ':') out += 'null';
  while (stack.length > 0) out += stack.pop();
  return out;
}
