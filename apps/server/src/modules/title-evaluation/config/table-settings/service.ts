import { randomUUID } from "node:crypto";
import type { Page } from "@zcps/contracts/api";
import { TITLE_LEVELS } from "@zcps/contracts/zcps/catalogue/catalogue";
import type { TableLayoutRow, tableLayoutSchema } from "@zcps/contracts/zcps/config/api";
import type { z } from "zod";
import { uniqueViolation } from "../../../../platform/db-errors";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import * as repo from "./repo";

interface Actor {
  tenantId: string;
}
type LayoutValues = z.output<typeof tableLayoutSchema>;

function toRow(record: repo.TableLayoutRecord): TableLayoutRow {
  return {
    id: record.id,
    seriesCode: record.seriesCode,
    level: record.level,
    title: record.title,
    sections: record.sections as TableLayoutRow["sections"],
    voteStages: record.voteStages,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** tableSetting: the A3 review table's layout per series × level (sections on/off and order, vote figures). */
export function createTableSettingService({ db }: Pick<AppDeps, "db">) {
  async function assertKey(tenantId: string, input: LayoutValues) {
    if (!(TITLE_LEVELS as readonly string[]).includes(input.level)) throw badRequest("config.levelUnknown");
    if (!(await repo.seriesExists(db, tenantId, input.seriesCode))) throw badRequest("config.seriesUnknown");
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) === "table_settings_key") throw badRequest("config.layoutTaken");
      throw error;
    }
  }

  return {
    async page(actor: Actor, filter: repo.TableLayoutFilter): Promise<Page<TableLayoutRow>> {
      const page = await repo.pageLayouts(db, actor.tenantId, filter);
      return { total: page.total, rows: page.rows.map(toRow) };
    },

    /** The tenant's series (the catalogue may add to the default ones) for the layout form. */
    series: (actor: Actor) => repo.listSeries(db, actor.tenantId),

    async get(actor: Actor, id: string) {
      const record = await repo.findLayout(db, actor.tenantId, id);
      if (!record) throw notFound();
      return toRow(record);
    },

    async create(actor: Actor, input: LayoutValues) {
      await assertKey(actor.tenantId, input);
      const id = randomUUID();
      await guarded(() => repo.insertLayout(db, { id, tenantId: actor.tenantId, ...input }));
      return { id };
    },

    async update(actor: Actor, id: string, input: LayoutValues) {
      await assertKey(actor.tenantId, input);
      if (!(await guarded(() => repo.updateLayout(db, actor.tenantId, id, input)))) throw notFound();
      return { id };
    },

    async remove(actor: Actor, id: string) {
      if (!(await repo.deleteLayout(db, actor.tenantId, id))) throw notFound();
    },
  };
}
