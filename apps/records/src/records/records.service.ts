import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RecordEvents, type ListRecordsRequest, type RecordPageView, type RecordView } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { OutboxRelay, recordEvent } from '@svc/platform';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { StoredRecord } from './record.entity.js';
import { recordView } from './record-views.js';

/** A tenant's stored records: read, page, delete; and the two steps the gateway's saga takes after a create. */
@Injectable()
export class RecordsService {
  constructor(
    @InjectDataSource('records') private readonly db: DataSource,
    private readonly outbox: OutboxRelay,
  ) {}

  async get(tenantId: string, recordId: string): Promise<RecordView> {
    const row = await this.db.getRepository(StoredRecord).findOneBy({ id: recordId, tenantId });
    if (!row) throw new SvcError('record_not_found');
    return recordView(row);
  }

  /**
   * Newest first. `before` is a position in the tenant's sequence (the previous page's `nextCursor`): records
   * created later have higher positions, so they never push a later page's rows into it (no gap, no duplicate).
   */
  async list(m: ListRecordsRequest): Promise<RecordPageView> {
    const rows = await this.db.getRepository(StoredRecord).find({
      where: { tenantId: m.tenantId, ...(m.before === undefined ? {} : { position: LessThan(String(m.before)) }) },
      order: { position: 'DESC' },
      take: m.limit + 1,
    });
    const page = rows.slice(0, m.limit);
    return { records: page.map(recordView), nextCursor: rows.length > m.limit ? Number(page[page.length - 1].position) : null };
  }

  /** A hard delete: the row goes, text and all; the event says the text is gone. */
  async delete(tenantId: string, recordId: string): Promise<{ deleted: true }> {
    const deleted = await this.db.transaction(async (m) => {
      const result = await m.getRepository(StoredRecord).delete({ id: recordId, tenantId });
      if (!result.affected) return false;
      await recordEvent(m, 'records', RecordEvents.deleted, { tenantId, recordId, textRemoved: true });
      return true;
    });
    if (!deleted) throw new SvcError('record_not_found');
    this.outbox.nudge();
    return { deleted: true };
  }

  /** The tier the posted charge took (a record answered 200 keeps it; a fallback keeps null). */
  async billed(tenantId: string, recordId: string, tier: 'included' | 'paid'): Promise<{ updated: boolean }> {
    const result = await this.db.getRepository(StoredRecord).update({ id: recordId, tenantId, billingTier: IsNull() }, { billingTier: tier });
    return { updated: (result.affected ?? 0) > 0 };
  }

  /** Compensation for a create the gateway answered with an error: what its work stored goes again. */
  async discard(tenantId: string, requestId: string): Promise<{ discarded: boolean }> {
    const discarded = await this.db.transaction(async (m) => {
      const rows = await m.getRepository(StoredRecord).find({ select: { id: true }, where: { tenantId, requestId } });
      for (const row of rows) {
        await m.getRepository(StoredRecord).delete({ id: row.id });
        await recordEvent(m, 'records', RecordEvents.deleted, { tenantId, recordId: row.id, textRemoved: true });
      }
      return rows.length > 0;
    });
    if (discarded) this.outbox.nudge();
    return { discarded };
  }
}
