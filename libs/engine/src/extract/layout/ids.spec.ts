import { describe, expect, it } from 'vitest';
import type { LineFields } from '../fields.js';
import { batchIds, idShape } from './ids.js';

// Lines invented for these tests (issue 19, round 19): an optional id column left at the messages' start.
const free = (message: string): LineFields => ({ type: 'log', level: '', component: '', message, format: 'text' });

describe('an optional column of ids opening the messages', () => {
  it('types ids by shape, and words of prose as none', () => {
    expect(idShape('9fa3c07e')).toBe('m8');
    expect(idShape('2Kq9xZ-7PmR2a-Qw')).toBe('h6-6-2');
    expect(idShape('#3')).toBe('#');
    expect(idShape('sess=1042')).toBe('sess=');
    expect(idShape('0x7f3a')).toBe('0x');
    for (const w of ['started', 'Worker', 'eth0', 'v1.2.3', '404', 'key=abc', '03-MAR-2024']) expect(idShape(w)).toBe('');
  });

  it('takes a column of ids off the messages that hold it, position after position', () => {
    const messages = [
      '9fa3c07e sess=1042 opened from 10.0.0.4',
      '1bd40a9f sess=1043 opened from 10.0.0.9',
      'queue flushed',
      '77ce01d2 sess=1042 closed',
      'rotating files now',
      '0ab3e5f1 sess=1044 opened from 10.0.0.2',
    ];
    const fields = messages.map(free);
    batchIds(fields);
    expect(fields.map((f) => f.message)).toEqual(['opened from 10.0.0.4', 'opened from 10.0.0.9', 'queue flushed', 'closed', 'rotating files now', 'opened from 10.0.0.2']);
  });

  it('keeps ids that open too few messages, or one value on every line', () => {
    const few = ['a1b2c3d4 started', 'cache warm', 'request served', 'request served', 'cache warm', 'queue empty', 'request served'].map(free);
    batchIds(few);
    expect(few[0].message).toBe('a1b2c3d4 started');
    const constant = ['#1 worker up', '#1 worker busy', '#1 worker idle', '#1 worker up'].map(free);
    batchIds(constant);
    expect(constant[2].message).toBe('#1 worker idle');
  });
});
