import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { AuthEvents, AuthSignals, AuthSubjects, type VerifiedKey } from '@svc/contracts';
import { SvcError } from '@svc/errors';
import { LOGGER, ServiceBus, type Logger } from '@svc/platform';
import { ServiceClient } from '../bus/service-client.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { KeyCache } from './key-cache.js';

// A key is visible ASCII, at most 512 characters (what auth verifies); anything else is malformed: 401, never asked about.
const BEARER = /^Bearer ([\x21-\x7e]{1,512})$/;

/**
 * Who is calling: the bearer key verified by auth, cached (`KeyCache`): ≤ 1 s (`SVC_KEY_CACHE_MS`) in any case,
 * up to `SVC_KEY_CACHE_TRUSTED_MS` while auth's revocation beats prove this gateway missed no revocation; evicted
 * at once by revocation events.
 */
@Injectable()
export class CallerService implements OnModuleInit {
  private readonly cache: KeyCache;
  private readonly inflight = new Map<string, Promise<VerifiedKey | null>>();

  constructor(
    private readonly bus: ServiceBus,
    private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Optional() @Inject(LOGGER) logger?: Logger,
  ) {
    this.cache = new KeyCache({
      shortMs: config.keyCacheMs,
      trustedMs: config.keyCacheTrustedMs,
      beatFreshMs: config.revocationBeatFreshMs,
      onFlush: (from, forgotten) => logger?.warn({ revocationCounter: from, forgotten }, 'key cache: a revocation event was missed; forgot every verification read before it'),
    });
  }

  onModuleInit(): void {
    // Evict first, then count the revocation as applied.
    this.bus.subscribe(AuthEvents.keyRevoked, (e) => {
      this.cache.evict((v) => v.keyId === e.keyId);
      this.cache.watch.onEvent(e.revocationCounter);
    });
    this.bus.subscribe(AuthEvents.tenantChanged, (e) => {
      this.cache.evict((v) => v.tenantId === e.tenantId);
      this.cache.watch.onEvent(e.revocationCounter);
    });
    this.bus.subscribe(AuthSignals.revocationBeat, (beat) => this.cache.watch.onBeat(beat.revocationCounter, beat.readAt));
  }

  async fromAuthorization(requestId: string, authorization: string | undefined): Promise<VerifiedKey> {
    const key = authorization ? BEARER.exec(authorization)?.[1] : undefined;
    if (!key) throw new SvcError('invalid_api_key');
    const cached = this.cache.get(key);
    const verified = cached ? cached.value : await this.verifyOnce(requestId, key);
    if (!verified) throw new SvcError('invalid_api_key');
    return verified;
  }

  /** Concurrent calls with the same key share one verification. */
  private verifyOnce(requestId: string, key: string): Promise<VerifiedKey | null> {
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.verify(requestId, key).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async verify(requestId: string, key: string): Promise<VerifiedKey | null> {
    // An answer's age counts from when it was asked: auth read the key after that, never before.
    const sentAt = Date.now();
    try {
      const verified = await this.services.request(AuthSubjects.verifyKey, { requestId, key });
      this.cache.set(key, verified, sentAt);
      if (verified.revocationCounter !== undefined) this.cache.watch.onProof(verified.revocationCounter, sentAt);
      return verified;
    } catch (error) {
      if (error instanceof SvcError && error.code === 'invalid_api_key') {
        this.cache.set(key, null, sentAt);
        return null;
      }
      throw error;
    }
  }
}
