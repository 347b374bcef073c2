import { Inject, Injectable } from '@nestjs/common';
import { subjectPrefix, type RequestSubject } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { BusUnavailableError, RemoteFailure, ServiceBus } from '@svc/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/**
 * The gateway's one way to ask a service something. A service that does not answer, or fails in a way that is
 * none of ours, is not the caller's fault: `503 <service> service unavailable` (`auth service unavailable`), so
 * the caller and the operator see which one is away while the rest keeps working. A refusal the service answered (a
 * SvcError) passes through with its own status. The model call asks the models service on the bus itself,
 * since there a silence is `502 model unavailable` and releases the hold.
 */
@Injectable()
export class ServiceClient {
  constructor(
    private readonly bus: ServiceBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** `timeoutMs` defaults to `SVC_SERVICE_TIMEOUT_MS`. */
  async request<TReq extends object, TRes>(subject: RequestSubject<TReq, TRes>, payload: TReq, timeoutMs = this.config.serviceTimeoutMs): Promise<TRes> {
    try {
      return await this.bus.request(subject, payload, timeoutMs);
    } catch (error) {
      if (error instanceof BusUnavailableError || error instanceof RemoteFailure) throw unavailable(subject.name);
      throw error;
    }
  }
}

/** Subjects are `<prefix><service>.<verb>`: the service is the first segment after the prefix. */
export function unavailable(subjectName: string): SvcError {
  const service = subjectName.slice(subjectPrefix().length).split('.', 1)[0];
  return new SvcError('service_unavailable', `${service} service unavailable`);
}
