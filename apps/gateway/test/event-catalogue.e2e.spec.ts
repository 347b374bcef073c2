import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BillingSubjects, EVENT_CATALOGUE, validateContract, type RequestSubject } from '@svc/contracts';
import { NatsServiceBus } from '@svc/platform';
import { INFRA, post, send, type DistributedSuite } from '@svc/testkit';
import { api, publishedClassifier } from './classifier-fixtures.js';
import { createRecord, LOG_LINE, records, signUp, startRecordsSuite } from './records-fixtures.js';

/**
 * Every event the services publish, read back from the suite's JetStream stream, against the catalogue: its
 * subject is in the AsyncAPI document the gateway serves, its body validates against its class in
 * @svc/contracts and against the document's payload schema, and it names no field the document does not.
 */

interface StoredEvent {
  seq: number;
  subject: string;
  msgId: string | undefined;
  packet: { pattern: string; data: Record<string, unknown> };
}

let suite: DistributedSuite;
let bus: NatsServiceBus;
const on = <Q extends object, R>(s: RequestSubject<Q, R>): RequestSubject<Q, R> => ({ ...s, name: suite.subjectPrefix + s.name });

beforeAll(async () => {
  // Both forms of call.posted (SVC_CALL_POSTED_FORMAT=both), so that every event of the catalogue is published.
  suite = await startRecordsSuite({ SVC_CALL_POSTED_FORMAT: 'both' });
  bus = await NatsServiceBus.connect(INFRA.natsUrl, 'event-catalogue-test');
});
afterAll(async () => {
  await bus?.close();
  await suite?.stop();
});

/** Everything the suite's event stream holds, in order. */
async function streamed(): Promise<StoredEvent[]> {
  const nc = await connect({ servers: INFRA.natsUrl, name: 'event-catalogue-reader' });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(suite.eventStream);
    const events: StoredEvent[] = [];
    for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
      const msg = await jsm.streams.getMessage(suite.eventStream, { seq }).catch(() => null);
      if (!msg) continue;
      events.push({ seq, subject: msg.subject, msgId: msg.header?.get('Nats-Msg-Id'), packet: msg.json() });
    }
    return events;
  } finally {
    await nc.close();
  }
}

