import { describe, expect, it } from 'vitest';
import { structure } from './structure.js';
import { echoedName, unknownSchemaMessage } from './unknown-schema.js';

describe('unknownSchemaMessage', () => {
  it('repeats a short name whole and a long one as its first 64 characters and …', () => {
    expect(unknownSchemaMessage('nope')).toBe("unknown schema 'nope'; built-in schemas: log_event, log_events, stack_trace, http_access, unified_diff, key_value");
    const long = 'x'.repeat(10_000);
    expect(unknownSchemaMessage(long)).toBe(`unknown schema '${'x'.repeat(64)}…'; built-in schemas: log_event, log_events, stack_trace, http_access, unified_diff, key_value`);
    expect(echoedName('y'.repeat(64))).toBe('y'.repeat(64));
  });

  it('never cuts an emoji in half', () => {
    expect(echoedName(`${'a'.repeat(63)}😀tail`)).toBe(`${'a'.repeat(63)}…`);
    expect(() => structure({ text: 'x', schema: 'z'.repeat(5000) })).toThrow(`unknown schema '${'z'.repeat(64)}…'`);
  });
});
