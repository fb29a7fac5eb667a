import { PassThrough, type Readable } from "node:stream";
import {
  GATE_LOG_COLUMNS,
  GATE_LOG_EXPORT_MAX_ROWS,
  GATE_LOG_KIND_LABELS,
  type GateLogColumn,
  type GateLogFilter,
  type GateLogRow,
} from "@zcps/contracts/gate-log";
import type { Language } from "@zcps/contracts/messages";
import type { TenantReach } from "@zcps/contracts/tenants";
import ExcelJS from "exceljs";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import { isSuperTenant } from "../../../platform/tenant-scope";
import { tenantOptions } from "../tenants";
import * as repo from "./repo";

export interface Actor {
  tenantId: string;
}

/** Column widths of the export, in characters. */
const WIDTHS: Record<GateLogColumn, number> = {
  at: 20,
  tenantName: 18,
  name: 12,
  username: 16,
  kind: 10,
  menu: 16,
  operation: 24,
  method: 9,
  path: 40,
  route: 36,
  status: 8,
  durationMs: 12,
  ip: 16,
};

function cellOf(row: GateLogRow, column: GateLogColumn, lang: Language, utcOffsetMinutes: number) {
  const en = lang === "en";
  switch (column) {
    case "at":
      // a spreadsheet date has no zone: write the caller's wall-clock time
      return new Date(new Date(row.at).getTime() + utcOffsetMinutes * 60_000);
    case "kind":
      return GATE_LOG_KIND_LABELS[row.kind]?.[lang] ?? row.kind;
    case "menu":
      return (en ? row.menuEn : row.menu) ?? "";
    case "operation":
      return (en ? row.operationEn : row.operation) ?? "";
    default:
      return row[column] ?? "";
  }
}

export function createGateLogService({ db, cache, operationLog }: Pick<AppDeps, "db" | "cache" | "operationLog">) {
  /** The caller's tenant only; the super tenant's callers every tenant (or the one they pick). */
  async function queryFor(actor: Actor, filter: GateLogFilter): Promise<repo.GateLogQuery> {
    // the list should show the caller's own latest calls; a failed insert is the writer's to report and retry
    await operationLog.flush().catch(() => undefined);
    if (await isSuperTenant(db, cache, actor.tenantId)) return { ...filter, allTenants: true };
    return { ...filter, tenantId: actor.tenantId, allTenants: false };
  }

  return {
    /** The tenants whose entries the caller reads: every tenant for the super tenant's callers, else their own. */
    async tenants(actor: Actor): Promise<TenantReach> {
      const allTenants = await isSuperTenant(db, cache, actor.tenantId);
      return { allTenants, tenants: await tenantOptions(db, allTenants ? undefined : actor.tenantId) };
    },

    async page(actor: Actor, filter: GateLogFilter, page: number, limit: number) {
      return repo.pageGateLogs(db, repo.whereOf(await queryFor(actor, filter)), page, limit);
    },

    /**
     * The matching entries as an xlsx workbook, streamed: rows are read in chunks and written as they come, so
     * neither the rows nor the file are held in memory.
     */
    async exportXlsx(actor: Actor, filter: GateLogFilter, lang: Language, utcOffsetMinutes: number): Promise<Readable> {
      const where = repo.whereOf(await queryFor(actor, filter));
      if ((await repo.countGateLogs(db, where)) > GATE_LOG_EXPORT_MAX_ROWS) throw badRequest("gateLog.exportTooLarge");
      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const columns = Object.keys(GATE_LOG_COLUMNS) as GateLogColumn[];
      const sheet = workbook.addWorksheet(lang === "en" ? "Operation log" : "操作日志", {
        views: [{ state: "frozen", ySplit: 1 }],
      });
      sheet.columns = columns.map((key) => ({
        key,
        header: GATE_LOG_COLUMNS[key][lang],
        width: WIDTHS[key],
        style: key === "at" ? { numFmt: "yyyy-mm-dd hh:mm:ss" } : {},
      }));
      sheet.getRow(1).font = { bold: true };
      (async () => {
        for await (const row of repo.eachGateLog(db, where)) {
          sheet.addRow(columns.map((column) => cellOf(row, column, lang, utcOffsetMinutes))).commit();
        }
        sheet.commit();
        await workbook.commit();
      })().catch((error) => out.destroy(error));
      return out;
    },
  };
}
