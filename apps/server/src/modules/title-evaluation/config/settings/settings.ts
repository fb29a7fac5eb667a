import {
  DEFAULT_SETTINGS,
  SETTING_DEFS,
  type SettingKey,
  type Settings,
  settingValueSchema,
} from "@zcps/contracts/zcps/config/api";
import type { Executor } from "../../../../db/client";
import { listOverrides } from "./repo";

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_DEFS, key);

/** The stored overrides that still name a setting and still pass its schema, over the defaults. */
export function mergeSettings(overrides: readonly { key: string; value: unknown }[]): Settings {
  const settings: Record<string, unknown> = structuredClone(DEFAULT_SETTINGS);
  for (const { key, value } of overrides) {
    if (!isSettingKey(key)) continue;
    // a bound tightened by a later release must not let an old value through
    const parsed = settingValueSchema(key).safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as Settings;
}

/**
 * Every system setting of a tenant with its typed value: the tenant's override, else the default of
 * contracts zcps/config SETTING_DEFS. The stages read their counts, ratios and windows through this.
 */
export async function readSettings(db: Executor, tenantId: string): Promise<Settings> {
  return mergeSettings(await listOverrides(db, tenantId));
}
