/** What a kept value costs in bytes, and when it was last used (the store keeps both up to date). */
export interface Sized {
  bytes: number;
  lastUsed: number;
}

// `lastUsed` is a counter, not a time; renumbered before it leaves the small-integer range, so a
// hit only ever writes a small integer into a field (no allocation, whatever the uptime).
const RENUMBER_AT = 2 ** 30;

/**
 * A map of values bounded by their total `bytes`: past `maxBytes`, the least recently used go
 * first. Reading marks a value used with one counter write, so a cache hit costs no more than a
 * plain map's; the search for the least recently used (a scan) runs only when a value is added
 * past the bound, and the values are few (one per cached read, not per URL).
 */
export class LeastRecentlyUsedOut<V extends Sized> {
  private readonly values = new Map<string, V>();
  private total = 0;
  private clock = 0;

  constructor(readonly maxBytes: number) {}

  get bytes() {
    return this.total;
  }

  /** The value, marked as used now. */
  get(key: string): V | undefined {
    const value = this.values.get(key);
    if (value) this.touch(value);
    return value;
  }

  /** The value, not marked as used (a look at what is kept, not a read). */
  peek(key: string): V | undefined {
    return this.values.get(key);
  }

  /**
   * Keeps the value, dropping the least recently used past the bound; false (nothing kept) when
   * it alone exceeds the bound.
   */
  set(key: string, value: V): boolean {
    this.delete(key);
    if (value.bytes > this.maxBytes) return false;
    this.values.set(key, value);
    this.total += value.bytes;
    this.touch(value);
    this.evictPastBound();
    return true;
  }

  /**
   * Counts `bytes` more for a value still kept under `key` (a variant made later); false when it
   * is no longer kept or would not fit.
   */
  grow(key: string, value: V, bytes: number): boolean {
    if (this.values.get(key) !== value || value.bytes + bytes > this.maxBytes) return false;
    value.bytes += bytes;
    this.total += bytes;
    this.touch(value);
    this.evictPastBound();
    return true;
  }

  /**
   * Keeps the value under `from` as `wrap(value)` (of the same bytes) under `to` instead,
   * replacing what `to` held, in the same place in the order of use: a value set aside goes out
   * no later than it would have. Nothing is added, so nothing else is dropped.
   */
  move(from: string, to: string, wrap: (value: V) => V) {
    const value = this.values.get(from);
    if (!value) return;
    this.delete(from);
    this.delete(to);
    const moved = wrap(value);
    moved.lastUsed = value.lastUsed;
    this.values.set(to, moved);
    this.total += moved.bytes;
  }

  delete(key: string) {
    const value = this.values.get(key);
    if (!value) return;
    this.values.delete(key);
    this.total -= value.bytes;
  }

  clear() {
    this.values.clear();
    this.total = 0;
  }

  keys() {
    return this.values.keys();
  }

  private touch(value: V) {
    value.lastUsed = ++this.clock;
    if (this.clock === RENUMBER_AT) this.renumber();
  }

  private renumber() {
    const byUse = [...this.values.values()].sort((a, b) => a.lastUsed - b.lastUsed);
    byUse.forEach((value, i) => {
      value.lastUsed = i + 1;
    });
    this.clock = byUse.length;
  }

  // The value just added or grown was touched last, and fits alone: it is never the one dropped.
  private evictPastBound() {
    while (this.total > this.maxBytes) {
      let oldestKey: string | undefined;
      let oldestUse = Number.POSITIVE_INFINITY;
      for (const [key, value] of this.values)
        if (value.lastUsed < oldestUse) {
          oldestUse = value.lastUsed;
          oldestKey = key;
        }
      this.delete(oldestKey as string);
    }
  }
}
