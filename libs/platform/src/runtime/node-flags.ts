/**
 * The `node` flags each app is started with, wherever it runs: `k8s/base/<app>.yaml`, `docker-compose.yml`,
 * `npm run start:distributed`, and the distributed suite of the tests and the bench (`@svc/testkit`), so the bench
 * measures the processes as they are deployed. The manifests are checked against this table
 * (tools/embedded/test/k8s-manifests.spec.ts); an app not named here runs with none.
 */
export const APP_NODE_FLAGS: Readonly<Record<string, readonly string[]>> = {
  // A 64 MB young generation for the engine: it allocates briefly per call, and larger semi-spaces keep scavenges
  // (and their pauses) off all but a few guard and extract calls in a thousand (README, "Latest figures").
  models: ['--min-semi-space-size=64', '--max-semi-space-size=64'],
};

export function nodeFlagsOf(app: string): readonly string[] {
  return APP_NODE_FLAGS[app] ?? [];
}
