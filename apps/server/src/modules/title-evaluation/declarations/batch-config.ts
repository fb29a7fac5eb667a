import type { Executor } from "../../../db/client";
import type { AccessCache } from "../../../platform/access-cache";
import * as repo from "./repo";

/** A batch's material directory and every version of its requirements. */
export interface BatchConfig {
  directory: repo.DirectoryRecord[];
  requirements: repo.RequirementRecord[];
}

/**
 * The batch's directory and requirements as the pre-check and the read-only views read them, kept in the access
 * cache under the batch's `config_version` (raised in the transaction of every write to them), so none is served
 * stale on any instance. Decisions read them afresh.
 */
export function keptBatchConfig(cache: AccessCache, db: Executor, batch: repo.BatchRecord): Promise<BatchConfig> {
  return cache.keptScopedValue(
    `batch-config:${batch.tenantId}`,
    `${batch.id}:${batch.configVersion}`,
    async () => {
      const [directory, requirements] = await Promise.all([
        repo.listDirectory(db, batch.id),
        repo.listRequirements(db, batch.id),
      ]);
      return { directory, requirements };
    },
    10 * 60_000,
  );
}
