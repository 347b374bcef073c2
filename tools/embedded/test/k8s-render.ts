import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** The overlays an operator applies (`kubectl apply -k k8s/overlays/<name>`). */
export const OVERLAYS = ['dev', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** What the checks read of a rendered object; the schema validation sees the whole object. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface HttpGetProbe {
  httpGet?: { path?: string; port: number | string };
  [key: string]: unknown;
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string; optional?: boolean } }[];
  livenessProbe?: HttpGetProbe;
  readinessProbe?: HttpGetProbe;
  startupProbe?: HttpGetProbe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

/**
 * Renders an overlay the way `kubectl apply -k` does, with the kustomize built into kubectl. kubectl is
 * required (it is on this project's machines and CI); without it this throws, so the test fails and says why
 * instead of passing having checked nothing.
 */
export function renderOverlay(overlay: Overlay): K8sObject[] {
  let out: string;
  try {
    out = execFileSync('kubectl', ['kustomize', resolve('k8s/overlays', overlay)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { code?: string; stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error('kubectl is not on PATH: the Kubernetes manifests are rendered with `kubectl kustomize` (kubectl 1.27 or newer); install kubectl to run this test (docs/kubernetes.md)');
    }
    throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed:\n${e.stderr ?? String(error)}`);
  }
  return parseAllDocuments(out)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`rendered ${overlay} is not YAML: ${doc.errors[0]?.message}`);
      return doc.toJS() as K8sObject | null;
    })
    .filter((o): o is K8sObject => o !== null);
}

export function podContainers(workload: K8sObject): Container[] {
  const template = (workload.spec as { template?: { spec?: { containers?: Container[] } } } | undefined)?.template;
  return template?.spec?.containers ?? [];
}

/** The suite's own workloads (they run the suite's image), not the dev overlay's NATS, PostgreSQL, Redis. */
export function appDeployments(objects: K8sObject[]): K8sObject[] {
  return objects.filter((o) => o.kind === 'Deployment' && o.metadata.labels?.['app.kubernetes.io/part-of'] === 'svc');
}

/** The numeric container port a probe's `port` (a number or a port name) points at; undefined when none. */
export function probePort(container: Container, port: number | string): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}
