import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the third-party evaluation data lives: `SVC_EVAL_DIR`, else `../shared/eval` beside the checkout. */
export function evalDir(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [process.env.SVC_EVAL_DIR, resolve(here, '../../../../shared/eval'), resolve(process.cwd(), '../shared/eval')];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return null;
}
