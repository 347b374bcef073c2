import { Inject, Injectable } from '@nestjs/common';
import { CreateRecordBody, type CreateRecordView, isBuiltInSchema, isUuid, RECORD_LIMITS, RecordsSubjects, validateStorable } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { BusUnavailableError, LOGGER, RemoteFailure, ServiceBus, type Logger } from '@svc/platform';
import { BilledCall } from '../billed-call/billed-call.js';
import { CallerService } from '../caller/caller.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { recordAnswer, type RecordAnswer } from './record-answers.js';
import { RecordsRate } from './records-rate.js';

/** What every records create is billed as (`SVC_PRICE_OVERRIDES` may price it by `create`). */
export const RECORDS_PRODUCT = 'records/create';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
/**
 * The saga's own limiter admits every create: only a records bucket may refuse one (RecordsRate, before the
 * saga). The saga's run() takes the tenant's model-surface window with this limit, so creates are counted there too.
 */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export interface RecordCreateAnswer {
  status: 200;
  body: RecordAnswer;
  headers: Record<string, string>;
}

/** A create the saga must release rather than post: a fallback record, or the replay of an earlier create. */
class NotCharged extends Error {
  constructor(readonly view: CreateRecordView) {
    super(`records create ${view.outcome}: released`);
  }
}

/**
 * `POST /records/create` (contract §4.6, §7.1, §7.3) as a use case, for the HTTP route and for MCP: the bearer
 * key, the body checked before anything is held, then one billed call whose work is the records service's
 * create. A fallback record or a replayed one answers 200 and its hold is released (nothing charged).
 */
@Injectable()
export class RecordsHttpService {
  constructor(
    private readonly bus: ServiceBus,
    private readonly caller: CallerService,
    private readonly billed: BilledCall,
    private readonly rate: RecordsRate,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(requestId: string, authorization: string | undefined, rawBody: unknown, idempotencyKey?: string): Promise<RecordCreateAnswer> {
    const caller = await this.caller.fromAuthorization(requestId, authorization);
    const body = validateStorable(CreateRecordBody, rawBody);
    if (Buffer.byteLength(body.text, 'utf8') > RECORD_LIMITS.textMaxBytes) throw new SvcError('body_too_large');
    if (!isBuiltInSchema(body.schema)) throw new SvcError('schema_not_built_in');
    if (body.classifier_id !== undefined && !isUuid(body.classifier_id)) throw new SvcError('unknown_classifier');
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw SvcError.validation([{ loc: ['header', 'idempotency-key'], msg: 'Idempotency-Key must be 1-255 visible ASCII characters', type: 'value_error' }]);
    }
    const tenantId = caller.tenantId;
    const rateHeaders = await this.rate.take(requestId, tenantId);

    const request = { requestId, tenantId, schema: body.schema, text: body.text, classifierId: body.classifier_id?.toLowerCase(), idempotencyKey };
    // Whether the records service may hold a record for this request although the answer will be an error.
    let mayBeStored = false;
    try {
      const { value, headers } = await this.billed.run(requestId, { ...caller, rateLimit: UNLIMITED }, RECORDS_PRODUCT, async () => {
        try {
          const view = await this.bus.request(RecordsSubjects.create, request, this.config.modelTimeoutMs);
          if (view.outcome !== 'stored') throw new NotCharged(view);
          // Stored: should the saga still fail (its post refused and the hold released), the record goes again.
          mayBeStored = true;
          return view;
        } catch (error) {
          mayBeStored = error instanceof BusUnavailableError || error instanceof RemoteFailure;
          throw error;
        }
      });
      const tier = headers['x-svc-debit'] as 'included' | 'paid';
      await this.followUp(RecordsSubjects.billed, { requestId, tenantId, recordId: value.record.recordId, tier });
      const billing = { 'x-svc-debit': headers['x-svc-debit'], 'x-svc-free-remaining': headers['x-svc-free-remaining'] };
      return { status: 200, body: recordAnswer({ ...value.record, billingTier: tier }), headers: { ...billing, ...rateHeaders } };
    } catch (error) {
      if (error instanceof NotCharged) {
        const replayed: Record<string, string> = error.view.outcome === 'replayed' ? { 'idempotent-replayed': 'true' } : {};
        return { status: 200, body: recordAnswer(error.view.record), headers: { ...rateHeaders, ...replayed } };
      }
      // The records service stored the record, or may have and was not heard: the caller is told it failed, so it goes.
      if (mayBeStored) await this.followUp(RecordsSubjects.discard, { requestId, tenantId });
      throw error;
    }
  }

  /** A follow-up the answer does not wait on the success of (the record stands either way): logged when it fails. */
  private async followUp<TReq extends object, TRes>(subject: { name: string; request: new () => TReq; reply?: TRes }, payload: TReq): Promise<void> {
    try {
      await this.bus.request(subject, payload, this.config.serviceTimeoutMs);
    } catch (err) {
      this.logger.warn({ requestId: (payload as { requestId?: string }).requestId, subject: subject.name, err: (err as Error).message }, 'records follow-up failed');
    }
  }
}
