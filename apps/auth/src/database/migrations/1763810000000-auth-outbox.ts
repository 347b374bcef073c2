import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropOutboxTableSql, outboxTableSql } from '@svc/platform';

/** `auth.outbox`: key, tenant and password-reset events, written in the transaction of their change. */
export class AuthOutbox1763810000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const sql of outboxTableSql('auth')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropOutboxTableSql('auth')) await q.query(sql);
  }
}
