import { Inject, Injectable } from '@nestjs/common';
import { isModelMethod, ModelsSubjects, validateMethodBody } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { ServiceBus } from '@svc/platform';
import { BilledCall } from '../billed-call/billed-call.js';
import { CallerService } from '../caller/caller.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { InvokeClient } from './invoke-client.js';
import { RegistryCache } from './registry-cache.js';

export interface ModelCallAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * One billed model call: authenticate, check method and body, then the billed-call saga (rate limit, hold,
 * run the model, settle).
 */
@Injectable()
export class ModelCallService {
  private readonly invokes: InvokeClient;

  constructor(
    private readonly bus: ServiceBus,
    private readonly caller: CallerService,
    private readonly registry: RegistryCache,
    private readonly billed: BilledCall,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.invokes = new InvokeClient(bus);
  }

  async call(requestId: string, authorization: string | undefined, api: string, method: string, rawBody: unknown): Promise<ModelCallAnswer> {
    const caller = await this.caller.fromAuthorization(requestId, authorization);
    const { methods, timeoutMs } = await this.registry.lookup(requestId, api);
    if (!methods?.includes(method) || !isModelMethod(method)) throw new SvcError('unknown_method');
    const body = validateMethodBody(method, rawBody);

    // An upstream model's own deadline wins (plus a second for the hop), so the gateway never gives up first.
    // Built-in models (no deadline of their own) answer in µs: their calls of one turn go as one message. An
    // upstream model's call goes alone, so its wait holds up no other call; in one process there is no message
    // to save (measured: batching there cost CPU per call).
    const invoke = { requestId, api, method, body };
    const deadline = timeoutMs === undefined ? this.config.modelTimeoutMs : Math.max(this.config.modelTimeoutMs, timeoutMs + 1_000);
    const work =
      timeoutMs === undefined && !this.bus.inProcess
        ? () => this.invokes.invoke(invoke, deadline)
        : () => this.bus.request(ModelsSubjects.invoke, invoke, deadline);
    const { value: answer, headers } = await this.billed.run(requestId, caller, `${api}/${method}`, work);
    if (answer.kind === 'upstream_error') return { status: answer.status, body: answer.body, headers };
    return { status: 200, body: answer.body, headers };
  }
}
