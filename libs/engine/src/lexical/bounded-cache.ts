/** A string-keyed cache that forgets everything once it holds `limit` entries (cheap, and bounded). */
export class BoundedCache<V> {
  private readonly map = new Map<string, V>();
  /** Hashes of keys seen once, when entries are admitted only on their second sighting. */
  private readonly seen = new Set<number>();
  /**
   * @param limit most entries kept before the cache is emptied.
   * @param admitOnSecond keep a value only when its key comes back: one-off keys (a catalogue never seen
   *   again) then leave no long-lived objects behind, which keeps the garbage collector's pauses short.
   */
  constructor(
    private readonly limit = 4096,
    private readonly admitOnSecond = false,
  ) {}

  get(key: string, make: () => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    if (this.admitOnSecond) {
      const h = hashString(key);
      if (!this.seen.has(h)) {
        if (this.seen.size >= 8 * this.limit) this.seen.clear();
        this.seen.add(h);
        return value;
      }
    }
    if (this.map.size >= this.limit) this.map.clear();
    this.map.set(key, value);
    return value;
  }
}

/** FNV-1a over the UTF-16 code units, kept to 30 bits (a small integer, stored without allocation). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h & 0x3fffffff;
}
