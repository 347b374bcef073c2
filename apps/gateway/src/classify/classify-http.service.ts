import { Inject, Injectable } from '@nestjs/common';
import { CLASSIFIER_LIMITS, ClassifierSubjects, isUuid } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { ServiceBus } from '@svc/platform';
import { BilledCall } from '../billed-call/billed-call.js';
import { CallerService } from '../caller/caller.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/** What every classify call is billed as: `SVC_PRICE_OVERRIDES` may price it by `classify`. */
export const CLASSIFY_PRODUCT = 'classifier/classify';

export interface ClassifyAnswer {
  body: { label: string | null; status: 'ok' | 'low_confidence'; confidence: number; candidates: Array<{ label: string; score: number }>; version_id: string };
  headers: Record<string, string>;
}

/**
 * Classify with a tenant's published classifier (contract §4.7, §7.2): the bearer key, the text checked before
 * anything is billed, then the billed-call saga around the classifier service. Its refusals (404, 410, 409)
 * release the hold; a classifier service away or too slow is `502 model unavailable`, released too.
 */
@Injectable()
export class ClassifyHttpService {
  constructor(
    private readonly bus: ServiceBus,
    private readonly caller: CallerService,
    private readonly billed: BilledCall,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async classify(requestId: string, authorization: string | undefined, classifierId: string, body: unknown): Promise<ClassifyAnswer> {
    const caller = await this.caller.fromAuthorization(requestId, authorization);
    if (!isUuid(classifierId)) throw new SvcError('unknown_classifier');
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || text.length === 0) throw new SvcError('text_required');
    if (Buffer.byteLength(text, 'utf8') > CLASSIFIER_LIMITS.textMaxBytes) throw new SvcError('text_too_large');

    const tenantId = caller.tenantId;
    const { value, headers } = await this.billed.run(requestId, caller, CLASSIFY_PRODUCT, () =>
      this.bus.request(ClassifierSubjects.classify, { requestId, tenantId, classifierId: classifierId.toLowerCase(), text }, this.config.modelTimeoutMs),
    );
    return {
      body: { label: value.label, status: value.status, confidence: value.confidence, candidates: value.candidates, version_id: value.versionId },
      headers,
    };
  }
}
