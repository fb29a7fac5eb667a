/**
 * The unit's API prefixes, a leaf: the element tables name routes with them without pulling the unit's schemas (and
 * the state machine they use) into the console's first load.
 */
export const ZCPS_SH_UNIT = "/api/zcps-sh/unit";
export const UNIT_RECOMMEND_API = `${ZCPS_SH_UNIT}/recommend`;
export const ZCJZC_API = "/api/zcps-sh/zcjzc";
/** The batches of the current project a unit page may show (its batch filter). */
export const UNIT_BATCHES_API = `${ZCPS_SH_UNIT}/batches`;

/** The unit's declaration packets (packets.ts): the zip task, its progress, the download. */
export const UNIT_PACKETS_API = {
  /** starts the task (or answers the one already waiting or running for the unit and batch) */
  start: `${ZCPS_SH_UNIT}/sbjbZip`,
  /** the task's progress; `ready` once the zip can be downloaded */
  status: `${ZCPS_SH_UNIT}/sbjbZipExists`,
  download: `${ZCPS_SH_UNIT}/sbjbZip/download`,
} as const;
