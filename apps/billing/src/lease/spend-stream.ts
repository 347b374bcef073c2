import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SPEND_QUEUE, SpendBatch, validateContract } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { LOGGER, ServiceBus, type DurableQueue, type Logger } from '@svc/platform';
import { LeaseService } from './lease.service.js';

const RETRY_MS = 5_000;
/**
 * Batches handed at once: their applies join one transaction (LeaseService's Batcher), instead of one transaction
 * per gateway batch. Order does not matter: each call is keyed by its request id and a lease closes once all it
 * spent is applied, in whatever order.
 */
const PARALLEL = 64;

/**
 * The spend batches gateways made durable in JetStream before answering (the lease path): applied here, each in
 * one transaction, by a durable consumer every billing replica shares; a batch handed twice charges once (the
 * ledger keys each call by its request id). Embedded mode has no stream: gateways apply batches directly.
 */
@Injectable()
export class SpendStream implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly queue: DurableQueue<SpendBatch> | null;
  private stop: (() => void) | undefined;
  private closed = false;

  constructor(
    bus: ServiceBus,
    private readonly leases: LeaseService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = bus.durableQueue<SpendBatch>(SPEND_QUEUE);
  }

  onApplicationBootstrap(): void {
    void this.startConsuming();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.stop?.();
  }

  /** Where the stream stands (see DurableQueue.positions); no stream (embedded): every batch is applied at once. */
  async positions(): Promise<{ oldest: number; newest: number }> {
    return this.queue ? this.queue.positions() : { oldest: 1, newest: 0 };
  }

  private async startConsuming(): Promise<void> {
    const queue = this.queue;
    while (queue && !this.closed && !this.stop) {
      try {
        this.stop = await queue.consume('billing', (batch) => this.apply(batch), (err) => this.logger.error({ err }, 'spend batch not applied yet; retried'), PARALLEL);
      } catch (err) {
        this.logger.error({ err }, 'cannot read the spend stream yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  }

  private async apply(item: SpendBatch): Promise<void> {
    try {
      await this.leases.apply(validateContract(SpendBatch, item, 'message'));
    } catch (error) {
      // A malformed batch would be refused again: dropped (and logged), not retried.
      if (error instanceof SvcError && error.status < 500) return this.logger.error({ gatewayId: item.gatewayId, seq: item.seq, err: error.message }, 'spend batch refused; dropped');
      throw error;
    }
  }
}
