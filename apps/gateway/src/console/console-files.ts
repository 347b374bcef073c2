import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { Injectable } from '@nestjs/common';

export interface ConsoleFile {
  body: Buffer;
  type: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
};

/** Where the built console lives: the `@svc/console` workspace package (static/ for the page and styles, dist/ for the compiled modules). */
export function consoleRoots(): string[] {
  try {
    const root = dirname(createRequire(import.meta.url).resolve('@svc/console/package.json'));
    return [join(root, 'static'), join(root, 'dist')];
  } catch {
    return [];
  }
}

/**
 * The console's files, read once (a few dozen small files) with their content type and a strong ETag. Only
 * the types above are served (no source maps, no declaration files), and nothing outside the two folders.
 */
@Injectable()
export class ConsoleFiles {
  private files: Map<string, ConsoleFile> | undefined;

  constructor(private readonly roots: string[] = consoleRoots()) {}

  /** A file by its path under /console/ (`main.js`, `pages/keys.js`), or undefined. */
  get(path: string): ConsoleFile | undefined {
    return this.load().get(path);
  }

  private load(): Map<string, ConsoleFile> {
    if (this.files) return this.files;
    const files = new Map<string, ConsoleFile>();
    for (const root of this.roots) {
      if (!existsSync(root)) continue;
      for (const file of walk(root)) {
        const type = TYPES[extname(file)];
        const path = relative(root, file).split(sep).join('/');
        if (!type || files.has(path)) continue;
        const body = readFileSync(file);
        files.set(path, { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });
      }
    }
    this.files = files;
    return files;
  }
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
