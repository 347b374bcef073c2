import { Injectable } from '@nestjs/common';
import { BillingLeaseSubjects, BillingSubjects, type BatchReply, type HoldRequest, type HoldView, type SettleRequest, type SettleView } from '@svc/contracts';
import { fromRpcPayload, SvcError } from '@svc/errors';
import { Batcher } from '@svc/platform';
import { ServiceClient } from '../bus/service-client.js';

/**
 * Holds and settles for the billed-call saga, sent to billing in batches: whatever queued while the last batch
 * was out goes as one message (no timer, so no added latency when idle). Each item keeps its own answer.
 */
@Injectable()
export class BillingClient {
  private readonly holds: Batcher<HoldRequest, BatchReply<HoldView>[number]>;
  private readonly settles: Batcher<SettleRequest, BatchReply<SettleView>[number]>;

  constructor(private readonly services: ServiceClient) {
    this.holds = new Batcher((items) => services.request(BillingSubjects.holdBatch, { items }));
    this.settles = new Batcher((items) => services.request(BillingSubjects.settleBatch, { items }));
  }

  async hold(item: HoldRequest): Promise<HoldView> {
    return unwrap(await this.holds.submit(item));
  }

  /** A hold refused `balance empty`, asked again while billing recalls the tenant's open leases (bounded by SVC_LEASE_RECALL_MS). */
  reclaim(item: HoldRequest): Promise<HoldView> {
    return this.services.request(BillingLeaseSubjects.reclaim, item);
  }

  async settle(item: SettleRequest): Promise<SettleView> {
    return unwrap(await this.settles.submit(item));
  }
}

function unwrap<T>(reply: { ok: T } | { error: unknown }): T {
  if ('ok' in reply) return reply.ok;
  throw fromRpcPayload(reply.error) ?? new SvcError('internal');
}
