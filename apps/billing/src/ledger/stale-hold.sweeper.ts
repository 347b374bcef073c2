import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, type Logger } from '@svc/platform';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { LedgerService } from './ledger.service.js';

/** Every few seconds, releases holds past their timeout. Safe on many replicas: settling is exactly-once. */
@Injectable()
export class StaleHoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly ledger: LedgerService,
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

  async sweep(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const released = await this.ledger.releaseStale();
      if (released > 0) this.logger.warn({ released }, 'released stale holds');
      return released;
    } catch (err) {
      this.logger.error({ err }, 'stale hold sweep failed');
      return 0;
    } finally {
      this.running = false;
    }
  }
}
