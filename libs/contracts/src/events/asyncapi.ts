import { EVENT_CATALOGUE, FIELD_MEANINGS, eventVersion, type CatalogueEntry } from './event-catalogue.js';
import { eventPayloadSchema, type EventPayloadSchema } from './event-schema.js';

/**
 * The catalogue's own version (info.version): the minor goes up when an event or a field is added, the major
 * when one is removed or changes meaning (which also takes a new `.vN` subject).
 */
export const EVENT_CATALOGUE_VERSION = '1.0.0';

/** The stream and subject settings the document states (the defaults of SVC_EVENT_STREAM and SVC_SUBJECT_PREFIX). */
export const EVENT_STREAM_DEFAULTS = {
  stream: 'SVC_EVENTS',
  subjects: '<prefix>svc.>',
  maxAgeDays: 30,
} as const;

/** A body schema with each field's meaning (from the catalogue entry, else the shared FIELD_MEANINGS). */
export function describedPayloadSchema(entry: CatalogueEntry): EventPayloadSchema {
  const schema = eventPayloadSchema(entry.event.payload);
  for (const [field, property] of Object.entries(schema.properties)) {
    const meaning = entry.fields?.[field] ?? FIELD_MEANINGS[field];
    if (!meaning) throw new Error(`event catalogue: ${entry.name}.${field} has no description`);
    property.description = meaning;
  }
  return { type: 'object', title: entry.event.payload.name, description: entry.summary, properties: schema.properties, required: schema.required };
}

/** The channel id of an entry: its subject without the prefix (`svc.auth.key.revoked.v1`). */
export function channelId(entry: CatalogueEntry): string {
  return entry.event.base;
}

const INFO_DESCRIPTION = `The domain events the svc services publish on NATS, kept by a JetStream stream so that internal consumers read them durably.

Every event is written into its service's outbox table in the same database transaction as the change it reports, and a relay publishes it afterwards: an event is never published for a change that did not commit, and never lost for one that did. It may be delivered more than once (a relay that crashed after publishing, a consumer that did not ack): deduplicate on \`data.eventId\`.

Subjects: every subject is \`<prefix><address>\`, where the prefix is the \`SVC_SUBJECT_PREFIX\` setting of the services (empty by default; set it to run several suites on one NATS). The version is the subject's last part (\`.v1\`): a change a consumer would notice is a new subject, published beside the old one for a while.

Stream: the services create the stream named by \`SVC_EVENT_STREAM\` (default \`${EVENT_STREAM_DEFAULTS.stream}\`) over \`<prefix>svc.>\`, keeping events ${EVENT_STREAM_DEFAULTS.maxAgeDays} days. Each message carries the header \`Nats-Msg-Id: <eventId>\`, so the stream drops a second copy published within its duplicate window (with \`SVC_EVENT_STREAM=off\` there is no stream: events are plain NATS messages without that header, lost when nobody listens).

Message: a JSON object \`{ "pattern": "<prefix><address>", "data": { ...the event } }\` (Nest's NATS packet): the event itself is \`data\`. Consumers ignore fields they do not know: fields may be added within a version.`;

/** The AsyncAPI 3.0 document of every event in EVENT_CATALOGUE. */
export function asyncApiDocument(): Record<string, unknown> {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (const entry of EVENT_CATALOGUE) {
    const id = channelId(entry);
    const version = eventVersion(id);
    const schemaName = `${entry.name}Event`;
    schemas[schemaName] = describedPayloadSchema(entry);
    messages[entry.name] = {
      name: entry.name,
      title: `${entry.name} v${version}`,
      summary: entry.summary,
      description: entry.description,
      contentType: 'application/json',
      headers: { $ref: '#/components/schemas/EventHeaders' },
      payload: {
        type: 'object',
        description: 'The packet on the wire: the event is `data`.',
        required: ['pattern', 'data'],
        properties: {
          pattern: { type: 'string', description: `The subject it was published on: \`<prefix>${id}\`.` },
          data: { $ref: `#/components/schemas/${schemaName}` },
        },
      },
      tags: [{ name: entry.publisher }],
      examples: [{ name: `${entry.name}Example`, headers: { 'Nats-Msg-Id': entry.example.eventId }, payload: { pattern: id, data: entry.example } }],
      'x-event-version': version,
    };
    channels[id] = {
      address: id,
      title: entry.name,
      summary: entry.summary,
      description: `Published by ${entry.publisher}, on \`<prefix>${id}\` (kept by the event stream).`,
      messages: { [entry.name]: { $ref: `#/components/messages/${entry.name}` } },
    };
    operations[`publish${entry.name}`] = {
      action: 'send',
      channel: { $ref: `#/channels/${id}` },
      title: `${entry.publisher} publishes ${entry.name}`,
      summary: entry.summary,
      tags: [{ name: entry.publisher }],
      messages: [{ $ref: `#/channels/${id}/messages/${entry.name}` }],
    };
  }
  return {
    asyncapi: '3.0.0',
    id: 'urn:svc:events',
    info: {
      title: 'svc domain events',
      version: EVENT_CATALOGUE_VERSION,
      description: INFO_DESCRIPTION,
      tags: (['auth', 'billing', 'records', 'classifier'] as const).map((name) => ({ name, description: `Events published by the ${name} service.` })),
    },
    defaultContentType: 'application/json',
    servers: {
      nats: {
        host: '{host}',
        protocol: 'nats',
        description: 'The NATS (with JetStream) the services connect to: their `NATS_URL`.',
        variables: { host: { default: '127.0.0.1:4222', description: 'host:port of the NATS server' } },
      },
    },
    channels,
    operations,
    components: {
      schemas: {
        EventHeaders: {
          type: 'object',
          description: 'NATS headers.',
          properties: { 'Nats-Msg-Id': { type: 'string', format: 'uuid', description: 'The event id (`data.eventId`): JetStream drops a second copy within its duplicate window.' } },
        },
        ...schemas,
      },
      messages,
    },
    'x-svc-event-stream': {
      name: EVENT_STREAM_DEFAULTS.stream,
      nameSetting: 'SVC_EVENT_STREAM',
      subjects: EVENT_STREAM_DEFAULTS.subjects,
      subjectPrefixSetting: 'SVC_SUBJECT_PREFIX',
      maxAgeDays: EVENT_STREAM_DEFAULTS.maxAgeDays,
      deduplication: 'Nats-Msg-Id header = eventId',
    },
  };
}