/** Waits until the stream holds at least one event of every subject in `subjects` (the relays publish just after the commits). */
async function streamedUntil(subjects: string[], timeoutMs = 20_000): Promise<StoredEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await streamed();
    const seen = new Set(events.map((e) => e.subject.slice(suite.subjectPrefix.length)));
    const missing = subjects.filter((s) => !seen.has(s));
    if (missing.length === 0) return events;
    if (Date.now() > deadline) throw new Error(`no event on ${missing.join(', ')} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the event catalogue against what the services publish (real NATS, JetStream, PostgreSQL)', () => {
  it('GET /asyncapi.json and /asyncapi.yaml answer the catalogue without credentials', async () => {
    const json = await fetch(`${suite.url}/asyncapi.json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await json.json()) as { asyncapi: string; channels: Record<string, { address: string }> };
    expect(document.asyncapi).toBe('3.0.0');
    expect(Object.values(document.channels).map((c) => c.address)).toEqual(EVENT_CATALOGUE.map((e) => e.event.base));
    // The running gateway serves the committed document, byte for byte in YAML.
    const committed = readFileSync('docs/asyncapi.yaml', 'utf8');
    expect(document).toEqual(parse(committed));
    const yaml = await fetch(`${suite.url}/asyncapi.yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(await yaml.text()).toBe(committed);
  });

  it('every event type is published by its action, and every published event validates against its class and the served schema', async () => {
    // auth: a user registers (billing opens the account), issues, rotates and revokes keys, asks for a reset.
    const owner = await signUp(suite);
    const second = await post(`${suite.url}/auth/keys`, { name: 'second' }, owner.cookie);
    expect(second.status).toBe(201);
    const secondId = (second.body as { key_id: string }).key_id;
    const rotated = await post(`${suite.url}/auth/keys/${secondId}/rotate`, {}, owner.cookie);
    expect(rotated.status).toBe(201);
    const newest = (rotated.body as { key_id: string }).key_id;
    expect((await send('DELETE', `${suite.url}/auth/keys/${newest}`, undefined, owner.cookie)).status).toBe(204);
    expect((await post(`${suite.url}/auth/reset`, { email: owner.email })).status).toBe(202);

    // operators: a tenant with an opening wallet (topped up) and no pool, its rate limit changed, the wallet lowered.
    const { tenantId } = await suite.createTenant({ included_pool: 0, wallet: 5000 });
    expect((await suite.admin('PATCH', `/admin/tenants/${tenantId}`, { rate_limit: 50, wallet: 3000 })).status).toBe(200);

    // billing: a call given back, and an account opened for a registration that failed, closed again.
    const released = randomUUID();
    await bus.request(on(BillingSubjects.hold), { requestId: released, tenantId, product: 'svc-small-json/extract' });
    await bus.request(on(BillingSubjects.settle), { requestId: released, tenantId, outcome: 'released' });
    const spare = await suite.createTenant({ included_pool: 1 });
    expect(await bus.request(on(BillingSubjects.closeAccount), { requestId: randomUUID(), tenantId: spare.tenantId })).toEqual({ closed: true });

    // classifier: created, trained, published, archived and back; records: created (plain and labelled, each a posted call) and deleted.
    const classifier = await publishedClassifier(suite, owner.apiKey);
    const plain = await createRecord(suite, owner.apiKey, { text: LOG_LINE, schema: 'log_event' });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const labelled = await createRecord(suite, owner.apiKey, { text: 'i was charged twice on my invoice', schema: 'log_event', classifier_id: classifier.id });
    expect(labelled.status, JSON.stringify(labelled.body)).toBe(200);
    expect((await records(suite, 'DELETE', `/delete/${(plain.body as { record_id: string }).record_id}`, owner.cookie)).status).toBe(204);
    expect((await api(suite, owner.apiKey, 'POST', `/v1/classifiers/${classifier.id}/archive`)).status).toBe(200);
    expect((await api(suite, owner.apiKey, 'POST', `/v1/classifiers/${classifier.id}/unarchive`)).status).toBe(200);

    const catalogue = new Map(EVENT_CATALOGUE.map((e) => [e.event.base, e]));
    const events = await streamedUntil([...catalogue.keys()]);

    // The served document's payload schemas, compiled once each.
    const document = (await (await fetch(`${suite.url}/asyncapi.json`)).json()) as {
      channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    const schemaOf = new Map<string, { validate: ValidateFunction; fields: string[] }>();
    for (const [address, entry] of catalogue) {
      const schema = document.components.schemas[`${entry.name}Event`];
      expect(schema, address).toBeDefined();
      expect(document.channels[address]?.messages[entry.name]).toEqual({ $ref: `#/components/messages/${entry.name}` });
      schemaOf.set(address, { validate: ajv.compile(schema), fields: Object.keys(schema.properties) });
    }

    const ids = new Set<string>();
    for (const event of events) {
      const address = event.subject.slice(suite.subjectPrefix.length);
      const entry = catalogue.get(address);
      // A subject the services publish that the catalogue does not list fails here.
      expect(entry, `published but not in the catalogue: ${address}`).toBeDefined();
      const { data, pattern } = event.packet;
      expect(pattern).toBe(event.subject);
      expect(event.msgId, `${address}: Nats-Msg-Id`).toBe(data.eventId);
      expect(() => validateContract(entry!.event.payload, data, address)).not.toThrow();
      const { validate, fields } = schemaOf.get(address)!;
      expect(validate(data), `${address} ${JSON.stringify(data)}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(Object.keys(data).filter((k) => !fields.includes(k)), `${address}: fields the catalogue does not document`).toEqual([]);
      ids.add(data.eventId as string);
    }
    expect(ids.size).toBe(events.length);

    // The events carry what the actions did.
    const bodies = (address: string) => events.filter((e) => e.subject === suite.subjectPrefix + address).map((e) => e.packet.data);
    expect(bodies('svc.auth.key.revoked.v1').map((e) => e.keyId).sort()).toEqual([secondId, newest].sort());
    expect(bodies('svc.auth.password.reset-requested.v1')).toEqual([expect.objectContaining({ userId: owner.userId, email: owner.email })]);
    expect(bodies('svc.auth.tenant.changed.v1')).toContainEqual(expect.objectContaining({ tenantId }));
    expect(bodies('svc.billing.wallet.adjusted.v1')).toEqual([expect.objectContaining({ tenantId, amount: 2000 })]);
    // The lists of call.posted.v2 hold exactly the v1 events, ids included (read again until the relay's last pass is in).
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.eventId).localeCompare(String(b.eventId));
    const forms = async () => {
      const all = await streamed();
      const of = (address: string) => all.filter((e) => e.subject === suite.subjectPrefix + address).map((e) => e.packet.data);
      return { v1: of('svc.billing.call.posted.v1').sort(byId), v2: of('svc.billing.call.posted.v2').flatMap((l) => l.events as Array<Record<string, unknown>>).sort(byId) };
    };
    await expect.poll(async () => { const { v1, v2 } = await forms(); return v2.length > 0 && JSON.stringify(v1) === JSON.stringify(v2); }, { timeout: 10_000 }).toBe(true);
    const { v1, v2 } = await forms();
    expect(v2).toEqual(v1);
    expect(bodies('svc.billing.call.released.v1')).toEqual([expect.objectContaining({ tenantId, requestId: released, tier: 'paid', amount: 1000 })]);
    expect(bodies('svc.billing.account.closed.v1')).toEqual([expect.objectContaining({ tenantId: spare.tenantId })]);
    expect(bodies('svc.classifier.version.trained.v1')).toEqual([expect.objectContaining({ classifierId: classifier.id, versionId: classifier.versionId, status: 'ready', error: null })]);
    expect(bodies('svc.classifier.version.published.v1')).toEqual([expect.objectContaining({ versionId: classifier.versionId, previousVersionId: null })]);
    expect(bodies('svc.records.record.created.v1')).toContainEqual(expect.objectContaining({ classifierId: classifier.id, versionId: classifier.versionId, recordId: (labelled.body as { record_id: string }).record_id }));
    expect(bodies('svc.records.record.deleted.v1')).toEqual([expect.objectContaining({ recordId: (plain.body as { record_id: string }).record_id, textRemoved: true })]);
  });
});
