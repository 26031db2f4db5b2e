// Each key is read once; past `ttlMs` readers still get the kept value at once while a single refresh runs behind.

type Entry<V> = { value: Promise<V>; at: number; refreshing: boolean };

export type KeptValues<K, V> = {
  get(key: K): Promise<V>;
  clear(): void;
};

export function keptValues<K, V>(
  load: (key: K) => Promise<V>,
  ttlMs: number,
  // Read at each call, not captured: tests move the clock with vitest's fake Date.
  now: () => number = () => Date.now(),
): KeptValues<K, V> {
  const entries = new Map<K, Entry<V>>();

  function first(key: K): Promise<V> {
    const entry: Entry<V> = { value: load(key), at: now(), refreshing: false };
    entries.set(key, entry);
    // A failed first read is not kept: the next reader tries again.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  }

  function refresh(key: K, entry: Entry<V>) {
    entry.refreshing = true;
    load(key).then(
      (value) => {
        if (entries.get(key) === entry)
          entries.set(key, { value: Promise.resolve(value), at: now(), refreshing: false });
      },
      // A failed refresh keeps the value already held; the next reader after the TTL tries again.
      () => {
        entry.refreshing = false;
      },
    );
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return first(key);
      if (!entry.refreshing && now() - entry.at > ttlMs) refresh(key, entry);
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
