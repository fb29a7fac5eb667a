/** A fixed number of the newest items: pushing past the capacity drops the oldest. */
export class RingBuffer<T> {
  private readonly items: (T | undefined)[];
  private next = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error("a ring buffer holds at least one item");
    this.items = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  /** oldest first */
  toArray(): T[] {
    const start = (this.next - this.count + this.capacity) % this.capacity;
    return Array.from({ length: this.count }, (_, i) => this.items[(start + i) % this.capacity] as T);
  }

  last(): T | undefined {
    return this.count === 0 ? undefined : this.items[(this.next - 1 + this.capacity) % this.capacity];
  }
}
