import { DURATION_BUCKETS, type ServiceMetrics } from "../../../platform/metrics";

/** One method and route pattern's answers so far: counts and the duration histogram's cumulative buckets. */
export interface RouteTotals {
  method: string;
  route: string;
  requests: number;
  serverErrors: number;
  clientErrors: number;
  /** cumulative counts at each of DURATION_BUCKETS' bounds (the +Inf bucket is `requests`) */
  buckets: number[];
}

export type Snapshot = Map<string, RouteTotals>;

const BUCKET_INDEX = new Map(DURATION_BUCKETS.map((bound, i) => [bound, i]));

/** Every route's totals since the instance started, read from the duration histogram (summed over status classes). */
export async function readSnapshot(metrics: ServiceMetrics): Promise<Snapshot> {
  const { values } = await metrics.duration.get();
  const routes: Snapshot = new Map();
  for (const { labels: named, value, metricName } of values) {
    // the bucket lines carry the bound as the label "le" beside ours
    const labels = named as Record<string, string | number | undefined>;
    const method = String(labels.method);
    const route = String(labels.route);
    const key = `${method} ${route}`;
    let totals = routes.get(key);
    if (!totals) {
      totals = {
        method,
        route,
        requests: 0,
        serverErrors: 0,
        clientErrors: 0,
        buckets: DURATION_BUCKETS.map(() => 0),
      };
      routes.set(key, totals);
    }
    if (metricName?.endsWith("_bucket")) {
      const index = BUCKET_INDEX.get(Number(labels.le));
      if (index !== undefined) totals.buckets[index] = (totals.buckets[index] ?? 0) + value;
    } else if (metricName?.endsWith("_count")) {
      totals.requests += value;
      if (labels.status === "5xx") totals.serverErrors += value;
      if (labels.status === "4xx") totals.clientErrors += value;
    }
  }
  return routes;
}

/** All routes' totals added up (each field of `later` less the same of `earlier`, when given). */
export function combined(later: Snapshot, earlier?: Snapshot): Omit<RouteTotals, "method" | "route"> {
  const sum = { requests: 0, serverErrors: 0, clientErrors: 0, buckets: DURATION_BUCKETS.map(() => 0) };
  const add = (totals: RouteTotals, sign: 1 | -1) => {
    sum.requests += sign * totals.requests;
    sum.serverErrors += sign * totals.serverErrors;
    sum.clientErrors += sign * totals.clientErrors;
    totals.buckets.forEach((count, i) => {
      sum.buckets[i] = (sum.buckets[i] ?? 0) + sign * count;
    });
  };
  for (const totals of later.values()) add(totals, 1);
  if (earlier) for (const totals of earlier.values()) add(totals, -1);
  return sum;
}

/**
 * The q-quantile in milliseconds, interpolated within its bucket as Prometheus's histogram_quantile does; past the
 * highest bound it is that bound. Null without requests.
 */
export function quantileMs(q: number, buckets: readonly number[], requests: number): number | null {
  if (requests <= 0) return null;
  const rank = q * requests;
  for (let i = 0; i < DURATION_BUCKETS.length; i++) {
    const count = buckets[i] ?? 0;
    if (count >= rank) {
      const lower = i === 0 ? 0 : (DURATION_BUCKETS[i - 1] ?? 0);
      const below = i === 0 ? 0 : (buckets[i - 1] ?? 0);
      const upper = DURATION_BUCKETS[i] ?? lower;
      const within = count === below ? 0 : (rank - below) / (count - below);
      return round((lower + (upper - lower) * within) * 1000);
    }
  }
  return round((DURATION_BUCKETS.at(-1) ?? 0) * 1000);
}

export const round = (value: number, digits = 3) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};
