import { type Language, translate } from "@zcps/contracts/messages";
import type { OutcomeCount } from "@zcps/contracts/zcps/team-review/api";
import type { DeclarationStatistics } from "@zcps/contracts/zcps/workflow/api";
import ExcelJS from "exceljs";
import { stateName } from "../../declarations";
import { levelLabel } from "../../shared";

/** The team stages' xlsx downloads. */

/** A stage's outcome count (unit × title, a column per status, a total row) as an xlsx workbook. */
export async function outcomeWorkbook(count: OutcomeCount, lang: Language): Promise<Buffer> {
  const en = lang === "en";
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(`team.stage.${count.stage}`, lang).slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = [
    { key: "unit", header: en ? "Unit" : "单位", width: 22 },
    { key: "title", header: en ? "Title" : "申报职称", width: 22 },
    { key: "level", header: en ? "Level" : "级别", width: 12 },
    ...count.statuses.map((s) => ({ key: s, header: translate(`team.status.${s}`, lang), width: 14 })),
    { key: "total", header: en ? "Total" : "合计", width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of count.rows)
    sheet.addRow({
      unit: (en ? r.unitNameEn : null) || r.unitName || "",
      title: en ? r.titleNameEn : r.titleName,
      level: levelLabel(r.level, lang),
      ...Object.fromEntries(count.statuses.map((s) => [s, r.counts[s] ?? 0])),
      total: r.total,
    });
  sheet.addRow({
    unit: en ? "Total" : "合计",
    ...Object.fromEntries(count.statuses.map((s) => [s, count.totals[s] ?? 0])),
    total: count.totals.total,
  }).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** sys/sbtj's statistics (by state, by unit, by level) as one sheet of three tables. */
export async function statisticsWorkbook(statistics: DeclarationStatistics, lang: Language): Promise<Buffer> {
  const en = lang === "en";
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(en ? "Declarants" : "申报人数统计");
  sheet.columns = [
    { key: "a", width: 24 },
    { key: "b", width: 12 },
  ];
  const table = (head: string, rows: [string, number][]) => {
    sheet.addRow([head, en ? "Declarants" : "人数"]).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    sheet.addRow([]);
  };
  table(
    en ? "State" : "申报状态",
    statistics.byStatus.map((s) => [stateName(s.status, lang), s.count]),
  );
  table(
    en ? "Unit" : "单位",
    statistics.byUnit.map((u) => [(en ? u.nameEn : null) || u.name || "—", u.count]),
  );
  table(
    en ? "Level" : "级别",
    statistics.byLevel.map((l) => [levelLabel(l.level, lang), l.count]),
  );
  sheet.addRow([en ? "Total" : "合计", statistics.total]).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
