/**
 * A map that forgets its oldest entries beyond `maxWeight` (each entry weighs what `weigh` says,
 * 1 by default). Reading an entry makes it the newest.
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
    for (const [oldest, old] of this.entries) {
      if (this.weight <= this.maxWeight) break;
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
