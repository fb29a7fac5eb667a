import type { Executor } from "../../db/client";
import type { AccessCache } from "../../platform/access-cache";
import * as repo from "./repo";

/** A batch's material directory and every version of its requirements. */
export interface BatchConfig {
  version: number;
  directory: repo.DirectoryRecord[];
  requirements: repo.RequirementRecord[];
}

/**
 * The batch's directory and requirements as the pre-check and the read-only views read them, kept in the access
 * cache with the batch's `config_version` (raised in the transaction of every write to them): a kept copy of
 * another version is read again, so none is served stale on any instance. Decisions read them afresh.
 */
export async function keptBatchConfig(cache: AccessCache, db: Executor, batch: repo.BatchRecord): Promise<BatchConfig> {
  const scope = `batch-config:${batch.tenantId}`;
  const kept = cache.scopedValue<BatchConfig>(scope, batch.id);
  if (kept?.version === batch.configVersion) return kept;
  const [directory, requirements] = await Promise.all([
    repo.listDirectory(db, batch.id),
    repo.listRequirements(db, batch.id),
  ]);
  const config = { version: batch.configVersion, directory, requirements };
  cache.keepScopedValue(scope, batch.id, config, 10 * 60_000);
  return config;
}
