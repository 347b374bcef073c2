import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SETTLE_DECISIONS_QUEUE, SettleRequest, validateContract } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { LOGGER, ServiceBus, type DurableQueue, type Logger } from '@svc/platform';
import { LedgerService } from './ledger.service.js';

/**
 * The settles gateways made durable when billing could not take them at once (it was down or too slow): applied
 * here as they come (exactly once: settling dedupes by request id), and consulted by the stale-hold sweep, which
 * posts rather than releases a hold whose decision is still waiting. Embedded mode has no such queue.
 */
const RETRY_MS = 5_000;

@Injectable()
export class SettleDecisions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly queue: DurableQueue<SettleRequest> | null;
  private stop: (() => void) | undefined;
  private closed = false;

  constructor(
    bus: ServiceBus,
    private readonly ledger: LedgerService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.queue = bus.durableQueue<SettleRequest>(SETTLE_DECISIONS_QUEUE);
  }

  onApplicationBootstrap(): void {
    void this.startConsuming();
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.stop?.();
  }

  /** Until JetStream answers (it may come up after billing), tries again every few seconds; billing serves meanwhile. */
  private async startConsuming(): Promise<void> {
    const queue = this.queue;
    while (queue && !this.closed && !this.stop) {
      try {
        this.stop = await queue.consume('billing', (item) => this.apply(item), (err) => this.logger.error({ err }, 'settle decision not applied yet; retried'));
      } catch (err) {
        this.logger.error({ err }, 'cannot read the settle decisions yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  }

  /** The outcome a gateway decided for this hold and could not hand over, or null (none, or already applied). */
  async pendingFor(requestId: string): Promise<'posted' | 'released' | null> {
    return this.queue ? ((await this.queue.pending(requestId))?.outcome ?? null) : null;
  }

  private async apply(item: SettleRequest): Promise<void> {
    try {
      const decision = validateContract(SettleRequest, item, 'message');
      const { state } = await this.ledger.settle(decision.tenantId, decision.requestId, decision.outcome);
      if (state !== decision.outcome) this.logger.error({ requestId: decision.requestId, decided: decision.outcome, state }, 'settle decision came after the hold was settled otherwise');
      else this.logger.info({ requestId: decision.requestId, outcome: state }, 'settle decision applied');
    } catch (error) {
      // A refusal (a malformed item, a hold billing never took) would be refused again: dropped, not retried.
      if (error instanceof SvcError && error.status < 500) return this.logger.error({ item, err: error.message }, 'settle decision refused; dropped');
      throw error;
    }
  }
}
