import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSettingsTable, settingRows } from '@svc/platform';
import { APP_SETTINGS } from './app-settings.js';
import { settingsTableOf, withSettingsTable } from './readme-settings.js';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe("README.md's settings table", () => {
  it('is the one rendered from every app\'s settings classes (`npm run docs:settings` rewrites it)', () => {
    expect(settingsTableOf(README)).toBe(renderSettingsTable(APP_SETTINGS));
  });

  it('lists every variable once, with the apps that read it', () => {
    const rows = settingRows(APP_SETTINGS);
    expect(new Set(rows.map((r) => r.variable)).size).toBe(rows.length);
    const readBy = Object.fromEntries(rows.map((r) => [r.variable, r.readBy]));
    expect(readBy.SVC_PUBLIC_URL).toEqual(['gateway', 'auth', 'embedded']);
    expect(readBy.PORT).toEqual(['gateway', 'models', 'embedded']);
    expect(readBy.NATS_URL).toEqual(['gateway', 'auth', 'billing', 'models', 'records', 'classifier']);
    expect(readBy.SVC_DATA_DIR).toEqual(['embedded']);
  });

  it('a table that drifted from the classes is told apart, and rewriting leaves the rest of the README as it was', () => {
    const drifted = README.replace('| `SVC_OUTBOX_BATCH` | `500` |', '| `SVC_OUTBOX_BATCH` | `50` |');
    expect(drifted).not.toBe(README);
    expect(settingsTableOf(drifted)).not.toBe(renderSettingsTable(APP_SETTINGS));
    expect(withSettingsTable(drifted, APP_SETTINGS)).toBe(withSettingsTable(README, APP_SETTINGS));
    const rewritten = withSettingsTable(README, APP_SETTINGS);
    expect(rewritten.slice(0, rewritten.indexOf('## Settings'))).toBe(README.slice(0, README.indexOf('## Settings')));
    expect(rewritten.slice(rewritten.indexOf('## The self-hosted container'))).toBe(README.slice(README.indexOf('## The self-hosted container')));
  });
});
