import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, type Logger } from '@svc/platform';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { LeaseService } from './lease.service.js';
import { SpendStream } from './spend-stream.js';

/**
 * Every few seconds, closes leases whose gateway never returned them (it died, or could not reach billing):
 * SVC_HOLD_TIMEOUT_SECONDS after they expired, and only those that had expired by a reading of the spend stream
 * all of whose batches are applied now, so every batch the gateway published is applied before the unspent rest
 * goes back (under load the stream need never be empty). Safe on many replicas: closing is once.
 */
@Injectable()
export class LeaseSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** The stream's newest batch at an earlier sweep, and when that was. */
  private mark: { newest: number; at: number } | null = null;

  constructor(
    private readonly leases: LeaseService,
    private readonly stream: SpendStream,
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
      const now = Date.now();
      const { oldest, newest } = await this.stream.positions();
      // Every batch stored by `upTo` is applied: leases that had expired (plus the grace) by then can close.
      let upTo: number;
      if (oldest > newest) upTo = now;
      else if (this.mark && oldest > this.mark.newest) upTo = this.mark.at;
      else {
        this.mark ??= { newest, at: now };
        return 0;
      }
      this.mark = oldest > newest ? null : { newest, at: now };
      const closed = await this.leases.closeExpired(now - upTo);
      if (closed > 0) this.logger.warn({ closed }, 'closed expired leases');
      return closed;
    } catch (err) {
      this.logger.error({ err }, 'lease sweep failed');
      return 0;
    } finally {
      this.running = false;
    }
  }
}
