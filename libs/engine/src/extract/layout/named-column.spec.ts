import { describe, expect, it } from 'vitest';
import type { LineFields } from '../fields.js';
import { batchNameColumn } from './named-column.js';

const read = (level: LineFields['level'], component: string, message: string): LineFields => ({ type: 'log', level, component, message, format: 'text' });

describe('batchNameColumn: the component column typed across a dump', () => {
  const heads = [0, 1, 2, 3, 4, 5].map((i) => `2024-01-0${i + 1} 10:00:00 INFO  [Worker-${i}] ${['imap', 'soap', 'purge'][i % 3]} - done ${i}`);
  it('takes a column of names varying from line to line where the readers took a column of ids', () => {
    const fields = heads.map((_, i) => read('info', `Worker-${i}`, `done ${i}`));
    batchNameColumn(heads, fields);
    expect(fields.map((f) => f.component)).toEqual(['imap', 'soap', 'purge', 'imap', 'soap', 'purge']);
    expect(fields.map((f) => f.message)).toEqual(heads.map((_, i) => `done ${i}`));
  });
  it('leaves a reading whose components are names', () => {
    const fields = heads.map((_, i) => read('info', ['mail', 'web'][i % 2], `done ${i}`));
    batchNameColumn(heads, fields);
    expect(fields.map((f) => f.component)).toEqual(['mail', 'web', 'mail', 'web', 'mail', 'web']);
  });
  it('takes no constant column (a host) for the component', () => {
    const hs = [0, 1, 2, 3, 4, 5].map((i) => `2024-01-0${i + 1} 10:00:00 bigip1 INFO [Worker-${i}] done ${i}`);
    const fields = hs.map((_, i) => read('info', `Worker-${i}`, `done ${i}`));
    batchNameColumn(hs, fields);
    expect(fields.map((f) => f.component)).toEqual(hs.map((_, i) => `Worker-${i}`));
  });
});
