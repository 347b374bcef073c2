import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConsoleFiles, consoleRoots } from './console-files.js';

const dir = mkdtempSync(join(tmpdir(), 'console-files-'));
const page = join(dir, 'static');
const code = join(dir, 'dist');
mkdirSync(join(code, 'pages'), { recursive: true });
mkdirSync(page);
writeFileSync(join(page, 'index.html'), '<!doctype html><title>x</title>');
writeFileSync(join(page, 'console.css'), 'body{}');
writeFileSync(join(code, 'main.js'), 'export {};');
writeFileSync(join(code, 'main.js.map'), '{}');
writeFileSync(join(code, 'main.d.ts'), 'export {};');
writeFileSync(join(code, 'pages', 'keys.js'), 'export {};');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ConsoleFiles', () => {
  const files = new ConsoleFiles([page, code]);

  it('serves the page, styles and modules of both folders with their content types and a strong ETag', () => {
    expect(files.get('index.html')?.type).toBe('text/html; charset=utf-8');
    expect(files.get('console.css')?.type).toBe('text/css; charset=utf-8');
    expect(files.get('main.js')?.type).toBe('text/javascript; charset=utf-8');
    expect(files.get('pages/keys.js')?.body.toString()).toBe('export {};');
    expect(files.get('main.js')?.etag).toMatch(/^"[\w-]{27}"$/);
    expect(files.get('main.js')?.etag).toBe(files.get('pages/keys.js')?.etag);
    expect(files.get('index.html')?.etag).not.toBe(files.get('main.js')?.etag);
  });

  it('serves nothing else: no source maps, declarations, paths outside the folders or unknown names', () => {
    for (const path of ['main.js.map', 'main.d.ts', '../static/index.html', '/etc/passwd', 'pages', 'nope.js', '']) expect(files.get(path), path).toBeUndefined();
  });

  it('finds the built console of the workspace', () => {
    expect(consoleRoots().map((r) => r.split(/[\\/]/).slice(-3).join('/'))).toEqual(['apps/console/static', 'apps/console/dist']);
  });
});
