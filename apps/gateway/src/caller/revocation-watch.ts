/**
 * What a gateway knows of auth's revocation counter (ARCHITECTURE.md, "Key verification"): whether it can
 * prove that it has applied every revocation committed until a moment ago, in which case a cached key
 * verification stays good for longer than a second.
 *
 * - `applied`: every revocation event with a counter up to it has been applied (contiguously, from the first
 *   beat heard: the baseline). Events ahead of it wait in `ahead` until the ones before them arrive.
 * - `highest`: the largest counter heard of, in a beat or an event. `highest > applied` is a gap: a revocation
 *   this gateway has not applied (in flight, or lost).
 * - The freshest beat's reading time (by this clock, never later than it arrived): a beat older than `freshMs`
 *   proves nothing about the revocations committed since.
 *
 * Trusted = a fresh beat and no gap. A beat behind `applied` is normal for a moment (read before the last
 * revocation committed) and still proves what it counted; one that stays behind for `graceMs` means the counter
 * went back (a restored database). A gap or a lagging beat that lasts `graceMs` is resolved by flushing the
 * cache (every verification read at a counter below the latest beat's) and starting again from that beat.
 */
export class RevocationWatch {
  private applied: number | null = null;
  private highest = 0;
  private lastBeat = 0;
  private readonly ahead = new Set<number>();
  private freshAt = Number.NEGATIVE_INFINITY;
  private unsureSince: number | null = null;
  /** Times the cache was flushed because a revocation was missed (for logs and tests). */
  flushes = 0;

  constructor(
    private readonly freshMs: number,
    private readonly graceMs: number,
    /** Forgets every verification read before revocation `from` was counted (read at a counter below it). */
    private readonly flush: (from: number) => void,
  ) {}

  /** The counter up to which every revocation has been applied; null before the first beat. */
  get appliedCounter(): number | null {
    return this.applied;
  }

  /** A beat: `readAt` is auth's clock just before its read (an earlier stamp than arrival counts from the stamp). */
  onBeat(counter: number, readAt: number, now = Date.now()): void {
    if (!Number.isSafeInteger(counter) || counter < 0) return;
    if (this.applied === null) {
      this.applied = counter;
      this.highest = counter;
      this.drain();
    }
    this.lastBeat = counter;
    this.onProof(counter, readAt, now);
  }

  /**
   * What a key verification's answer proves: auth read `counter` after `readAt` (when the request was sent), so
   * every revocation committed before then is counted in it. Under load, verifications keep the watch as fresh
   * as beats do (a beat may wait behind them for a database connection).
   */
  onProof(counter: number, readAt: number, now = Date.now()): void {
    if (this.applied === null || !Number.isSafeInteger(counter) || counter < 0) return;
    this.highest = Math.max(this.highest, counter);
    const stamped = Number.isFinite(readAt) ? Math.min(readAt, now) : now;
    this.freshAt = Math.max(this.freshAt, stamped);
    this.check(now);
  }

  /** A revocation event's counter (the caller has evicted what it names). */
  onEvent(counter: number | undefined, now = Date.now()): void {
    if (counter === undefined || !Number.isSafeInteger(counter) || counter < 1) return;
    if (this.applied !== null && counter <= this.applied) return;
    this.ahead.add(counter);
    this.highest = Math.max(this.highest, counter);
    this.drain();
    this.check(now);
  }

  /** Whether a verification read at `counter` may be kept long: no revocation applied since its read. */
  covers(counter: number | undefined): boolean {
    return counter !== undefined && this.applied !== null && counter >= this.applied;
  }

  trusted(now = Date.now()): boolean {
    this.check(now);
    return this.applied !== null && this.highest <= this.applied && now - this.freshAt < this.freshMs;
  }

  private drain(): void {
    if (this.applied === null) return;
    while (this.ahead.delete(this.applied + 1)) this.applied++;
    for (const c of this.ahead) if (c <= this.applied) this.ahead.delete(c);
  }

  private check(now: number): void {
    if (this.applied === null) return;
    const unsure = this.highest > this.applied || this.lastBeat < this.applied;
    if (!unsure) {
      this.unsureSince = null;
      return;
    }
    if (this.unsureSince === null) {
      this.unsureSince = now;
      return;
    }
    if (now - this.unsureSince < this.graceMs) return;
    // A revocation event is lost (or the counter went back): forget every verification that may predate it, and
    // start again from the latest beat.
    this.flushes++;
    this.flush(this.lastBeat);
    this.applied = this.lastBeat;
    this.highest = this.lastBeat;
    for (const c of this.ahead) this.highest = Math.max(this.highest, c);
    this.unsureSince = null;
    this.drain();
  }
}
