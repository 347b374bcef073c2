import { readFileSync, writeFileSync } from 'node:fs';
import { asyncApiYaml } from '@svc/gateway';

/** `npm run docs:asyncapi`: writes docs/asyncapi.yaml, the event catalogue generated from the event classes. */
const path = 'docs/asyncapi.yaml';
let before = '';
try {
  before = readFileSync(path, 'utf8');
} catch {
  // first run: no file yet
}
const after = asyncApiYaml();
writeFileSync(path, after);
process.stdout.write(before === after ? `${path}: already up to date\n` : `${path}: rewritten\n`);
