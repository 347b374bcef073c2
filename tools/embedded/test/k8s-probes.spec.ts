import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributedSuite, type AppName } from '@svc/testkit';
import { appDeployments, OVERLAYS, podContainers, probePort, renderOverlay } from './k8s-render.js';

/**
 * The probe and scrape paths of the rendered manifests exist in the real apps: the distributed suite, each
 * backend with its ops server on a port of its own (SVC_OPS_PORT, 9090 in the manifests), the gateway on its
 * HTTP port. A path the manifests name that an app does not serve would leave pods unready or restarting.
 */
let suite: DistributedSuite;

beforeAll(async () => {
  suite = await DistributedSuite.start({ opsPorts: true });
});

afterAll(async () => {
  await suite.stop();
});

/** Where the suite serves what the manifests' container port means for this app. */
function localBase(app: AppName, manifestPort: number): string {
  expect(manifestPort, `${app}: the port its probes use`).toBe(app === 'gateway' ? 8080 : 9090);
  return suite.opsUrl(app);
}

/** GETs until 200 (a backend's readiness may follow its start by a moment) or 15 s; the last status. */
async function statusOf(url: string): Promise<number> {
  const deadline = Date.now() + 15_000;
  let status = 0;
  while (Date.now() < deadline) {
    status = await fetch(url).then((r) => r.status, () => 0);
    if (status === 200) return status;
    await new Promise((r) => setTimeout(r, 200));
  }
  return status;
}

describe.each(OVERLAYS)('k8s/overlays/%s against the running apps', (overlay) => {
  it('every probe path and /metrics scrape path of every app answers 200', async () => {
    const checked: string[] = [];
    for (const d of appDeployments(renderOverlay(overlay))) {
      const app = d.metadata.name as AppName;
      const [c] = podContainers(d);
      const targets: { what: string; path: string; port: number }[] = [];
      for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const) {
        const get = c[probe]?.httpGet;
        expect(get, `${app} ${probe}`).toBeDefined();
        targets.push({ what: probe, path: get!.path ?? '/', port: probePort(c, get!.port)! });
      }
      const annotations = (d.spec as { template: { metadata: { annotations?: Record<string, string> } } }).template.metadata.annotations ?? {};
      targets.push({ what: 'metrics', path: annotations['prometheus.io/path'], port: Number(annotations['prometheus.io/port']) });
      for (const t of targets) {
        const url = `${localBase(app, t.port)}${t.path}`;
        expect(await statusOf(url), `${app} ${t.what} GET ${t.path}`).toBe(200);
        checked.push(`${app} ${t.what}`);
      }
    }
    expect(checked).toHaveLength(6 * 4);
  });
});

describe('readiness when a backend is down', () => {
  it('the gateway stays ready (its pods keep serving the other routes) while billing is stopped', async () => {
    await suite.stopApp('billing');
    const ready = await fetch(`${suite.url}/health/ready`);
    expect(ready.status).toBe(200);
    // The people's aggregate health names the missing backend.
    expect((await fetch(`${suite.url}/health`)).status).toBe(503);
  });
});
