import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { nodeFlagsOf, OPS_PATHS } from '@svc/platform';
import { appDeployments, OVERLAYS, podContainers, probePort, renderOverlay, type Container, type K8sObject } from './k8s-render.js';

const require = createRequire(import.meta.url);

/** Every app the suite runs, and what its pods need to reach. */
const APPS = ['gateway', 'auth', 'billing', 'models', 'records', 'classifier'] as const;
const WITH_TABLES = ['auth', 'billing', 'records', 'classifier'];
/** The ops endpoints every app serves: the gateway on its HTTP port, backends on SVC_OPS_PORT. */
const LIVE = OPS_PATHS.live;
const READY = OPS_PATHS.ready;
const INGRESS_NAMESPACE = 'ingress-nginx';

/** `new <Kind>(object).validate()` from kubernetes-models: throws naming the first field that breaks the schema. */
function validateAgainstSchema(object: K8sObject): void {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [undefined, object.apiVersion];
  const modulePath = group ? `kubernetes-models/${group}/${version}/${object.kind}` : `kubernetes-models/${version}/${object.kind}`;
  let Model: new (data: unknown) => { validate(): void };
  try {
    Model = (require(modulePath) as Record<string, new (data: unknown) => { validate(): void }>)[object.kind]!;
  } catch {
    throw new Error(`${object.kind} ${object.metadata.name}: no Kubernetes schema for ${object.apiVersion} ${object.kind}`);
  }
  try {
    new Model(object).validate();
  } catch (error) {
    throw new Error(`${object.kind} ${object.metadata.namespace ?? ''}/${object.metadata.name}: ${(error as Error).message}`);
  }
}

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}

