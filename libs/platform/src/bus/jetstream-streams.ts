import type { JetStreamManager, StreamConfig, StreamInfo } from '@nats-io/jetstream';

/**
 * The replica count of the suite's JetStream streams (SVC_JETSTREAM_REPLICAS) cannot be had: the process stops
 * at start with this message rather than run with fewer copies than asked for.
 */
export class StreamReplicasError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamReplicasError';
  }
}

/**
 * Makes sure the stream exists with `replicas` copies: created so, or updated when it exists with another
 * count (idempotent, safe from every replica of every service). More than one needs a clustered NATS with
 * JetStream on at least that many servers. A single server refuses to create such a stream ("replicas > 1 not
 * supported in non-clustered mode") but would take the update while keeping one copy: a stream whose info shows
 * no cluster is not updated above 1.
 */
export async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string; subjects: string[] }, replicas: number): Promise<void> {
  const name = config.name;
  const refused = (answer: string) =>
    new StreamReplicasError(`JetStream stream ${name}: SVC_JETSTREAM_REPLICAS=${replicas} needs a clustered NATS (JetStream on at least ${replicas} servers); NATS answered: ${answer}. Set SVC_JETSTREAM_REPLICAS=1 or cluster NATS`);
  let info: StreamInfo | null = await jsm.streams.info(name).catch(() => null);
  if (!info) {
    try {
      await jsm.streams.add({ ...config, num_replicas: replicas });
      return;
    } catch (error) {
      // Another process created it in the meantime: check its replicas below.
      info = await jsm.streams.info(name).catch(() => null);
      if (!info) throw replicas > 1 ? refused((error as Error).message) : error;
    }
  }
  if (info.config.num_replicas === replicas) return;
  if (replicas > 1 && !info.cluster) throw refused(`the stream has ${info.config.num_replicas} replica(s) on a server that is not in a cluster`);
  try {
    await jsm.streams.update(name, { ...info.config, num_replicas: replicas });
  } catch (error) {
    throw replicas > 1 ? refused((error as Error).message) : new StreamReplicasError(`JetStream stream ${name}: replicas not changed from ${info.config.num_replicas} to ${replicas} (SVC_JETSTREAM_REPLICAS): ${(error as Error).message}`);
  }
}
