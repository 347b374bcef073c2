import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ReadinessChecks } from '@svc/platform';
import { CounterStore } from './counter-store.js';
import { SharedCounterStore } from './shared-counter-store.js';

/**
 * Puts Redis in the gateway's readiness answer, as optional: without it each gateway limits alone at its share
 * of each limit (SharedCounterStore), so taking every gateway out of service for it would be worse.
 */
@Injectable()
export class CounterStoreReadiness implements OnModuleInit {
  constructor(
    private readonly store: CounterStore,
    private readonly checks: ReadinessChecks,
  ) {}

  onModuleInit(): void {
    const store = this.store;
    if (store instanceof SharedCounterStore) this.checks.add({ name: 'redis', required: false, probe: () => store.ping() });
  }
}
