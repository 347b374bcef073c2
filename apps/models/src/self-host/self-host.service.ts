import { Inject, Injectable } from '@nestjs/common';
import { validateContract } from '@svc/contracts';
import { BUILTIN_SCHEMAS, repair, route, SCHEMAS, unknownSchemaMessage, validate } from '@svc/engine';
import { SvcError } from '@svc/errors';
import { fromEngineError } from '../invoke/engine-error.js';
import { InvokeService } from '../invoke/invoke.service.js';
import { defaultApi, MODEL_REGISTRY, type ModelRegistry } from '../registry/model-registry.js';
import { SELF_HOST_CONFIG, type SelfHostConfig } from './self-host.config.js';
import { RepairBody, RouteBody, type RepairAnswer, type RouteAnswer, type SelfHostHealth } from './self-host.dto.js';

/**
 * The self-hosted surface: the model methods of the default api without `{api}` in the path, plus route and
 * repair. The same validation, engine and error mapping as the gateway's model surface; no auth, no billing.
 */
@Injectable()
export class SelfHostService {
  private readonly api: string | undefined;
  private readonly methods: string[];

  constructor(
    @Inject(MODEL_REGISTRY) registry: ModelRegistry,
    private readonly invoker: InvokeService,
    @Inject(SELF_HOST_CONFIG) private readonly config: SelfHostConfig,
  ) {
    this.api = defaultApi(registry);
    this.methods = this.api === undefined ? [] : registry[this.api].methods;
  }

  /** The answer's status is 200, or an upstream model's own error status (its body passed through verbatim, as on the model surface). */
  async call(method: string, rawBody: unknown, requestId?: string): Promise<{ status: number; body: unknown }> {
    if (this.api === undefined) throw new SvcError('unknown_method');
    const answer = await this.invoker.invoke(this.api, method, rawBody, requestId);
    return answer.kind === 'answer' ? { status: 200, body: answer.body } : { status: answer.status, body: answer.body };
  }

  route(rawBody: unknown): RouteAnswer {
    const { text } = validateContract(RouteBody, rawBody);
    const started = performance.now();
    const { schema, confidence } = route(text);
    return { schema, confidence, routed_by: 'model', latency_ms: performance.now() - started };
  }

  repair(rawBody: unknown): RepairAnswer {
    const { text, schema } = validateContract(RepairBody, rawBody);
    if (schema !== undefined && !BUILTIN_SCHEMAS.includes(schema)) {
      throw new SvcError('unknown_schema', unknownSchemaMessage(schema));
    }
    const limit = this.config.repairLimitBytes;
    if (Buffer.byteLength(text, 'utf8') > limit && !parses(text)) throw new SvcError('body_too_large', `text exceeds ${formatBytes(limit)}`);
    const started = performance.now();
    let json: unknown;
    try {
      json = repair(text, schema);
    } catch (error) {
      throw fromEngineError(error, ['body', 'text']);
    }
    if (deeperThan(json, MAX_DEPTH)) {
      throw SvcError.validation([{ loc: ['body', 'text'], msg: `the JSON nests deeper than ${MAX_DEPTH} levels`, type: 'value_error' }]);
    }
    const valid = schema === undefined || validate(json, SCHEMAS[schema]).length === 0;
    return { json, valid, repaired: !sameAsParsed(text, json), schema: schema ?? null, latency_ms: performance.now() - started };
  }

  health(): SelfHostHealth {
    return { status: 'ok', service: 'models', api: this.api ?? '', methods: this.methods, schemas: BUILTIN_SCHEMAS };
  }
}

/** Deeper values cannot be answered: serializing them overflows the stack. */
const MAX_DEPTH = 1_000;

function deeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limit) return true;
    level = level.flatMap((v): unknown[] => (v !== null && typeof v === 'object' ? Object.values(v) : []));
  }
  return false;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const formatBytes = (n: number): string => (n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`);

/** True when the text already was JSON for exactly this value (whitespace aside): nothing was repaired. */
function sameAsParsed(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return false;
  }
}
