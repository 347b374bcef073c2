import type { Provider } from '@nestjs/common';
import { LOGGER, type Logger } from '@svc/platform';
import type { GatewayConfig } from '../config/gateway.config.js';
import { CounterStore } from './counter-store.js';
import { CounterStoreReadiness } from './counter-store.readiness.js';
import { GatewayPeers } from './gateway-peers.js';
import { MemoryCounterStore } from './memory-counter-store.js';
import { RateLimiter } from './rate-limiter.js';
import { RedisSlidingLog } from './redis-sliding-log.js';
import { SharedCounterStore } from './shared-counter-store.js';

/** The counter store (memory, or Redis with each gateway's share as the fallback), the peers count, the limiter. */
export function rateLimitProviders(config: Pick<GatewayConfig, 'rateLimiter' | 'redisUrl'>): Provider[] {
  return [
    GatewayPeers,
    {
      provide: CounterStore,
      inject: [LOGGER, GatewayPeers],
      useFactory: (logger: Logger, peers: GatewayPeers) =>
        config.rateLimiter === 'redis' ? new SharedCounterStore(new RedisSlidingLog(config.redisUrl, logger), () => peers.count(), logger) : new MemoryCounterStore(),
    },
    RateLimiter,
    CounterStoreReadiness,
  ];
}
