/** `stack_trace`: exception, frames and causes of one trace (Java, Python, Go, Node, .NET). */

interface Frame {
  function: string;
  file: string;
  line: number | null;
  text: string;
}

const JAVA_FRAME = /^\s*at ([\w$.<>/]+)\(([^:)]*)(?::(\d+))?\)/;
const DOTNET_FRAME = /^\s*at (.+?\(.*?\))(?: in (.+?):line (\d+))?\s*$/;
const NODE_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):\d+\)?\s*$/;
const PY_FRAME = /^\s*File "([^"]+)", line (\d+)(?:, in (.+))?/;
const GO_FILE = /^\s+(\S+\.go):(\d+)/;
const GO_FUNC = /^([\w./*()-]+\.[\w.*()-]+)\(.*\)$/;
const EXC = /^(?:Caused by: |Exception in thread "[^"]*" |Unhandled exception\. |Uncaught )?((?:[\w$]+\.)*[\w$]*(?:Exception|Error|Throwable|Fault|Exit|Interrupt|Warning)|panic|fatal error)(?::\s?(.*))?$/;

function language(lines: readonly string[]): string {
  const t = lines.join('\n');
  if (/Traceback \(most recent call last\)|^\s*File "/m.test(t)) return 'python';
  if (/^goroutine \d+ \[|\.go:\d+/m.test(t)) return 'go';
  if (/^\s*at .+\(.*\.java:\d+\)|^\s*at [\w$.]+\((?:Native Method|Unknown Source)\)|^\s*\.\.\. \d+ more/m.test(t)) return 'java';
  if (/^\s*at .+ in .+:line \d+|---> |--- End of/m.test(t)) return 'dotnet';
  if (/^\s*at .+:\d+:\d+\)?$/m.test(t)) return 'javascript';
  if (/^\s*at [\w$.]+\(/m.test(t)) return 'java';
  return 'unknown';
}

export function buildStackTrace(text: string): Record<string, unknown> {
  const lines = text.replace(/\r/g, '').split('\n').filter((l) => l.trim() !== '');
  const lang = language(lines);
  const frames: Frame[] = [];
  const excs: Array<{ exception: string; message: string }> = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    let m: RegExpExecArray | null;
    if (lang === 'python' && (m = PY_FRAME.exec(raw))) {
      frames.push({ function: m[3] ?? '', file: m[1], line: Number(m[2]), text: [raw.trim(), (lines[i + 1] ?? '').trim()].join(' | ') });
      if (lines[i + 1] && !PY_FRAME.test(lines[i + 1]) && /^\s/.test(lines[i + 1])) i++;
      continue;
    }
    if (lang === 'go' && (m = GO_FUNC.exec(raw.trim())) && GO_FILE.test(lines[i + 1] ?? '')) {
      const f = GO_FILE.exec(lines[i + 1])!;
      frames.push({ function: m[1], file: f[1], line: Number(f[2]), text: `${raw.trim()} ${lines[i + 1].trim()}` });
      i++;
      continue;
    }
    if (lang === 'dotnet' && (m = DOTNET_FRAME.exec(raw))) {
      frames.push({ function: m[1], file: m[2] ?? '', line: m[3] ? Number(m[3]) : null, text: raw.trim() });
      continue;
    }
    if ((m = JAVA_FRAME.exec(raw)) && lang !== 'javascript') {
      frames.push({ function: m[1], file: m[2], line: m[3] ? Number(m[3]) : null, text: raw.trim() });
      continue;
    }
    if ((m = NODE_FRAME.exec(raw))) {
      frames.push({ function: m[1] ?? '<anonymous>', file: m[2], line: Number(m[3]), text: raw.trim() });
      continue;
    }
    const t = raw.trim().replace(/^-+> /, '');
    const e = EXC.exec(t.length > 500 ? t.slice(0, 500) : t);
    if (e) excs.push({ exception: e[1], message: (e[2] ?? '').trim() });
  }
  // Python names the raised exception last; the others name it first and list causes after it
  const main = lang === 'python' ? excs[excs.length - 1] : excs[0];
  const causes = lang === 'python' ? excs.slice(0, -1) : excs.slice(1);
  return {
    language: lang,
    exception: main?.exception ?? '',
    message: main?.message ?? '',
    frames,
    causes,
    text: lines.join('\n'),
  };
}
