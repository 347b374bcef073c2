import 'reflect-metadata';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { MODEL_METHOD_NAMES, MODEL_METHODS, type MethodInput, type ModelMethod } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import type { Logger } from '@svc/platform';
import { describe, expect, it } from 'vitest';
import { runBuiltin } from './invoke/builtin-engine.js';
import { InvokeService } from './invoke/invoke.service.js';
import { DEFAULT_REGISTRY } from './registry/model-registry.js';
import { ALL_METHODS } from './registry/registry-values.js';
import { SelfHostService } from './self-host/self-host.service.js';
import { methodSpec } from './upstream/method-specs.js';

const ajv = new Ajv2020({ allowUnionTypes: true });
const logger = {} as Logger;
const invoker = new InvokeService(DEFAULT_REGISTRY, { maxInflight: 4 }, logger);
const selfHost = new SelfHostService(DEFAULT_REGISTRY, invoker, { port: 0, host: '127.0.0.1', bodyLimitBytes: 1_048_576, repairLimitBytes: 65_536 });

/** Bodies beyond each method's example, for the forms an answer schema narrows to. */
const MORE: { [M in ModelMethod]: MethodInput<M>[] } = {
  extract: [{ text: 'a plain line\nINFO second line', dump: true }, { text: '' }],
  structure: [{ text: 'GET /index.html 200', schema: 'http_access' }, { text: 'x', schema: 'log_event' }],
  select: [{ text: 'nothing alike', candidates: ['zebra'] }],
  grade: [{ text: 'disk nearly full', anchors: ['low: fine', 'high: act now'] }, { text: '' }],
  guard: [
    { request: 'weather in Paris', tools: { get_weather: 'the weather of a city' } },
    { request: 'hello' },
    { request: 'send it', tools: ['send_mail', 'get_weather'] },
  ],
};

describe('every model method of MODEL_METHODS', () => {
  it('is offered by the default registry, accepted in registry entries and served by the self-hosted container', () => {
    expect([...ALL_METHODS]).toEqual([...MODEL_METHOD_NAMES]);
    expect(DEFAULT_REGISTRY['svc-small-json'].methods).toEqual([...MODEL_METHOD_NAMES]);
    expect(selfHost.health().methods).toEqual([...MODEL_METHOD_NAMES]);
  });

  it.each(MODEL_METHOD_NAMES)('%s: the built-in engine answers what the answer schema says', (name) => {
    for (const body of [MODEL_METHODS[name].example, ...MORE[name]] as MethodInput<typeof name>[]) {
      const answer = runBuiltin('svc-small-json', name, body);
      const narrowed = ajv.compile(MODEL_METHODS[name].answerSchema(body as never));
      const general = ajv.compile(MODEL_METHODS[name].answerSchema());
      expect({ body, answer, errors: narrowed(answer) ? null : narrowed.errors }).toEqual({ body, answer, errors: null });
      expect(general(answer)).toBe(true);
    }
  });

  it.each(MODEL_METHOD_NAMES)('%s: an upstream model is asked for a closed part of the answer schema', (name) => {
    const spec = methodSpec('gpu', name, MODEL_METHODS[name].example);
    expect(spec.schema.additionalProperties).toBe(false);
    expect(() => ajv.compile(spec.schema)).not.toThrow();
  });

  it.each(MODEL_METHOD_NAMES)('%s: the models service validates the body it receives (422 at ["body", field]) and answers a valid one', async (name) => {
    const answer = await invoker.invoke('svc-small-json', name, MODEL_METHODS[name].example);
    expect(answer.kind).toBe('answer');
    const field = Object.keys(MODEL_METHODS[name].example)[0];
    const bad = await invoker.invoke('svc-small-json', name, { ...MODEL_METHODS[name].example, [field]: 7 }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(SvcError);
    expect((bad as SvcError).status).toBe(422);
    expect((bad as SvcError).detail).toMatchObject([{ loc: ['body', field] }]);
  });

  it('refuses a name that is no model method before looking at the body', async () => {
    for (const name of ['route', 'toString', '__proto__']) {
      await expect(invoker.invoke('svc-small-json', name, 'not even an object')).rejects.toMatchObject({ code: 'unknown_method', status: 404 });
    }
  });
});
