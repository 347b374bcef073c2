import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
};
const README = readFileSync(new URL('README.md', root), 'utf8');

/** The oldest release each alternative of the project's `engines` range admits (20.19.0, 22.13.0, …). */
function oldestOfEachLine(range: string): string[] {
  return range
    .split('||')
    .map((alternative) => semver.minVersion(alternative.trim()))
    .filter((v): v is semver.SemVer => v !== null)
    .map((v) => v.version);
}

describe("the Node version the project states", () => {
  const stated = manifest.engines.node;
  const versions = oldestOfEachLine(stated);

  it('is a real range, starting at a 20.x release (the machines CI runs on have Node 20)', () => {
    expect(versions[0]).toMatch(/^20\./);
    expect(semver.satisfies(process.version, stated)).toBe(true);
  });

  it('is accepted by every package in the lockfile, at the oldest release of each line it admits', () => {
    const refused: string[] = [];
    for (const [path, pkg] of Object.entries(lock.packages)) {
      const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      if (!path || !wanted) continue;
      for (const v of versions) {
        if (!semver.satisfies(v, wanted)) refused.push(`${path}@${pkg.version} wants node ${wanted}, not ${v}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('is what the README says', () => {
    const first = versions[0] ?? "";
    expect(README).toContain(`Node ${first.replace(/\.0$/, '')} or later in the 20 line`);
  });
});
