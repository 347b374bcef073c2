import type { VerifiedKey } from '@svc/contracts';
import { RevocationWatch } from './revocation-watch.js';

interface Entry {
  value: VerifiedKey | null;
  verifiedAt: number;
  /** May outlive `shortMs` while the revocation watch is trusted (no revocation applied since its read). */
  long: boolean;
}

export interface KeyCacheOptions {
  /** How long an entry is good for in any case (≤ 1 s: the revocation guarantee's backstop); 0 caches nothing. */
  shortMs: number;
  /** How long a verified key is good for while auth's beats prove no revocation was missed; 0: never longer than `shortMs`. */
  trustedMs: number;
  /** How old the freshest revocation beat may be for the cache to be trusted. */
  beatFreshMs: number;
  /** How long a gap in the revocation counter may last (an event in flight) before the whole cache is flushed. */
  gapGraceMs?: number;
  maxEntries?: number;
  /** Told when a missed revocation made the cache forget what predates it (for the log). */
  onFlush?: (from: number, forgotten: number) => void;
}

/**
 * Memory of key verifications (including refusals), so calls with one key cost one round trip to auth.
 * Refusals and keys read before a revocation this gateway has since applied live `shortMs` (≤ 1 s); other verified
 * keys live up to `trustedMs` while `RevocationWatch.trusted()` (fresh beats from auth, no revocation missed), and
 * are evicted at once by revocation events. When beats stop, every entry falls back to `shortMs` from its read.
 */
export class KeyCache {
  private readonly entries = new Map<string, Entry>();
  readonly watch: RevocationWatch;
  private readonly maxEntries: number;

  constructor(private readonly options: KeyCacheOptions) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.watch = new RevocationWatch(options.beatFreshMs, options.gapGraceMs ?? 1_000, (from) => this.flushBefore(from));
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now - entry.verifiedAt;
    if (age < this.options.shortMs) return entry;
    if (entry.long && age < this.options.trustedMs && this.watch.trusted(now) && this.entries.get(key) === entry) return entry;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: VerifiedKey | null, now = Date.now()): void {
    if (this.options.shortMs <= 0) return;
    // The oldest entry goes first (a Map iterates in insertion order; a key set again moves to the end).
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const long = value !== null && this.options.trustedMs > this.options.shortMs && this.watch.covers(value.revocationCounter);
    this.entries.set(key, { value, verifiedAt: now, long });
  }

  /**
   * Forgets every entry that may predate revocation `from`: refusals, and keys read at a lower counter (or
   * without one). Keys read at `from` or later reflect every revocation up to it and stay.
   */
  private flushBefore(from: number): void {
    const before = this.entries.size;
    for (const [key, entry] of this.entries) if (!entry.value || (entry.value.revocationCounter ?? -1) < from) this.entries.delete(key);
    this.options.onFlush?.(from, before - this.entries.size);
  }

  evict(match: (value: VerifiedKey) => boolean): void {
    for (const [key, entry] of this.entries) if (entry.value && match(entry.value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
