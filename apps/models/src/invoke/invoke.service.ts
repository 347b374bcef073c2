import { Inject, Injectable } from '@nestjs/common';
import { isModelMethod, validateMethodBody, type InvokeView, type RegistryView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { LOGGER, modelCallDuration, type HistogramSeries, type Logger } from '@svc/platform';
import { MODELS_CONFIG, type ModelsConfig } from '../config/models.config.js';
import { MODEL_REGISTRY, type ModelEntry, type ModelRegistry } from '../registry/model-registry.js';
import { OpenAiCompatibleBackend } from '../upstream/openai-compatible.backend.js';
import { BuiltinBackend, type ModelBackend } from './model-backend.js';

@Injectable()
export class InvokeService {
  private inflight = 0;
  private readonly backends: Map<string, ModelBackend>;
  /** Latency series per api and method, resolved once: the registry is fixed at start, so the labels are bounded. */
  private readonly latency = new Map<string, Map<string, { ok: HistogramSeries; error: HistogramSeries }>>();

  constructor(
    @Inject(MODEL_REGISTRY) private readonly registry: ModelRegistry,
    @Inject(MODELS_CONFIG) private readonly config: ModelsConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.backends = new Map(Object.entries(registry).map(([api, entry]) => [api, backendFor(api, entry, logger)]));
    for (const [api, entry] of Object.entries(registry)) {
      this.latency.set(api, new Map(entry.methods.map((method) => [method, { ok: modelCallDuration.with(api, method, 'ok'), error: modelCallDuration.with(api, method, 'error') }])));
    }
  }

  describe(): RegistryView {
    const entries = Object.entries(this.registry);
    return {
      apis: Object.fromEntries(entries.map(([api, entry]) => [api, entry.methods])),
      timeouts: Object.fromEntries(entries.flatMap(([api, entry]) => ('timeoutMs' in entry ? [[api, entry.timeoutMs]] : []))),
    };
  }

  /** The body is checked here, on receipt, whoever sent it (the gateway checked it too, to refuse before billing). */
  async invoke(api: string, method: string, rawBody: unknown, requestId?: string): Promise<InvokeView> {
    const entry = Object.hasOwn(this.registry, api) ? this.registry[api] : undefined;
    const backend = this.backends.get(api);
    if (!entry || !backend || !entry.methods.includes(method) || !isModelMethod(method)) throw new SvcError('unknown_method');
    const body = validateMethodBody(method, rawBody);
    if (this.inflight >= this.config.maxInflight) throw new SvcError('model_unavailable');
    this.inflight++;
    const series = this.latency.get(api)!.get(method)!;
    const started = performance.now();
    try {
      const view = await backend.invoke(method, body, requestId);
      series.ok.observe((performance.now() - started) / 1000);
      return view;
    } catch (error) {
      series.error.observe((performance.now() - started) / 1000);
      throw error;
    } finally {
      this.inflight--;
    }
  }
}

function backendFor(api: string, entry: ModelEntry, logger: Logger): ModelBackend {
  switch (entry.kind) {
    case 'builtin':
      return new BuiltinBackend(api);
    case 'openai-compatible':
      return new OpenAiCompatibleBackend(api, entry, logger);
  }
}
