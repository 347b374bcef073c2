import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `auth.revocation_counter`: one row whose counter goes up by one in the transaction of every change that
 * invalidates what gateways cache of a key (a key revoked or rotated, a tenant changed). Revocation events carry
 * the new value and auth broadcasts the current one a few times a second, so a gateway can prove it missed none.
 */
export class RevocationCounter1763900000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth.revocation_counter (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      counter bigint NOT NULL
    )`);
    await q.query(`INSERT INTO auth.revocation_counter (id, counter) VALUES (1, 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth.revocation_counter`);
  }
}
