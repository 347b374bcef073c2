import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DATABASE_TARGET, dataSourceOptions, lockedDataSourceFactory, outboxRelayProvider, ServiceBus, type DatabaseTarget } from '@svc/platform';
import { AccountsService } from './accounts/accounts.service.js';
import { BillingController } from './billing.controller.js';
import { BILLING_CONFIG, billingSessionSettings, loadBillingConfig, outboxLists } from './config/billing.config.js';
import { BILLING_SCHEMA } from './database/billing-schema.js';
import { LedgerService } from './ledger/ledger.service.js';
import { SettleDecisions } from './ledger/settle-decisions.js';
import { StaleHoldSweeper } from './ledger/stale-hold.sweeper.js';
import { LeaseService } from './lease/lease.service.js';
import { LeaseRecall } from './lease/lease-recall.js';
import { LeaseSweeper } from './lease/lease.sweeper.js';
import { SpendStream } from './lease/spend-stream.js';
import { StatementService } from './statement/statement.service.js';
import { OperatorTopUp, TOP_UP_PROVIDER } from './statement/top-up-provider.js';

/** Billing: accounts (monthly pool, wallet), the ledger of holds and top-ups, prices. */
@Module({})
export class BillingModule {
  static register(): DynamicModule {
    return {
      module: BillingModule,
      imports: [
        TypeOrmModule.forRootAsync({
          name: BILLING_SCHEMA.service,
          inject: [DATABASE_TARGET, ServiceBus],
          useFactory: (target: DatabaseTarget, bus: ServiceBus) => dataSourceOptions(target, BILLING_SCHEMA, billingSessionSettings(loadBillingConfig(), bus.inProcess)),
          // Replicas starting together migrate one at a time (a PostgreSQL advisory lock per service and database).
          dataSourceFactory: lockedDataSourceFactory,
        }),
      ],
      controllers: [BillingController],
      providers: [
        { provide: BILLING_CONFIG, useFactory: loadBillingConfig },
        outboxRelayProvider(BILLING_SCHEMA.service, 'billing', outboxLists(loadBillingConfig())),
        AccountsService,
        LedgerService,
        SettleDecisions,
        StaleHoldSweeper,
        LeaseService,
        SpendStream,
        LeaseSweeper,
        LeaseRecall,
        StatementService,
        // The seam for a payment provider: bind another TopUpProvider here (see top-up-provider.ts).
        { provide: TOP_UP_PROVIDER, useClass: OperatorTopUp },
      ],
    };
  }
}
