import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answeredRequestId, callIdOf } from './request-id.js';

const request = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a sane id as the answer and as the start of a call id unique to each call', () => {
    const req = request('client-42.a:b_c');
    const first = callIdOf(req);
    const second = callIdOf(req);
    expect(first.startsWith('client-42.a:b_c~')).toBe(true);
    expect(second).not.toBe(first);
    expect(answeredRequestId(first, req.headers)).toBe('client-42.a:b_c');
  });

  it('keeps 128 characters, and the call id still fits the messages (at most 128)', () => {
    const id = 'x'.repeat(128);
    const callId = callIdOf(request(id));
    expect(callId.length).toBeLessThanOrEqual(128);
    expect(answeredRequestId(callId, { 'x-request-id': id })).toBe(id);
  });

  it('replaces a missing, long or odd id with a fresh UUID', () => {
    for (const bad of [undefined, '', 'x'.repeat(129), 'has space', 'a/b', 'ü', 'a~b', 'new\nline']) {
      const req = request(bad);
      const callId = callIdOf(req);
      expect(callId).toMatch(UUID);
      expect(answeredRequestId(callId, req.headers)).toBe(callId);
    }
  });
});
