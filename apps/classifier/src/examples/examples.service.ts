import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { checkedExample, type AddExamplesRequest, DeleteExamplesRequest, ExamplePageView, ExamplesAddedView, ExamplesDeletedView, ListExamplesRequest } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { DataSource } from 'typeorm';
import { Classifier } from '../classifiers/classifier.entity.js';
import { owned } from '../classifiers/classifiers.service.js';
import { CLASSIFIER_CONFIG, type ClassifierConfig } from '../config/classifier.config.js';

/** Rows per INSERT statement (4 parameters each, well under PostgreSQL's 65,535). */
const INSERT_ROWS = 500;

/** A classifier's labelled texts: added in slices of an upload, listed by page, deleted (softly: versions keep theirs). */
@Injectable()
export class ExamplesService {
  constructor(
    @InjectDataSource('classifier') private readonly db: DataSource,
    @Inject(CLASSIFIER_CONFIG) private readonly config: ClassifierConfig,
  ) {}

  /** One slice, all or nothing: every row checked first, the cap under the classifier's row lock. */
  async add(m: AddExamplesRequest): Promise<ExamplesAddedView> {
    const rows = m.examples.map((e, i) => checkedExample(e, m.firstRow + i));
    return this.db.transaction(async (tx) => {
      const c = await owned(tx, m.tenantId, m.classifierId, true);
      if (c.archivedAt) throw new SvcError('classifier_archived');
      const incoming = m.firstRow === 1 ? Math.max(m.uploadTotal, rows.length) : rows.length;
      if (c.exampleCount + incoming > this.config.maxExamples) {
        throw new SvcError('too_many_examples', `a classifier holds at most ${this.config.maxExamples} examples (it has ${c.exampleCount}; this upload adds ${incoming})`);
      }
      for (let start = 0; start < rows.length; start += INSERT_ROWS) {
        const chunk = rows.slice(start, start + INSERT_ROWS);
        const params: string[] = [];
        const values = chunk.map((row, i) => {
          params.push(randomUUID(), m.classifierId, row.text, row.label);
          return `($${i * 4 + 1}::uuid, $${i * 4 + 2}::uuid, $${i * 4 + 3}, $${i * 4 + 4})`;
        });
        await tx.query(`INSERT INTO classifier.examples (id, classifier_id, text, label) VALUES ${values.join(', ')}`, params);
      }
      const total = c.exampleCount + rows.length;
      await tx.getRepository(Classifier).update({ id: c.id }, { exampleCount: total });
      return { added: rows.length, total };
    });
  }

  async list(m: ListExamplesRequest): Promise<ExamplePageView> {
    const c = await owned(this.db.manager, m.tenantId, m.classifierId);
    const params: unknown[] = [m.classifierId, m.after ?? 0, m.limit + 1];
    const byLabel = m.label === undefined ? '' : ` AND label = $${params.push(m.label)}`;
    const rows = await this.db.query<Array<{ seq: string; id: string; text: string; label: string; created_at: Date | string }>>(
      `SELECT seq, id, text, label, created_at FROM classifier.examples
       WHERE classifier_id = $1 AND deleted_at IS NULL AND seq > $2${byLabel} ORDER BY seq LIMIT $3`,
      params,
    );
    const page = rows.slice(0, m.limit);
    return {
      examples: page.map((r) => ({ exampleId: r.id, text: r.text, label: r.label, createdAt: new Date(r.created_at).toISOString() })),
      total: c.exampleCount,
      nextCursor: rows.length > m.limit ? Number(page[page.length - 1].seq) : null,
    };
  }

  async delete(m: DeleteExamplesRequest): Promise<ExamplesDeletedView> {
    if (!m.all && !m.exampleIds?.length) throw new SvcError('invalid_example', 'name the examples to delete (example_ids) or set all: true');
    return this.db.transaction(async (tx) => {
      const c = await owned(tx, m.tenantId, m.classifierId, true);
      const which = m.all ? '' : ' AND id = ANY($2::uuid[])';
      const params: unknown[] = m.all ? [c.id] : [c.id, `{${(m.exampleIds ?? []).join(',')}}`];
      const found = await tx.query<[unknown[], number] | unknown[]>(
        `UPDATE classifier.examples SET deleted_at = now() WHERE classifier_id = $1 AND deleted_at IS NULL${which} RETURNING seq`,
        params,
      );
      const deleted = Array.isArray(found[0]) ? (found[0] as unknown[]).length : found.length;
      if (!m.all && deleted === 0) throw new SvcError('unknown_example');
      const total = c.exampleCount - deleted;
      await tx.getRepository(Classifier).update({ id: c.id }, { exampleCount: total });
      return { deleted, total };
    });
  }
}
