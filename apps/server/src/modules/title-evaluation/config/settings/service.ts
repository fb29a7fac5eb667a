import type { MessageKey } from "@zcps/contracts/messages";
import {
  DEFAULT_SETTINGS,
  SETTING_DEFS,
  SETTING_KEYS,
  type SettingKey,
  type SettingView,
  settingValueSchema,
} from "@zcps/contracts/zcps/config/api";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import * as repo from "./repo";
import { isSettingKey, mergeSettings } from "./settings";

interface Actor {
  tenantId: string;
  userId: string;
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** sysConfig: the settings form. Only values that differ from the default are stored. */
export function createSettingsService({ db }: Pick<AppDeps, "db">) {
  async function view(tenantId: string): Promise<SettingView[]> {
    const overrides = await repo.listOverrides(db, tenantId);
    const values = mergeSettings(overrides);
    const stored = new Map(overrides.map((o) => [o.key, o.updatedAt]));
    return SETTING_KEYS.map((key) => ({
      key,
      def: SETTING_DEFS[key],
      value: values[key],
      overridden: !equal(values[key], DEFAULT_SETTINGS[key]),
      updatedAt: stored.get(key)?.toISOString() ?? null,
    }));
  }

  return {
    view: (actor: Actor) => view(actor.tenantId),

    /** Validates every value sent by its definition; the refusal names the setting in `data.key`. */
    async save(actor: Actor, values: Record<string, unknown>) {
      const parsed = new Map<SettingKey, unknown>();
      for (const [key, value] of Object.entries(values)) {
        if (!isSettingKey(key)) throw badRequest("config.settingUnknown", { key });
        const result = settingValueSchema(key).safeParse(value);
        if (!result.success) throw badRequest(result.error.issues[0]?.message as MessageKey, { key });
        parsed.set(key, result.data);
      }
      await db.transaction(async (tx) => {
        const merged = {
          ...mergeSettings(await repo.listOverrides(tx, actor.tenantId)),
          ...Object.fromEntries(parsed),
        };
        if (merged.peerExternalMinFullSenior > merged.peerExpertsFullSenior)
          throw badRequest("config.settingExternalExceedsTotal", { key: "peerExternalMinFullSenior" });
        const changed = [...parsed].map(([key, value]) => ({ key, value }));
        await repo.upsertOverrides(
          tx,
          actor.tenantId,
          actor.userId,
          changed.filter((c) => !equal(c.value, DEFAULT_SETTINGS[c.key])),
        );
        await repo.deleteOverrides(
          tx,
          actor.tenantId,
          changed.filter((c) => equal(c.value, DEFAULT_SETTINGS[c.key])).map((c) => c.key),
        );
      });
      return view(actor.tenantId);
    },

    async reset(actor: Actor, key: string) {
      if (!isSettingKey(key)) throw badRequest("config.settingUnknown", { key });
      await repo.deleteOverrides(db, actor.tenantId, [key]);
      return view(actor.tenantId);
    },
  };
}
