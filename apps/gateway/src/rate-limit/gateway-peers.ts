import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { eventSubject } from '@svc/contracts';
import { LOGGER, ServiceBus, type Logger } from '@svc/platform';

class GatewayBeat {
  id!: string;
}

/** Outside `svc.>`, so the event stream does not keep it: a beat is worth nothing a few seconds later. */
const BEAT = eventSubject('gateway.alive', GatewayBeat);
const BEAT_EVERY_MS = 1_000;
/** A gateway not heard from for this long is counted out (three beats missed, with room for a slow loop). */
const FORGET_AFTER_MS = 3_500;

/**
 * How many gateways are alive, from a beat each one broadcasts every second on the bus: what a gateway divides
 * each limit by when it must limit alone (Redis unreachable). It follows scaling and crashes within seconds,
 * with nothing to configure; and it needs only the bus, without which no gateway serves a call anyway.
 */
@Injectable()
export class GatewayPeers implements OnModuleInit, OnModuleDestroy {
  private readonly id = randomUUID();
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private last = 1;

  constructor(
    private readonly bus: ServiceBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe(BEAT, (beat) => {
      if (typeof beat.id === 'string') this.seen.set(beat.id, Date.now());
    });
    const beat = (): void => {
      this.bus.broadcast(BEAT, { id: this.id });
      this.count();
    };
    beat();
    this.timer = setInterval(beat, BEAT_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Gateways heard from lately, this one included. */
  count(): number {
    const cutoff = Date.now() - FORGET_AFTER_MS;
    for (const [id, at] of this.seen) if (at < cutoff && id !== this.id) this.seen.delete(id);
    this.seen.delete(this.id);
    const n = this.seen.size + 1;
    if (n !== this.last) this.logger.info({ gateways: n }, 'gateway replicas seen');
    this.last = n;
    return n;
  }
}
