import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A wallet never holds more than 2^53 − 1 micro-units (Number.MAX_SAFE_INTEGER): every service reads it as a
 * JavaScript number, which is exact only up to there. The database refuses the top-up that would cross it, so
 * concurrent top-ups cannot cross it together either.
 */
export class WalletSafeInteger1763900000000 implements MigrationInterface {
  name = 'WalletSafeInteger1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing.accounts ADD CONSTRAINT "accounts_wallet_safe_check" CHECK (wallet <= 9007199254740991)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing.accounts DROP CONSTRAINT "accounts_wallet_safe_check"`);
  }
}
