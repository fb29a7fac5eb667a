import type { GrantedCode, SessionRow } from "./access-repo";

export type Invalidation = { kind: "user"; userId: string } | { kind: "scope"; scope: string } | { kind: "all" };

interface Entry<T> {
  value: T;
  until: number;
}

const MAX_ENTRIES = 50_000;

/**
 * What every request needs (the session behind a token, the caller's codes, their front/info) kept in memory
 * for a short time. It is a cache that can be dropped: the database stays the truth, every write that changes
 * these facts invalidates them here and, through `broadcast`, on every other instance; the TTL bounds any miss.
 */
export class AccessCache {
  private readonly sessions = new Map<string, Entry<SessionRow>>();
  private readonly codes = new Map<string, Entry<GrantedCode[]>>();
  private readonly userValues = new Map<string, Entry<unknown>>();
  private readonly scoped = new Map<string, Map<string, Entry<unknown>>>();
  broadcast: (message: Invalidation) => void = () => {};

  constructor(private readonly ttlMs = 30_000) {}

  private read<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until < Date.now()) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private write<T>(map: Map<string, Entry<T>>, key: string, value: T, until = Date.now() + this.ttlMs) {
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { value, until: Math.min(until, Date.now() + this.ttlMs) });
  }

  session(tokenHash: string) {
    return this.read(this.sessions, tokenHash);
  }

  keepSession(tokenHash: string, row: SessionRow, expiresAt: Date) {
    this.write(this.sessions, tokenHash, row, expiresAt.getTime());
  }

  grantedCodes(userId: string) {
    return this.read(this.codes, userId);
  }

  keepGrantedCodes(userId: string, codes: GrantedCode[]) {
    this.write(this.codes, userId, codes);
  }

  /** A per-user value such as the front/info answer in one language. */
  userValue<T>(userId: string, key: string): T | undefined {
    return this.read(this.userValues, `${userId}\u0000${key}`) as T | undefined;
  }

  keepUserValue(userId: string, key: string, value: unknown) {
    this.write(this.userValues, `${userId}\u0000${key}`, value);
  }

  /** A value shared by many users, grouped in a scope that is dropped as a whole (e.g. one tenant's user counts). */
  scopedValue<T>(scope: string, key: string): T | undefined {
    const map = this.scoped.get(scope);
    return map ? (this.read(map, key) as T | undefined) : undefined;
  }

  /** `ttlMs` may be longer than the cache's own, for values that change only through an invalidation. */
  keepScopedValue(scope: string, key: string, value: unknown, ttlMs = this.ttlMs) {
    let map = this.scoped.get(scope);
    if (!map) {
      map = new Map();
      this.scoped.set(scope, map);
    }
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { value, until: Date.now() + ttlMs });
  }

  /** The value kept under `key` in `scope`, or `load`'s, kept for the next caller. */
  async keptScopedValue<T>(scope: string, key: string, load: () => Promise<T>, ttlMs = this.ttlMs): Promise<T> {
    const kept = this.scopedValue<T>(scope, key);
    if (kept !== undefined) return kept;
    const value = await load();
    this.keepScopedValue(scope, key, value, ttlMs);
    return value;
  }

  invalidateScope(scope: string) {
    this.apply({ kind: "scope", scope });
    this.broadcast({ kind: "scope", scope });
  }

  /** Forgets everything about a user (sessions, codes, values) here and on every instance. */
  invalidateUser(userId: string) {
    this.apply({ kind: "user", userId });
    this.broadcast({ kind: "user", userId });
  }

  invalidateAll() {
    this.apply({ kind: "all" });
    this.broadcast({ kind: "all" });
  }

  /** Applies an invalidation (from this instance or another one). */
  apply(message: Invalidation) {
    if (message.kind === "all") {
      this.sessions.clear();
      this.codes.clear();
      this.userValues.clear();
      this.scoped.clear();
      return;
    }
    if (message.kind === "scope") {
      this.scoped.delete(message.scope);
      return;
    }
    const { userId } = message;
    for (const [key, entry] of this.sessions) if (entry.value.userId === userId) this.sessions.delete(key);
    this.codes.delete(userId);
    for (const key of this.userValues.keys()) if (key.startsWith(`${userId}\u0000`)) this.userValues.delete(key);
  }
}
