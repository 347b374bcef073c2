/** A request/reply subject: its name on the wire and the class of its request, so both sides agree. */
export interface RequestSubject<TReq extends object, TRes> {
  readonly name: string;
  readonly request: new () => TReq;
  /** Phantom field: carries the reply type for `bus.request`; never set. */
  readonly reply?: TRes;
}

/** A broadcast event: every subscriber gets it (no queue group). Versioned in its name. */
export interface EventSubject<TEvent extends object> {
  readonly name: string;
  /** The name without `SVC_SUBJECT_PREFIX`: what an outbox row records (the relay adds the prefix it runs under). */
  readonly base: string;
  readonly payload: new () => TEvent;
}

/**
 * `SVC_SUBJECT_PREFIX` (default empty) namespaces every subject, so several suites can share one NATS
 * (staging beside production, or test runs beside a developer's suite) without answering each other.
 * Read once, when this module loads: handlers and callers of one process always agree.
 */
const PREFIX = process.env.SVC_SUBJECT_PREFIX ?? '';

export function requestSubject<TReq extends object, TRes>(name: string, request: new () => TReq): RequestSubject<TReq, TRes> {
  return { name: PREFIX + name, request };
}

export function eventSubject<TEvent extends object>(name: string, payload: new () => TEvent): EventSubject<TEvent> {
  return { name: PREFIX + name, base: name, payload };
}

/** The prefix this process's subjects carry (`SVC_SUBJECT_PREFIX`). */
export function subjectPrefix(): string {
  return PREFIX;
}
