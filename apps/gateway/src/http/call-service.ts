import type { RequestSubject } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { BusUnavailableError, RemoteFailure, type ServiceBus } from '@svc/platform';

/**
 * A request to a service whose failure is not the caller's fault: a service that does not answer is
 * `503 service unavailable` (the model surface maps the models service to 502 itself).
 */
export async function callService<TReq extends object, TRes>(bus: ServiceBus, subject: RequestSubject<TReq, TRes>, payload: TReq, timeoutMs: number): Promise<TRes> {
  try {
    return await bus.request(subject, payload, timeoutMs);
  } catch (error) {
    if (error instanceof BusUnavailableError || error instanceof RemoteFailure) throw new SvcError('service_unavailable');
    throw error;
  }
}
