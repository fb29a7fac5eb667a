import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-base";

/** A finished trace: its root (the HTTP span) and every span of it this instance saw, in the order they ended. */
export interface StoredTrace {
  traceId: string;
  root: ReadableSpan;
  spans: ReadableSpan[];
}

/** a trace's spans beyond this are dropped (a request looping over thousands of queries) */
const MAX_SPANS_PER_TRACE = 1000;

/**
 * The newest finished traces of this instance, in memory: a span processor that gathers a trace's spans as they end
 * and, when its root ends, keeps the trace in a ring of `capacity` traces (the oldest goes). Nothing is serialized
 * here: the spans are kept as the SDK made them and read into the wire shape only when the page asks.
 */
export class TraceStore implements SpanProcessor {
  private readonly ring: (StoredTrace | undefined)[];
  private next = 0;
  private readonly byId = new Map<string, StoredTrace>();
  /** spans of traces whose root has not ended yet, by trace id (bounded like the ring) */
  private readonly pending = new Map<string, ReadableSpan[]>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error("the trace store holds at least one trace");
    this.ring = new Array<StoredTrace | undefined>(capacity);
  }

  get size(): number {
    return this.byId.size;
  }

  onStart(_span: Span, _parentContext: Context): void {}

  onEnd(span: ReadableSpan): void {
    const traceId = span.spanContext().traceId;
    if (!span.parentSpanContext) {
      const spans = this.pending.get(traceId) ?? [];
      this.pending.delete(traceId);
      spans.push(span);
      this.keep({ traceId, root: span, spans });
      return;
    }
    // a span ending after its root (a query nobody awaited) joins the kept trace
    const kept = this.byId.get(traceId);
    if (kept) {
      if (kept.spans.length < MAX_SPANS_PER_TRACE) kept.spans.push(span);
      return;
    }
    let spans = this.pending.get(traceId);
    if (!spans) {
      if (this.pending.size >= this.capacity) {
        const oldest = this.pending.keys().next().value;
        if (oldest !== undefined) this.pending.delete(oldest);
      }
      spans = [];
      this.pending.set(traceId, spans);
    }
    if (spans.length < MAX_SPANS_PER_TRACE) spans.push(span);
  }

  private keep(trace: StoredTrace): void {
    const evicted = this.ring[this.next];
    if (evicted) this.byId.delete(evicted.traceId);
    this.ring[this.next] = trace;
    this.next = (this.next + 1) % this.capacity;
    this.byId.set(trace.traceId, trace);
  }

  /** newest first */
  *newestFirst(): Generator<StoredTrace> {
    for (let i = 1; i <= this.capacity; i++) {
      const trace = this.ring[(this.next - i + this.capacity) % this.capacity];
      if (!trace) return;
      yield trace;
    }
  }

  get(traceId: string): StoredTrace | undefined {
    return this.byId.get(traceId);
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
