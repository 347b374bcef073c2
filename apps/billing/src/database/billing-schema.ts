import type { ServiceSchema } from '@svc/platform';
import { Account } from '../accounts/account.entity.js';
import { LedgerEntry } from '../ledger/ledger-entry.entity.js';
import { CreateLedger1763780000000 } from './migrations/1763780000000-create-ledger.js';
import { BatchedHolds1763790000000 } from './migrations/1763790000000-batched-holds.js';
import { LedgerOutbox1763810000000 } from './migrations/1763810000000-ledger-outbox.js';
import { WalletSafeInteger1763900000000 } from './migrations/1763900000000-wallet-safe-integer.js';
import { LedgerByTenantTime1764000000000 } from './migrations/1764000000000-ledger-by-tenant-time.js';
import { BillingLeases1764300000000 } from './migrations/1764300000000-billing-leases.js';
import { LedgerEventsPerStatement1764400000000 } from './migrations/1764400000000-ledger-events-per-statement.js';
import { CallEventsSetting1764500000000 } from './migrations/1764500000000-call-events-setting.js';
import { CallEventsPerStatementRow1764600000000 } from './migrations/1764600000000-call-events-per-statement-row.js';
import { ApplySpendsPlainInsert1764700000000 } from './migrations/1764700000000-apply-spends-plain-insert.js';
import { LedgerWithoutTenantFk1764800000000 } from './migrations/1764800000000-ledger-without-tenant-fk.js';
import { SetBasedSettles1764900000000 } from './migrations/1764900000000-set-based-settles.js';
import { Lease } from '../lease/lease.entity.js';

export const BILLING_SCHEMA: ServiceSchema = {
  service: 'billing',
  entities: [Account, LedgerEntry, Lease],
  migrations: [CreateLedger1763780000000, BatchedHolds1763790000000, LedgerOutbox1763810000000, WalletSafeInteger1763900000000, LedgerByTenantTime1764000000000, BillingLeases1764300000000, LedgerEventsPerStatement1764400000000, CallEventsSetting1764500000000, CallEventsPerStatementRow1764600000000, ApplySpendsPlainInsert1764700000000, LedgerWithoutTenantFk1764800000000, SetBasedSettles1764900000000],
};
