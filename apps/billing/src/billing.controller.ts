import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  HoldBatchRequest,
  SettleBatchRequest,
  type BatchReply,
  healthSubject,
  HealthRequest,
  type HealthView,
  BillingSubjects,
  HoldRequest,
  OpenAccountRequest,
  SettleRequest,
  TenantRef,
  TopUpRequest,
  UpdateAccountRequest,
  AccountStatementRequest,
  BillingLeaseSubjects,
  LeaseGrantRequest,
  LeaseReturnRequest,
  SpendBatch,
  type LeaseGrantView,
  type LeaseReturnView,
  type SpendBatchView,
  type AccountStatementView,
  type AccountView,
  type HoldView,
  type SettleView,
} from '@svc/contracts';
import { Inject } from '@nestjs/common';
import { LOGGER, MessageController, registerDirectHandler, settleEach, type Logger } from '@svc/platform';
import { AccountsService } from './accounts/accounts.service.js';
import { LedgerService } from './ledger/ledger.service.js';
import { StatementService } from './statement/statement.service.js';
import { LeaseService } from './lease/lease.service.js';
import { LeaseRecall } from './lease/lease-recall.js';

@MessageController()
export class BillingController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly ledger: LedgerService,
    private readonly statements: StatementService,
    private readonly leases: LeaseService,
    private readonly recall: LeaseRecall,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    // The two messages of every billed call skip Nest's per-message pipeline (same checks, see direct-handler.ts).
    registerDirectHandler(BillingSubjects.holdBatch.name, HoldBatchRequest, 'BillingController.holdBatch', logger, (m) => this.holdBatch(m));
    registerDirectHandler(BillingSubjects.settleBatch.name, SettleBatchRequest, 'BillingController.settleBatch', logger, (m) => this.settleBatch(m));
    registerDirectHandler(BillingLeaseSubjects.spend.name, SpendBatch, 'BillingController.spend', logger, (m) => this.spend(m));
  }

  @MessagePattern(BillingSubjects.openAccount.name)
  open(@Payload() m: OpenAccountRequest): Promise<AccountView> {
    return this.accounts.open(m.tenantId, m.includedPool, m.wallet);
  }

  @MessagePattern(BillingSubjects.closeAccount.name)
  close(@Payload() m: TenantRef): Promise<{ closed: boolean }> {
    return this.accounts.close(m.tenantId, m.requestId);
  }

  @MessagePattern(BillingSubjects.getAccount.name)
  get(@Payload() m: TenantRef): Promise<AccountView> {
    return this.accounts.get(m.tenantId);
  }

  @MessagePattern(BillingSubjects.updateAccount.name)
  update(@Payload() m: UpdateAccountRequest): Promise<AccountView> {
    return this.accounts.update(m.tenantId, m.requestId, m.includedPool, m.wallet);
  }

  @MessagePattern(BillingSubjects.topUp.name)
  topUp(@Payload() m: TopUpRequest): Promise<AccountView> {
    return this.accounts.topUp(m.tenantId, m.requestId, m.amount);
  }

  @MessagePattern(BillingSubjects.statement.name)
  statement(@Payload() m: AccountStatementRequest): Promise<AccountStatementView> {
    return this.statements.statement(m);
  }

  @MessagePattern(BillingSubjects.hold.name)
  hold(@Payload() m: HoldRequest): Promise<HoldView> {
    return this.ledger.hold(m.tenantId, m.requestId, m.product);
  }

  @MessagePattern(BillingSubjects.holdBatch.name)
  holdBatch(@Payload() m: HoldBatchRequest): Promise<BatchReply<HoldView>> {
    return settleEach(
      m.items.map((i) => this.ledger.hold(i.tenantId, i.requestId, i.product)),
      this.logger,
    );
  }

  @MessagePattern(BillingSubjects.settleBatch.name)
  settleBatch(@Payload() m: SettleBatchRequest): Promise<BatchReply<SettleView>> {
    return settleEach(
      m.items.map((i) => this.ledger.settle(i.tenantId, i.requestId, i.outcome)),
      this.logger,
    );
  }

  @MessagePattern(BillingSubjects.settle.name)
  settle(@Payload() m: SettleRequest): Promise<SettleView> {
    return this.ledger.settle(m.tenantId, m.requestId, m.outcome);
  }

  @MessagePattern(BillingLeaseSubjects.grant.name)
  grantLease(@Payload() m: LeaseGrantRequest): Promise<LeaseGrantView> {
    return this.leases.grant(m);
  }

  @MessagePattern(BillingLeaseSubjects.spend.name)
  spend(@Payload() m: SpendBatch): Promise<SpendBatchView> {
    return this.leases.apply(m);
  }

  @MessagePattern(BillingLeaseSubjects.return.name)
  returnLease(@Payload() m: LeaseReturnRequest): Promise<LeaseReturnView> {
    return this.leases.return(m.leaseId, m.spent);
  }

  /** A hold refused `balance empty` by the gateway's first try: recalls the tenant's open leases and tries again (bounded). */
  @MessagePattern(BillingLeaseSubjects.reclaim.name)
  reclaim(@Payload() m: HoldRequest): Promise<HoldView> {
    return this.recall.reclaim(m.tenantId, m.requestId, m.product);
  }

  @MessagePattern(healthSubject('billing').name)
  health(@Payload() _m: HealthRequest): HealthView {
    return { service: 'billing', status: 'ok' };
  }
}
