import { describe, expect, it } from 'vitest';
import { LedgerService } from './ledger.service.js';

/** The stale-hold sweep's choice per hold, with the database and the settle itself stubbed. */
function ledgerWith(stale: Array<{ tenant_id: string; request_id: string }>) {
  const settled: Array<[string, string]> = [];
  const ledger = Object.create(LedgerService.prototype) as LedgerService;
  Object.assign(ledger, {
    db: { query: async () => stale },
    settle: async (_tenant: string, requestId: string, outcome: string) => (settled.push([requestId, outcome]), { state: outcome }),
  });
  return { ledger, settled };
}

describe('LedgerService.settleStale', () => {
  it('posts a stale hold whose decision to post is waiting in the queue, and releases the others', async () => {
    const { ledger, settled } = ledgerWith([
      { tenant_id: 't', request_id: 'answered' },
      { tenant_id: 't', request_id: 'abandoned' },
    ]);
    const counts = await ledger.settleStale(async (requestId) => (requestId === 'answered' ? 'posted' : null));
    expect(counts).toEqual({ posted: 1, released: 1 });
    expect(settled.sort()).toEqual([
      ['abandoned', 'released'],
      ['answered', 'posted'],
    ]);
  });

  it('settles nothing when the decisions cannot be read (the next sweep tries again)', async () => {
    const { ledger, settled } = ledgerWith([{ tenant_id: 't', request_id: 'x' }]);
    await expect(ledger.settleStale(() => Promise.reject(new Error('JetStream away')))).rejects.toThrow('JetStream away');
    expect(settled).toEqual([]);
  });
});
