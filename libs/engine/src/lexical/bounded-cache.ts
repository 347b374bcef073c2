/** A string-keyed cache that forgets everything once it holds `limit` entries (cheap, and bounded). */
export class BoundedCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit = 4096) {}

  get(key: string, make: () => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    if (this.map.size >= this.limit) this.map.clear();
    this.map.set(key, value);
    return value;
  }
}
