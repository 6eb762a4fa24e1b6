/**
 * A map that forgets its oldest entries beyond `maxWeight` (each entry weighs what `weigh` says,
 * 1 by default): once over it, down to 90 % of it. Reading an entry makes it the newest.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.entries.set(key, value);
    this.weight += weight;
    if (this.weight > this.maxWeight) this.evict();
  }

  /**
   * Forgets the oldest entries down to 90 % of the limit, in one pass for many insertions: a pass
   * starts at the map's oldest slot, and the slots of deleted entries stay there until the map
   * rehashes, so a pass on every insertion into a full map costs time growing with its churn (the
   * signed-image cache spent seconds of a wedding-day rush here).
   */
  private evict(): void {
    const target = this.maxWeight * 0.9;
    for (const [oldest, old] of this.entries) {
      if (this.weight <= target) break;
      this.entries.delete(oldest);
      this.weight -= this.weigh(old);
    }
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
