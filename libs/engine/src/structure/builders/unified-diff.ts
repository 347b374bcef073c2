/** `unified_diff`: files and hunks; every hunk line stays in its hunk (a hunk is never split). */

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

interface Hunk {
  header: string;
  old_start: number;
  old_lines: number;
  new_start: number;
  new_lines: number;
  lines: string[];
}
interface FileDiff {
  old_path: string;
  new_path: string;
  additions: number;
  deletions: number;
  hunks: Hunk[];
}

function stripPrefix(p: string): string {
  const path = p.split('\t', 1)[0].trim();
  return path === '/dev/null' ? path : path.replace(/^[ab]\//, '');
}

export function buildUnifiedDiff(text: string): Record<string, unknown> {
  const files: FileDiff[] = [];
  let file: FileDiff | undefined;
  let hunk: Hunk | undefined;
  let oldLeft = 0;
  let newLeft = 0;
  const lines = text.replace(/\r/g, '').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (hunk && (oldLeft > 0 || newLeft > 0)) {
      const c = line[0];
      if (c === '+' ) { newLeft--; file!.additions++; }
      else if (c === '-') { oldLeft--; file!.deletions++; }
      else if (c === ' ' || line === '') { oldLeft--; newLeft--; }
      else if (c !== '\\') { hunk = undefined; }
      if (hunk) { hunk.lines.push(line); continue; }
    } else if (hunk && line.startsWith('\\')) {
      hunk.lines.push(line);
      continue;
    }
    if (line.startsWith('diff --git ')) {
      const m = /^diff --git a\/(.+?) b\/(.+)$/.exec(line);
      file = { old_path: m?.[1] ?? '', new_path: m?.[2] ?? '', additions: 0, deletions: 0, hunks: [] };
      files.push(file);
      hunk = undefined;
    } else if (line.startsWith('--- ') && lines[i + 1]?.startsWith('+++ ')) {
      if (!file || file.hunks.length > 0 || (file.old_path !== '' && !lines[i - 1]?.startsWith('index ') && !lines[i - 1]?.startsWith('diff ') && !/^(?:new|deleted) file|^similarity|^rename/.test(lines[i - 1] ?? ''))) {
        file = { old_path: '', new_path: '', additions: 0, deletions: 0, hunks: [] };
        files.push(file);
      }
      file.old_path = stripPrefix(line.slice(4));
      file.new_path = stripPrefix(lines[i + 1].slice(4));
      i++;
    } else {
      const m = HUNK.exec(line);
      if (m) {
        if (!file) {
          file = { old_path: '', new_path: '', additions: 0, deletions: 0, hunks: [] };
          files.push(file);
        }
        hunk = { header: line, old_start: Number(m[1]), old_lines: m[2] === undefined ? 1 : Number(m[2]), new_start: Number(m[3]), new_lines: m[4] === undefined ? 1 : Number(m[4]), lines: [] };
        oldLeft = hunk.old_lines;
        newLeft = hunk.new_lines;
        file.hunks.push(hunk);
      }
    }
  }
  return { files };
}
