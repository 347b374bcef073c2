import { readFileSync, writeFileSync } from 'node:fs';
import { asyncApiYaml } from '@svc/gateway';
import { withEventCatalogue } from './events-doc.js';

/**
 * `npm run docs:asyncapi`: writes docs/asyncapi.yaml (the AsyncAPI document generated from the event classes)
 * and the catalogue section of docs/events.md; unit tests check both are up to date.
 */
function rewrite(path: string, render: (before: string) => string, missingOk: boolean): void {
  let before = '';
  try {
    before = readFileSync(path, 'utf8');
  } catch (error) {
    if (!missingOk) throw error;
  }
  const after = render(before);
  writeFileSync(path, after);
  process.stdout.write(before === after ? `${path}: already up to date\n` : `${path}: rewritten\n`);
}

rewrite('docs/asyncapi.yaml', () => asyncApiYaml(), true);
rewrite('docs/events.md', withEventCatalogue, false);
