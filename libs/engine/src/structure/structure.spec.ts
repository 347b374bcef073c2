import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../types.js';
import { repair } from './repair.js';
import { route } from './route.js';
import { BUILTIN_SCHEMAS, SCHEMAS } from './schemas.js';
import { structure } from './structure.js';
import { validate } from './validate.js';

const TRACE = 'ERROR [main] com.acme.App: failed\njava.lang.IllegalStateException: boom\n\tat com.acme.App.run(App.java:10)\nCaused by: java.io.IOException: disk\n\t... 2 more';
const DIFF = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n d\n';
const ACCESS = '1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /x HTTP/1.1" 200 12 "-" "curl"';

describe('structure', () => {
  it.each(BUILTIN_SCHEMAS.flatMap((s) => [TRACE, DIFF, ACCESS, 'a=1\nb: two', '', 'random words'].map((t) => [s, t] as const)))(
    'output of %s validates',
    (schema, text) => {
      const r = structure({ text, schema });
      expect(validate(r.record, SCHEMAS[schema])).toEqual([]);
      expect(r).toMatchObject({ valid: true, routed_by: 'declared', schema });
    },
  );

  it('groups a trace and keeps diff hunks atomic', () => {
    const t = structure({ text: TRACE, schema: 'stack_trace' }).record;
    expect(t).toMatchObject({ language: 'java', exception: 'java.lang.IllegalStateException', message: 'boom' });
    expect((t.causes as unknown[]).length).toBe(1);
    const d = structure({ text: DIFF, schema: 'unified_diff' }).record as { files: Array<{ hunks: Array<{ lines: string[] }> }> };
    expect(d.files[0].hunks[0].lines).toEqual([' a', '-b', '+c', ' d']);
  });

  it('refuses unknown schemas', () => {
    expect(() => structure({ text: 'x', schema: 'nope' })).toThrow(EngineInputError);
  });

  it('routes texts to the schema that fits', () => {
    expect(route(DIFF).schema).toBe('unified_diff');
    expect(route(ACCESS).schema).toBe('http_access');
    expect(route('a=1\nb=2\nc=3').schema).toBe('key_value');
  });

  it('repairs malformed JSON and refuses what is not JSON', () => {
    expect(repair("{name: 'x', a: [1,2,], ok: True, // c\n \"d\": \"open")).toEqual({ name: 'x', a: [1, 2], ok: true, d: 'open' });
    expect(repair('```json\n{"a": 1 "b": 2}\n```')).toEqual({ a: 1, b: 2 });
    expect(() => repair('no json here')).toThrow(EngineInputError);
    expect(validate(repair('{"pairs": {"a": 1}}', 'key_value'), SCHEMAS.key_value)).toEqual([]);
  });
});
