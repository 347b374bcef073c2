import { envSpecs, type EnvClass, type EnvSpec } from './env.decorator.js';

/** One app (or launcher) and the settings classes it reads. */
export interface AppSettings {
  app: string;
  settings: EnvClass[];
}

export interface SettingRow {
  variable: string;
  spec: EnvSpec;
  readBy: string[];
}

/**
 * Every variable of every app once, in the order the apps list their classes. A variable declared by two
 * classes is refused: shared settings live in one class that both apps list, so their defaults cannot differ.
 */
export function settingRows(apps: AppSettings[]): SettingRow[] {
  const owner = new Map<string, EnvClass>();
  const rows = new Map<string, SettingRow>();
  for (const { app, settings } of apps) {
    for (const cls of settings) {
      for (const [variable, spec] of envSpecs(cls)) {
        const declaredBy = owner.get(variable) ?? cls;
        if (declaredBy !== cls) throw new Error(`${variable} is declared by both ${declaredBy.name} and ${cls.name}`);
        owner.set(variable, cls);
        const row = rows.get(variable) ?? { variable, spec, readBy: [] };
        if (!row.readBy.includes(app)) row.readBy.push(app);
        rows.set(variable, row);
      }
    }
  }
  return [...rows.values()];
}

function shownDefault(spec: EnvSpec): string {
  if (spec.shown) return spec.shown;
  if (spec.default === undefined) return 'unset';
  if (spec.default === '') return 'empty';
  return `\`${String(spec.default)}\``;
}

/** The README's settings table (markdown), one row per variable. */
export function renderSettingsTable(apps: AppSettings[]): string {
  const cell = (text: string): string => text.replaceAll('|', '\\|');
  const lines = ['| variable | default | read by | what |', '|---|---|---|---|'];
  for (const { variable, spec, readBy } of settingRows(apps)) {
    lines.push(`| \`${variable}\` | ${cell(shownDefault(spec))} | ${readBy.join(', ')} | ${cell(spec.doc)} |`);
  }
  return lines.join('\n') + '\n';
}
