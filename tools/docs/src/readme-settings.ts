import { renderSettingsTable, type AppSettings } from '@svc/platform';

const HEADING = '## Settings\n';

/** Where the settings table of `readme` is: the first table after the heading, to the first blank line. */
function tableBounds(readme: string): { start: number; end: number } {
  const heading = readme.indexOf(HEADING);
  if (heading < 0) throw new Error('README.md has no "## Settings" section');
  const start = readme.indexOf('\n|', heading) + 1;
  const end = readme.indexOf('\n\n', start) + 1;
  if (start <= 0 || end <= 0) throw new Error('README.md\'s "## Settings" section has no table');
  return { start, end };
}

export function settingsTableOf(readme: string): string {
  const { start, end } = tableBounds(readme);
  return readme.slice(start, end);
}

/** `readme` with its settings table rendered from `apps` (the rest of the file untouched). */
export function withSettingsTable(readme: string, apps: AppSettings[]): string {
  const { start, end } = tableBounds(readme);
  return readme.slice(0, start) + renderSettingsTable(apps) + readme.slice(end);
}
