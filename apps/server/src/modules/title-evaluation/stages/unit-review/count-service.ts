import type { Language } from "@zcps/contracts/messages";
import type { DeclareCountRow, UserDeclareCount } from "@zcps/contracts/zcps/unit-review/api";
import ExcelJS from "exceljs";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { stateName } from "../../declarations";
import { levelLabel } from "../../shared";
import { toUnitRows, unitCaller } from "./caller";
import * as repo from "./repo";
import { quotaExemptStaff } from "./review-service";

/** The unit's counts (DeclareCount, UserDeclareCountNew), the declarants behind a count, and the xlsx of the table. */
export function createUnitCountService({ db }: Pick<AppDeps, "db">) {
  async function byTitle(auth: AuthContext, projectTimeId?: string): Promise<DeclareCountRow[]> {
    const caller = await unitCaller(db, auth, projectTimeId);
    const cells = await repo.countByTitle(db, repo.unitWhere(caller.scope));
    const rows = new Map<string, DeclareCountRow>();
    for (const cell of cells) {
      const key = `${cell.titleId}|${cell.level}`;
      const row = rows.get(key) ?? {
        titleId: cell.titleId,
        titleName: cell.titleName,
        titleNameEn: cell.titleNameEn,
        level: cell.level,
        counts: {},
        total: 0,
      };
      row.counts[cell.status] = (row.counts[cell.status] ?? 0) + cell.n;
      row.total += cell.n;
      rows.set(key, row);
    }
    return [...rows.values()];
  }

  return {
    byTitle,

    async exportByTitle(auth: AuthContext, projectTimeId: string | undefined, lang: Language): Promise<Buffer> {
      const rows = await byTitle(auth, projectTimeId);
      const states = [...new Set(rows.flatMap((r) => Object.keys(r.counts)))];
      const en = lang === "en";
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(en ? "Declaration count" : "申报统计", {
        views: [{ state: "frozen", ySplit: 1 }],
      });
      sheet.columns = [
        { key: "title", header: en ? "Title" : "申报职称", width: 22 },
        { key: "level", header: en ? "Level" : "级别", width: 12 },
        ...states.map((s) => ({ key: s, header: stateName(s, lang), width: 14 })),
        { key: "total", header: en ? "Total" : "合计", width: 10 },
      ];
      sheet.getRow(1).font = { bold: true };
      for (const r of rows)
        sheet.addRow({
          title: en ? r.titleNameEn : r.titleName,
          level: levelLabel(r.level, lang),
          ...Object.fromEntries(states.map((s) => [s, r.counts[s] ?? 0])),
          total: r.total,
        });
      const totals = sheet.addRow({
        title: en ? "Total" : "合计",
        ...Object.fromEntries(states.map((s) => [s, rows.reduce((n, r) => n + (r.counts[s] ?? 0), 0)])),
        total: rows.reduce((n, r) => n + r.total, 0),
      });
      totals.font = { bold: true };
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

    async declarants(auth: AuthContext, projectTimeId?: string): Promise<UserDeclareCount> {
      const caller = await unitCaller(db, auth, projectTimeId);
      const where = repo.unitWhere(caller.scope);
      const [byStatus, byLevel, bySeries, byGender, series] = await Promise.all([
        repo.countByStatus(db, where),
        repo.countBy(db, where, "level"),
        repo.countBy(db, where, "seriesCode"),
        repo.countBy(db, where, "gender"),
        repo.seriesNames(db, auth.tenantId),
      ]);
      const names = new Map(series.map((s) => [s.code, s]));
      return {
        byStatus: Object.entries(byStatus).map(([status, count]) => ({ status, count })),
        byLevel: byLevel.map((r) => ({ level: r.key, count: r.n })),
        bySeries: bySeries.map((r) => {
          const named = names.get(r.key);
          return {
            seriesCode: r.key,
            name: named?.name ?? r.key,
            nameEn: named?.nameEn ?? named?.name ?? r.key,
            count: r.n,
          };
        }),
        byGender: byGender.map((r) => ({ gender: r.key, count: r.n })),
        total: Object.values(byStatus).reduce((n, c) => n + c, 0),
      };
    },

    /** The declarants behind one count (a title, a level, a state). */
    async detail(
      auth: AuthContext,
      query: {
        projectTimeId?: string;
        titleId?: string;
        status?: string;
        level?: string;
        page?: number;
        limit?: number;
      },
    ) {
      const { page = 1, limit = 20 } = query;
      const caller = await unitCaller(db, auth, query.projectTimeId);
      const where = repo.unitWhere(caller.scope, { titleId: query.titleId, status: query.status, level: query.level });
      const [records, total] = await Promise.all([
        repo.listUnitDeclarations(db, where, (page - 1) * limit, limit),
        repo.countUnitDeclarations(db, where),
      ]);
      return { rows: await toUnitRows(db, records, await quotaExemptStaff(db, caller)), total };
    },
  };
}
