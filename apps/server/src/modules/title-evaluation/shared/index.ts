export type { BatchRef } from "./batch";
export { currentBatches, defaultBatch, resolveBatch } from "./batch";
export { levelLabel, type MaterialTypeInfo, materialTypeInfo, materialTypes, methodLabel } from "./material-types";
