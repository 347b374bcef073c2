import { describe, expect, it } from 'vitest';
import { SvcError, SvcHttpError } from '@svc/errors';
import { answerResult, refusalResult } from './tool-result.js';

describe('tool results', () => {
  it('carries the REST answer as structuredContent and as JSON text, its headers in _meta', () => {
    const result = answerResult({ status: 200, body: { tier: 'error' }, headers: { 'x-svc-debit': 'paid' } }, 'r1');
    expect(result).toEqual({ content: [{ type: 'text', text: '{"tier":"error"}' }], structuredContent: { tier: 'error' }, _meta: { 'x-svc-debit': 'paid', 'x-request-id': 'r1' } });
  });

  it('passes an upstream error through as isError with its status and body', () => {
    const result = answerResult({ status: 503, body: 'overloaded', headers: { 'x-svc-debit': 'included' } }, 'r1');
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: '{"status":503,"body":"overloaded"}' }], _meta: { 'upstream-status': 503 } });
    expect(result.structuredContent).toBeUndefined();
  });

  it('words the three refusals of contract §7.7 exactly, and any other by its detail', () => {
    const text = (error: SvcError) => refusalResult(error, 'r1').content[0];
    expect(text(new SvcError('balance_empty'))).toEqual({ type: 'text', text: 'balance empty; top up at /billing' });
    expect(text(new SvcError('model_unavailable'))).toEqual({ type: 'text', text: 'model unavailable' });
    expect(text(new SvcError('classifier_archived'))).toEqual({ type: 'text', text: 'classifier archived' });
    const limited = refusalResult(new SvcHttpError('rate_limited', { 'retry-after': '1' }), 'r1');
    expect(limited).toEqual({ isError: true, content: [{ type: 'text', text: 'rate limited' }], _meta: { 'retry-after': '1', 'x-request-id': 'r1', status: 429 } });
    const invalid = refusalResult(SvcError.validation([{ loc: ['body', 'text'], msg: 'field required', type: 'missing' }]), 'r1');
    expect(JSON.parse((invalid.content[0] as { text: string }).text)).toEqual([{ loc: ['body', 'text'], msg: 'field required', type: 'missing' }]);
  });
});
