import { readFileSync, writeFileSync } from 'node:fs';
import { APP_SETTINGS } from './app-settings.js';
import { withSettingsTable } from './readme-settings.js';

/** `npm run docs:settings`: renders README.md's settings table from the settings classes. */
const path = 'README.md';
const before = readFileSync(path, 'utf8');
const after = withSettingsTable(before, APP_SETTINGS);
writeFileSync(path, after);
process.stdout.write(before === after ? 'README.md: settings table already up to date\n' : 'README.md: settings table rewritten\n');
