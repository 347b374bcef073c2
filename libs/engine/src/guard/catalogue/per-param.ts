/**
 * Remembers what is read from a parameter (or any schema object) for as long as the object lives. A tool
 * whose profile is cached keeps the same parameter objects from call to call, so its readings are made once;
 * a one-off catalogue's objects, and what was read from them, go with it (no key string is built or hashed).
 */
export function perObject<K extends object, V>(read: (k: K) => V): (k: K) => V {
  const memo = new WeakMap<K, V>();
  return (k: K) => {
    if (memo.has(k)) return memo.get(k) as V;
    const v = read(k);
    memo.set(k, v);
    return v;
  };
}
