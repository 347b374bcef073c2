import { Inject, Injectable } from '@nestjs/common';
import { ModelsSubjects, type RegistryView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { ServiceBus } from '@svc/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/**
 * The models service's registry (api → methods), fetched over NATS and kept for a few seconds, so a new model
 * needs no gateway change. If the models service cannot be reached and nothing is known, the call is 502.
 */
@Injectable()
export class RegistryCache {
  private known: { view: RegistryView; fetched: number } | undefined;
  private pending: Promise<RegistryView> | undefined;

  constructor(
    private readonly bus: ServiceBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The api's methods (undefined when the api is unknown) and its own deadline, if it sets one. */
  async lookup(requestId: string, api: string): Promise<{ methods: string[] | undefined; timeoutMs: number | undefined }> {
    const view = await this.view(requestId);
    const known = Object.hasOwn(view.apis, api);
    return { methods: known ? view.apis[api] : undefined, timeoutMs: known ? view.timeouts?.[api] : undefined };
  }

  /** The whole registry (the MCP tool listing); the same object while it is cached. */
  async view(requestId: string): Promise<RegistryView> {
    if (this.known && Date.now() - this.known.fetched < this.config.registryCacheMs) return this.known.view;
    this.pending ??= this.fetch(requestId).finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async fetch(requestId: string): Promise<RegistryView> {
    try {
      const view = await this.bus.request(ModelsSubjects.registry, { requestId }, this.config.serviceTimeoutMs);
      this.known = { view, fetched: Date.now() };
      return view;
    } catch {
      if (this.known) return this.known.view;
      throw new SvcError('model_unavailable');
    }
  }
}
