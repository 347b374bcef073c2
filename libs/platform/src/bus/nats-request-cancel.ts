import { errors, RequestOne } from '@nats-io/nats-core/internal';

/**
 * nats-core (3.4.0) ends every request it resolves with `cancel()`, which rejects the request's promise, settled
 * by then, with a new `RequestError('cancelled')`: an Error with its stack captured per request, which nobody
 * can see (a rejection of a settled promise does nothing), ~2% of the gateway's CPU under the bench. The same
 * method, with the one error made once. Replaced only while the library's method is the one read here (an upgrade
 * that changes it keeps its own, and the spec says so).
 */
const ORIGINAL =
  'cancel(err) {\n        if (this.timer) {\n            this.timer.cancel();\n        }\n        this.mux.cancel(this);\n        this.deferred.reject(err ? err : new errors_1.RequestError("cancelled"));\n    }';

const CANCELLED = new errors.RequestError('cancelled');

export const requestCancelPatched: boolean = patch();

function patch(): boolean {
  const proto = RequestOne.prototype as RequestOne & { svcPatched?: true };
  if (proto.svcPatched) return true;
  if (proto.cancel.toString() !== ORIGINAL) return false;
  proto.cancel = function cancel(this: RequestOne, err?: Error): void {
    // The timer is a Promise with a cancel method (nats-core's `Timeout`).
    (this.timer as { cancel(): void } | undefined)?.cancel();
    this.mux.cancel(this);
    this.deferred.reject(err ?? CANCELLED);
  };
  proto.svcPatched = true;
  return true;
}
