import { METRICS_SAMPLE_SECONDS } from "@zcps/contracts/metrics";

/** the page asks again as often as the server samples */
export const METRICS_REFRESH_MS = METRICS_SAMPLE_SECONDS * 1000;
