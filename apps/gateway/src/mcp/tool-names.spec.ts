import { describe, expect, it } from 'vitest';
import { defaultApi, modelToolName } from './tool-names.js';

describe('model tool names', () => {
  it('gives the default api bare method names and every other api a prefix any MCP client accepts', () => {
    expect(modelToolName('svc-small-json', 'extract', true)).toBe('extract');
    expect(modelToolName('qwen-gpu', 'guard', false)).toBe('qwen-gpu_guard');
    expect(modelToolName('Qwen/Qwen2.5 7B', 'grade', false)).toBe('Qwen-Qwen2-5-7B_grade');
    expect(modelToolName('x'.repeat(60), 'select', false)).toBeUndefined();
  });

  it('takes svc-small-json as the default api when the registry has it, else its first', () => {
    expect(defaultApi(['gpu', 'svc-small-json'])).toBe('svc-small-json');
    expect(defaultApi(['gpu', 'other'])).toBe('gpu');
    expect(defaultApi([])).toBeUndefined();
  });
});
