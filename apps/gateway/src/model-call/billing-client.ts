import { Inject, Injectable } from '@nestjs/common';
import { BillingSubjects, type BatchReply, type HoldRequest, type HoldView, type SettleRequest, type SettleView } from '@svc/contracts';
import { fromRpcPayload, SvcError } from '@svc/errors';
import { Batcher, ServiceBus } from '@svc/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { callService } from '../http/call-service.js';

/**
 * Holds and settles for the billed-call saga, sent to billing in batches: whatever queued while the last batch
 * was out goes as one message (no timer, so no added latency when idle). Each item keeps its own answer.
 */
@Injectable()
export class BillingClient {
  private readonly holds: Batcher<HoldRequest, BatchReply<HoldView>[number]>;
  private readonly settles: Batcher<SettleRequest, BatchReply<SettleView>[number]>;

  constructor(bus: ServiceBus, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.holds = new Batcher((items) => callService(bus, BillingSubjects.holdBatch, { items }, config.serviceTimeoutMs));
    this.settles = new Batcher((items) => callService(bus, BillingSubjects.settleBatch, { items }, config.serviceTimeoutMs));
  }

  async hold(item: HoldRequest): Promise<HoldView> {
    return unwrap(await this.holds.submit(item));
  }

  async settle(item: SettleRequest): Promise<SettleView> {
    return unwrap(await this.settles.submit(item));
  }
}

function unwrap<T>(reply: { ok: T } | { error: unknown }): T {
  if ('ok' in reply) return reply.ok;
  throw fromRpcPayload(reply.error) ?? new SvcError('internal');
}
