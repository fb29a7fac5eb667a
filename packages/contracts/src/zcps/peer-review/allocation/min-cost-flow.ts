/**
 * Min-cost flow by successive shortest paths: Dijkstra on reduced costs with node potentials, stopping as soon as the
 * sink is settled. Flow leaves from a chosen node at a time (a declarant) rather than one source, so that a
 * declarant's flow can be taken back whole (`mark` / `rollback`) when it cannot be served in full.
 *
 * Invariant: every residual arc has a non-negative reduced cost, so the flow is always of least cost for the amounts
 * that left each node. After a search, a settled node v moves its potential by dist(v) − dist(sink) (the usual
 * min(dist(v), dist(sink)) less a constant), which keeps the invariant and touches only the nodes the search saw.
 * Costs are integers, so ties compare exactly and the result is the same on every run.
 */
export class MinCostFlow {
  private head: Int32Array;
  private to: number[] = [];
  private capacity: number[] = [];
  private cost: number[] = [];
  private nextArc: number[] = [];
  private frozen: { to: Int32Array; cap: Int32Array; cost: Float64Array; next: Int32Array } | null = null;
  readonly potential: Float64Array;
  private dist: Float64Array;
  private seen: Int32Array;
  private settled: Int32Array;
  private viaArc: Int32Array;
  private search = 0;
  private heapKeys = new Float64Array(1024);
  private heapNodes = new Int32Array(1024);
  private heapSize = 0;
  private flowLog: number[] = [];
  /** The nodes the last search settled, in order (kept between searches to spare the allocation). */
  private order: number[] = [];
  private potentialLog: number[] = [];

  constructor(readonly nodes: number) {
    this.head = new Int32Array(nodes).fill(-1);
    this.potential = new Float64Array(nodes);
    this.dist = new Float64Array(nodes);
    this.seen = new Int32Array(nodes);
    this.settled = new Int32Array(nodes);
    this.viaArc = new Int32Array(nodes);
  }

  /** Adds an arc and its reverse; returns the arc's number (its reverse is number ^ 1). */
  addArc(u: number, v: number, capacity: number, cost: number): number {
    const id = this.to.length;
    this.to.push(v, u);
    this.capacity.push(capacity, 0);
    this.cost.push(cost, -cost);
    this.nextArc.push(this.head[u]!, this.head[v]!);
    this.head[u] = id;
    this.head[v] = id + 1;
    return id;
  }

  /** Packs the arcs into typed arrays; no arc can be added after. */
  freeze() {
    this.frozen = {
      to: Int32Array.from(this.to),
      cap: Int32Array.from(this.capacity),
      cost: Float64Array.from(this.cost),
      next: Int32Array.from(this.nextArc),
    };
  }

  /** The flow on an arc. */
  flow(arc: number): number {
    return this.frozen!.cap[arc ^ 1]!;
  }

  /** Where the logs stand: `rollback` to it undoes every augmentation and potential change since. */
  mark(): [number, number] {
    return [this.flowLog.length, this.potentialLog.length];
  }

  rollback([flowAt, potentialAt]: [number, number]) {
    const cap = this.frozen!.cap;
    while (this.flowLog.length > flowAt) {
      const amount = this.flowLog.pop()!;
      const arc = this.flowLog.pop()!;
      cap[arc] = cap[arc]! + amount;
      cap[arc ^ 1] = cap[arc ^ 1]! - amount;
    }
    while (this.potentialLog.length > potentialAt) {
      const delta = this.potentialLog.pop()!;
      const node = this.potentialLog.pop()!;
      this.potential[node] = this.potential[node]! - delta;
    }
  }

  /** Forgets the logs (what is kept can no longer be rolled back). */
  commit() {
    this.flowLog.length = 0;
    this.potentialLog.length = 0;
  }

  /** Sends up to `amount` from `source` to `sink`, each unit along a cheapest path; returns what was sent. */
  augment(source: number, sink: number, amount: number): number {
    let sent = 0;
    while (sent < amount && this.shortestPath(source, sink)) {
      const { cap, to } = this.frozen!;
      let bottleneck = amount - sent;
      for (let v = sink; v !== source; ) {
        const arc = this.viaArc[v]!;
        bottleneck = Math.min(bottleneck, cap[arc]!);
        v = to[arc ^ 1]!;
      }
      for (let v = sink; v !== source; ) {
        const arc = this.viaArc[v]!;
        cap[arc] = cap[arc]! - bottleneck;
        cap[arc ^ 1] = cap[arc ^ 1]! + bottleneck;
        this.flowLog.push(arc, bottleneck);
        v = to[arc ^ 1]!;
      }
      sent += bottleneck;
    }
    return sent;
  }

  private shortestPath(source: number, sink: number): boolean {
    const { to, cap, cost, next } = this.frozen!;
    const { dist, seen, settled, viaArc, potential } = this;
    const search = ++this.search;
    const order = this.order;
    order.length = 0;
    this.heapSize = 0;
    dist[source] = 0;
    seen[source] = search;
    this.push(0, source);
    let reached = false;
    while (this.heapSize > 0) {
      const key = this.heapKeys[0]!;
      const u = this.pop();
      if (settled[u] === search || key > dist[u]!) continue;
      settled[u] = search;
      order.push(u);
      if (u === sink) {
        reached = true;
        break;
      }
      const base = key + potential[u]!;
      for (let arc = this.head[u]!; arc !== -1; arc = next[arc]!) {
        if (cap[arc]! <= 0) continue;
        const v = to[arc]!;
        if (settled[v] === search) continue;
        const d = base + cost[arc]! - potential[v]!;
        if (seen[v] !== search || d < dist[v]!) {
          seen[v] = search;
          dist[v] = d;
          viaArc[v] = arc;
          this.push(d, v);
        }
      }
    }
    if (!reached) return false;
    const toSink = dist[sink]!;
    for (const v of order) {
      const delta = dist[v]! - toSink;
      if (delta === 0) continue;
      potential[v] = potential[v]! + delta;
      this.potentialLog.push(v, delta);
    }
    return true;
  }

  private push(key: number, node: number) {
    if (this.heapSize === this.heapKeys.length) {
      const keys = new Float64Array(this.heapKeys.length * 2);
      keys.set(this.heapKeys);
      this.heapKeys = keys;
      const nodes = new Int32Array(this.heapNodes.length * 2);
      nodes.set(this.heapNodes);
      this.heapNodes = nodes;
    }
    const keys = this.heapKeys;
    const nodes = this.heapNodes;
    let i = this.heapSize++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! < key || (keys[parent] === key && nodes[parent]! <= node)) break;
      keys[i] = keys[parent]!;
      nodes[i] = nodes[parent]!;
      i = parent;
    }
    keys[i] = key;
    nodes[i] = node;
  }

  private pop(): number {
    const keys = this.heapKeys;
    const nodes = this.heapNodes;
    const top = nodes[0]!;
    const size = --this.heapSize;
    const key = keys[size]!;
    const node = nodes[size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      const right = child + 1;
      if (
        right < size &&
        (keys[right]! < keys[child]! || (keys[right] === keys[child] && nodes[right]! < nodes[child]!))
      )
        child = right;
      if (key < keys[child]! || (key === keys[child] && node <= nodes[child]!)) break;
      keys[i] = keys[child]!;
      nodes[i] = nodes[child]!;
      i = child;
    }
    keys[i] = key;
    nodes[i] = node;
    return top;
  }
}
