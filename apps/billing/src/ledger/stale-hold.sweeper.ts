import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, type Logger } from '@svc/platform';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { LedgerService } from './ledger.service.js';
import { SettleDecisions } from './settle-decisions.js';

/**
 * Every few seconds, settles holds past their timeout: posted when a gateway's decision to post is waiting in the
 * durable queue (the model answered, billing was away), else released. Safe on many replicas: settling is
 * exactly-once.
 */
@Injectable()
export class StaleHoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly ledger: LedgerService,
    private readonly decisions: SettleDecisions,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.staleSweepSeconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<{ posted: number; released: number }> {
    if (this.running) return { posted: 0, released: 0 };
    this.running = true;
    try {
      const settled = await this.ledger.settleStale((requestId) => this.decisions.pendingFor(requestId));
      if (settled.posted + settled.released > 0) this.logger.warn(settled, 'settled stale holds');
      return settled;
    } catch (err) {
      // A decision that could not be read leaves its hold held: the next sweep tries again.
      this.logger.error({ err }, 'stale hold sweep failed');
      return { posted: 0, released: 0 };
    } finally {
      this.running = false;
    }
  }
}