function selects(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  for (const [k, v] of Object.entries(selector.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of selector.matchExpressions ?? []) {
    const has = e.key in labels;
    if (e.operator === 'In' && !(has && e.values?.includes(labels[e.key]))) return false;
    if (e.operator === 'NotIn' && has && e.values?.includes(labels[e.key])) return false;
    if (e.operator === 'Exists' && !has) return false;
    if (e.operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

interface PolicyPeer {
  namespaceSelector?: LabelSelector;
  podSelector?: LabelSelector;
  ipBlock?: unknown;
}
interface PolicyRule {
  from?: PolicyPeer[];
  to?: PolicyPeer[];
  ports?: { protocol?: string; port?: number | string }[];
}
interface PolicySpec {
  podSelector: LabelSelector;
  policyTypes?: ('Ingress' | 'Egress')[];
  ingress?: PolicyRule[];
  egress?: PolicyRule[];
}

/** The rules of every NetworkPolicy in `namespace` that applies to a pod with `labels`, in one direction. */
function rulesFor(objects: K8sObject[], namespace: string, labels: Record<string, string>, direction: 'Ingress' | 'Egress'): PolicyRule[] {
  return objects
    .filter((o) => o.kind === 'NetworkPolicy' && o.metadata.namespace === namespace)
    .map((o) => o.spec as unknown as PolicySpec)
    .filter((p) => selects(p.podSelector, labels) && (p.policyTypes ?? ['Ingress']).includes(direction))
    .flatMap((p) => (direction === 'Ingress' ? p.ingress : p.egress) ?? []);
}

/** Whether some rule lets traffic on `port`/`protocol` through (any peer). */
function allowsPort(rules: PolicyRule[], port: number, protocol = 'TCP'): boolean {
  return rules.some((r) => !r.ports || r.ports.some((p) => (p.protocol ?? 'TCP') === protocol && (p.port === undefined || p.port === port)));
}

function podLabels(workload: K8sObject): Record<string, string> {
  return (workload.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
}

function envValue(container: Container, name: string): string | undefined {
  return container.env?.find((e) => e.name === name)?.value;
}

describe.each(OVERLAYS)('k8s/overlays/%s', (overlay) => {
  const objects = renderOverlay(overlay);
  const deployments = appDeployments(objects);
  const byName = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);

  it('renders, and every object is valid against the Kubernetes schemas (kubernetes-models)', () => {
    expect(objects.length).toBeGreaterThan(20);
    const errors: string[] = [];
    for (const object of objects) {
      try {
        validateAgainstSchema(object);
      } catch (error) {
        errors.push((error as Error).message);
      }
    }
    expect(errors).toEqual([]);
  });

  it('runs every app, in namespace svc, from the suite image with a pinned tag', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
    for (const d of deployments) {
      expect(d.metadata.namespace).toBe('svc');
      for (const c of podContainers(d)) {
        expect(c.image, d.metadata.name).toMatch(/^[^:]+:[\w.-]+$/);
        expect(c.image).not.toMatch(/:latest$/);
      }
    }
  });

  it('gives every app container liveness, readiness and startup probes on the ops paths and the port the app serves them on', () => {
    for (const d of deployments) {
      const [c] = podContainers(d);
      const name = d.metadata.name;
      expect(c, name).toBeDefined();
      const expectedPort = name === 'gateway' ? Number(envValue(c, 'PORT')) : Number(envValue(c, 'SVC_OPS_PORT'));
      expect(expectedPort, `${name}: PORT / SVC_OPS_PORT`).toBe(name === 'gateway' ? 8080 : 9090);
      const probes = { livenessProbe: LIVE, startupProbe: LIVE, readinessProbe: READY } as const;
      for (const [probe, path] of Object.entries(probes)) {
        const get = c[probe as keyof typeof probes]?.httpGet;
        expect(get?.path, `${name} ${probe}`).toBe(path);
        expect(probePort(c, get!.port), `${name} ${probe} port`).toBe(expectedPort);
      }
      // Prometheus finds /metrics on the same port.
      const annotations = (d.spec as { template: { metadata: { annotations?: Record<string, string> } } }).template.metadata.annotations ?? {};
      expect(annotations['prometheus.io/scrape'], name).toBe('true');
      expect(annotations['prometheus.io/path'], name).toBe(OPS_PATHS.metrics);
      expect(Number(annotations['prometheus.io/port']), name).toBe(expectedPort);
    }
  });

  it('sets CPU and memory requests and limits on every container, and runs the apps as non-root', () => {
    for (const w of objects.filter((o) => ['Deployment', 'StatefulSet'].includes(o.kind))) {
      for (const c of podContainers(w)) {
        for (const kind of ['requests', 'limits'] as const) {
          expect(c.resources?.[kind]?.cpu, `${w.metadata.name} ${kind}.cpu`).toBeDefined();
          expect(c.resources?.[kind]?.memory, `${w.metadata.name} ${kind}.memory`).toBeDefined();
        }
      }
    }
    for (const d of deployments) {
      const pod = (d.spec as { template: { spec: { securityContext?: { runAsNonRoot?: boolean } } } }).template.spec;
      expect(pod.securityContext?.runAsNonRoot, d.metadata.name).toBe(true);
    }
  });

  it('starts each app with the entrypoint the image holds (node apps/<app>/dist/main.js under the Dockerfile WORKDIR)', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^WORKDIR \/svc$/m);
    expect(dockerfile).toMatch(/^COPY apps \.\/apps$/m);
    for (const d of deployments) {
      const [c] = podContainers(d);
      const command = [...(c.command ?? []), ...(c.args ?? [])];
      expect(command[0], d.metadata.name).toBe('node');
      const script = command.at(-1)!;
      expect(script, d.metadata.name).toBe(`apps/${d.metadata.name}/dist/main.js`);
      expect(existsSync(resolve(script)), `${script} (npm run build)`).toBe(true);
    }
  });

  it('starts each app with the node flags the launcher and the bench use (APP_NODE_FLAGS), in k8s and in docker-compose', () => {
    const compose = parseDocument(readFileSync('docker-compose.yml', 'utf8')).toJS() as { services: Record<string, { command?: string[] }> };
    for (const app of APPS) {
      const d = deployments.find((x) => x.metadata.name === app)!;
      const [c] = podContainers(d);
      const expected = ['node', ...nodeFlagsOf(app), `apps/${app}/dist/main.js`];
      expect([...(c.command ?? []), ...(c.args ?? [])], `k8s ${app}`).toEqual(expected);
      expect(compose.services[app]?.command, `docker-compose ${app}`).toEqual(expected);
    }
  });

  it('protects every app with a PodDisruptionBudget', () => {
    const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget');
    for (const d of deployments) {
      const covering = budgets.filter((b) => b.metadata.namespace === d.metadata.namespace && selects((b.spec as { selector: LabelSelector }).selector, podLabels(d)));
      expect(covering.length, d.metadata.name).toBe(1);
      const spec = covering[0].spec as { maxUnavailable?: unknown; minAvailable?: unknown };
      expect(spec.maxUnavailable ?? spec.minAvailable, d.metadata.name).toBeDefined();
    }
  });

  it('autoscales models and the gateway on CPU, which their pods request, and leaves their replica count to the HPA', () => {
    for (const name of ['models', 'gateway']) {
      const hpa = byName('HorizontalPodAutoscaler', name);
      expect(hpa, name).toBeDefined();
      const spec = hpa!.spec as { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number; metrics: { resource?: { name: string } }[] };
      expect(spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
      expect(spec.minReplicas).toBeGreaterThanOrEqual(1);
      expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
      expect(spec.metrics.map((m) => m.resource?.name)).toContain('cpu');
      const target = byName('Deployment', name)!;
      expect((target.spec as { replicas?: number }).replicas, `${name}: spec.replicas would fight the HPA`).toBeUndefined();
      expect(podContainers(target)[0]?.resources?.requests?.cpu).toBeDefined();
    }
  });

  it('serves HTTPS through an Ingress to the gateway Service, the certificate in a named Secret (cert-manager)', () => {
    const ingresses = objects.filter((o) => o.kind === 'Ingress');
    expect(ingresses).toHaveLength(1);
    const ingress = ingresses[0];
    expect(ingress.metadata.annotations?.['cert-manager.io/cluster-issuer']).toBeTruthy();
    const spec = ingress.spec as {
      tls: { hosts: string[]; secretName: string }[];
      rules: { host: string; http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[];
    };
    expect(spec.tls[0]?.secretName).toBe('svc-tls');
    for (const rule of spec.rules) {
      expect(spec.tls.flatMap((t) => t.hosts)).toContain(rule.host);
      for (const path of rule.http.paths) {
        const service = byName('Service', path.backend.service.name);
        expect(service?.metadata.namespace).toBe('svc');
        const svcSpec = service!.spec as { selector: Record<string, string>; ports: { name: string; targetPort: string }[] };
        expect(selects({ matchLabels: svcSpec.selector }, podLabels(byName('Deployment', 'gateway')!))).toBe(true);
        const port = svcSpec.ports.find((p) => p.name === path.backend.service.port.name);
        expect(probePort(podContainers(byName('Deployment', 'gateway')!)[0], port!.targetPort)).toBe(8080);
      }
    }
    // SVC_PUBLIC_URL (reset links, Secure cookies) is the host the ingress serves.
    const config = byName('ConfigMap', 'svc-config')!.data as Record<string, string>;
    expect(config.SVC_PUBLIC_URL).toBe(`https://${spec.rules[0].host}`);
  });

  it('lets only the gateway be reached from the ingress controller, and each app out only to what it needs', () => {
    const denyAll = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.namespace === 'svc' && Object.keys((o.spec as unknown as PolicySpec).podSelector).length === 0);
    expect((denyAll?.spec as unknown as PolicySpec | undefined)?.policyTypes?.sort()).toEqual(['Egress', 'Ingress']);
    expect((denyAll?.spec as unknown as PolicySpec).ingress ?? []).toEqual([]);
    expect((denyAll?.spec as unknown as PolicySpec).egress ?? []).toEqual([]);

    const fromIngress = (rule: PolicyRule) => (rule.from ?? [{}]).some((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === INGRESS_NAMESPACE || (!peer.namespaceSelector && !peer.podSelector && !peer.ipBlock));
    for (const d of deployments) {
      const name = d.metadata.name;
      const labels = podLabels(d);
      const ingress = rulesFor(objects, 'svc', labels, 'Ingress');
      expect(ingress.some(fromIngress), `${name} reachable from ${INGRESS_NAMESPACE}`).toBe(name === 'gateway');
      // Nothing takes connections from any source at all (a rule with no `from`).
      expect(ingress.filter((r) => !r.from), name).toEqual([]);

      const egress = rulesFor(objects, 'svc', labels, 'Egress');
      expect(allowsPort(egress, 53, 'UDP'), `${name} DNS`).toBe(true);
      expect(allowsPort(egress, 4222), `${name} NATS`).toBe(true);
      expect(allowsPort(egress, 5432), `${name} PostgreSQL`).toBe(WITH_TABLES.includes(name));
      expect(allowsPort(egress, 6379), `${name} Redis`).toBe(name === 'gateway');
    }
  });

  it('commits no Secret; every Secret the pods read is one docs/kubernetes.md says how to create', () => {
    expect(objects.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name)).toEqual([]);
    const docs = readFileSync('docs/kubernetes.md', 'utf8');
    const refs = new Set<string>();
    for (const w of objects.filter((o) => ['Deployment', 'StatefulSet'].includes(o.kind))) {
      for (const c of podContainers(w)) {
        for (const e of c.env ?? []) if (e.valueFrom?.secretKeyRef) refs.add(`${e.valueFrom.secretKeyRef.name} ${e.valueFrom.secretKeyRef.key}`);
        for (const f of c.envFrom ?? []) if (f.secretRef && !f.secretRef.optional) refs.add(`${f.secretRef.name} `);
      }
    }
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) {
      const [secret, key] = ref.split(' ');
      expect(docs, `docs/kubernetes.md: create secret ${secret}`).toMatch(new RegExp(`kubectl[^\\n]*create secret generic ${secret}\\b`));
      if (key) expect(docs, `docs/kubernetes.md: ${secret} key ${key}`).toContain(`--from-literal=${key}=`);
    }
  });

  it('lets the optional migration Job (k8s/jobs/migrate.yaml) run: valid, the migrate entrypoint, DATABASE_URL, out to DNS and PostgreSQL', () => {
    const job = parseDocument(readFileSync('k8s/jobs/migrate.yaml', 'utf8')).toJS() as K8sObject;
    validateAgainstSchema({ ...job, metadata: { ...job.metadata, name: 'migrate-x' } });
    const [c] = podContainers(job);
    expect(c.command).toEqual(['node', 'tools/embedded/dist/migrate.js']);
    expect(existsSync(resolve(c.command!.at(-1)!))).toBe(true);
    expect(c.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({ name: 'svc-secrets', key: 'DATABASE_URL' });
    const egress = rulesFor(objects, 'svc', podLabels(job), 'Egress');
    expect(allowsPort(egress, 53, 'UDP')).toBe(true);
    expect(allowsPort(egress, 5432)).toBe(true);
  });

  if (overlay === 'dev') {
    it('dev: runs NATS (JetStream, 3 servers routed to each other), PostgreSQL and Redis in svc-infra, and the apps point at them', () => {
      const nats = byName('StatefulSet', 'nats')!;
      expect((nats.spec as { replicas: number }).replicas).toBe(3);
      const conf = (byName('ConfigMap', 'nats-config')!.data as Record<string, string>)['nats.conf'];
      expect(conf).toMatch(/jetstream\s*\{/);
      expect(conf.match(/nats:\/\/nats-\d\.nats-cluster\.svc-infra\.svc\.cluster\.local:6222/g)).toHaveLength(3);
      expect(byName('StatefulSet', 'postgres')?.metadata.namespace).toBe('svc-infra');
      expect(byName('Deployment', 'redis')?.metadata.namespace).toBe('svc-infra');

      const config = byName('ConfigMap', 'svc-config')!.data as Record<string, string>;
      for (const [key, service, port] of [['NATS_URL', 'nats', 4222], ['REDIS_URL', 'redis', 6379]] as const) {
        const url = new URL(config[key]);
        expect(url.hostname, key).toBe(`${service}.svc-infra`);
        const svc = objects.find((o) => o.kind === 'Service' && o.metadata.name === service && o.metadata.namespace === 'svc-infra');
        expect((svc?.spec as { ports: { port: number }[] }).ports.map((p) => p.port), key).toContain(port);
        expect(Number(url.port)).toBe(port);
      }
    });
  }

  if (overlay === 'prod') {
    it('prod: runs no NATS, PostgreSQL or Redis of its own (the NATS chart, CloudNativePG and a managed Redis serve it)', () => {
      expect(objects.filter((o) => ['StatefulSet'].includes(o.kind) || /^(nats|postgres|redis)$/.test(o.metadata.name))).toEqual([]);
      const config = byName('ConfigMap', 'svc-config')!.data as Record<string, string>;
      expect(config.NATS_URL).toBe('nats://nats.nats:4222');
      const gateway = podContainers(byName('Deployment', 'gateway')!)[0];
      expect(gateway.env?.find((e) => e.name === 'REDIS_URL')?.valueFrom?.secretKeyRef).toEqual({ name: 'svc-secrets', key: 'REDIS_URL' });
    });
  }
});
