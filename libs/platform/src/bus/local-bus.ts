import { BaseRpcContext, Server, type CustomTransportStrategy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { EventSubject, RequestSubject } from '@svc/contracts';
import { directHandlerOf } from '../rpc/direct-handler.js';
import { BusUnavailableError, ServiceBus } from './service-bus.js';
import { unwrapReply } from './wire.js';

/**
 * The embedded mode's transport: Nest's `@MessagePattern` handlers of every service module in this process,
 * called directly. Payloads and answers are copied through JSON so behaviour matches NATS exactly, except for
 * a direct handler registered `byReference` (read-only both ways, see direct-handler.ts).
 */
export class LocalTransportServer extends Server implements CustomTransportStrategy {
  listen(callback: () => void): void {
    callback();
  }
  close(): void {}
  on(): void {}
  unwrap<T>(): T {
    throw new Error('the local transport has no underlying client');
  }

  async dispatch(pattern: string, data: unknown): Promise<unknown> {
    const direct = directHandlerOf(pattern);
    if (direct?.byReference) return unwrapReply(pattern, await direct(data));
    if (direct) {
      const reply = await direct(JSON.parse(JSON.stringify(data)) as unknown);
      return unwrapReply(pattern, reply.err === undefined ? { response: reply.response === undefined ? undefined : (JSON.parse(JSON.stringify(reply.response)) as unknown) } : reply);
    }
    const handler = this.getHandlerByPattern(pattern);
    if (!handler || handler.isEventHandler) throw new BusUnavailableError('no_responders', pattern);
    const copy = JSON.parse(JSON.stringify(data)) as unknown;
    try {
      const result: unknown = await lastValueFrom(this.transformToObservable(await handler(copy, new BaseRpcContext([]))), { defaultValue: undefined });
      return result === undefined ? undefined : (JSON.parse(JSON.stringify(result)) as unknown);
    } catch (err) {
      return unwrapReply(pattern, { err });
    }
  }
}

export class LocalServiceBus extends ServiceBus {
  override readonly inProcess = true;
  private readonly listeners = new Map<string, Array<(payload: unknown) => void>>();

  constructor(private readonly server: LocalTransportServer) {
    super();
  }

  async request<TReq extends object, TRes>(subject: RequestSubject<TReq, TRes>, payload: TReq): Promise<TRes> {
    return (await this.server.dispatch(subject.name, payload)) as TRes;
  }

  async publishRecorded(subject: string, payload: object): Promise<void> {
    for (const listener of this.listeners.get(subject) ?? []) listener(JSON.parse(JSON.stringify(payload)));
  }

  broadcast<T extends object>(event: EventSubject<T>, payload: T): void {
    void this.publishRecorded(event.name, payload);
  }

  subscribe<T extends object>(event: EventSubject<T>, handler: (payload: T) => void): void {
    const list = this.listeners.get(event.name) ?? [];
    list.push(handler as (payload: unknown) => void);
    this.listeners.set(event.name, list);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
