import type { VerifiedKey } from '@svc/contracts';

interface Entry {
  value: VerifiedKey | null;
  expires: number;
}

/**
 * Short-lived memory of key verifications (including refusals), so a burst of calls with one key costs one
 * round trip to auth. Entries live at most `ttlMs` (≤ 1 s); revocation events evict them sooner.
 */
export class KeyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: VerifiedKey | null, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  evict(match: (value: VerifiedKey) => boolean): void {
    for (const [key, entry] of this.entries) if (entry.value && match(entry.value)) this.entries.delete(key);
  }
}
