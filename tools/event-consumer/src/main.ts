import pg from 'pg';
import { EventConsumer } from './event-consumer.js';
import { ensureTenantActivityTable, tenantActivity } from './tenant-activity.js';

/**
 * The example consumer as a process (`npm start -w @svc/event-consumer`, after `npm run build`): keeps
 * `event_consumer.tenant_activity` from every domain event and prints one JSON line per event. Settings:
 * NATS_URL, DATABASE_URL (the consumer's own database), SVC_EVENT_STREAM, SVC_SUBJECT_PREFIX (the services'
 * values), EVENT_CONSUMER_DURABLE (default `example-tenant-activity`).
 */
const env = process.env;
const db = new pg.Pool({ connectionString: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/svc', max: 2 });
// An idle connection the server drops (a PostgreSQL restart) must not end the process: the next event retries.
db.on('error', (err) => process.stderr.write(`${JSON.stringify({ msg: 'database connection lost', error: err.message })}\n`));
await ensureTenantActivityTable(db);
const consumer = await EventConsumer.start({
  natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
  db,
  stream: env.SVC_EVENT_STREAM ?? 'SVC_EVENTS',
  subjectPrefix: env.SVC_SUBJECT_PREFIX ?? '',
  durable: env.EVENT_CONSUMER_DURABLE ?? 'example-tenant-activity',
  handler: tenantActivity,
  onOutcome: (event, outcome, error) =>
    process.stdout.write(`${JSON.stringify({ outcome, subject: event.subject, eventId: event.eventId, seq: event.streamSeq, ...(error === undefined ? {} : { error: error instanceof Error ? error.message : JSON.stringify(error) }) })}\n`),
});
process.stdout.write(`${JSON.stringify({ msg: 'consuming', durable: env.EVENT_CONSUMER_DURABLE ?? 'example-tenant-activity' })}\n`);

const shutdown = async (): Promise<void> => {
  await consumer.stop();
  await db.end();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
