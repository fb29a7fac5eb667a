import { type Language, translate } from "@zcps/contracts/messages";
import type { PeerSummaryRow } from "@zcps/contracts/zcps/peer-review/api";
import ExcelJS from "exceljs";
import { levelLabel } from "../../shared";

/** The summary as an xlsx workbook, one row per declarant, headers in the caller's language. */
export async function summaryWorkbook(rows: readonly PeerSummaryRow[], lang: Language): Promise<Buffer> {
  const en = lang === "en";
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate("peer.sheet.name", lang).slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = [
    { key: "code", header: en ? "Code" : "编号", width: 14 },
    { key: "name", header: en ? "Name" : "姓名", width: 12 },
    { key: "unit", header: en ? "Unit" : "单位", width: 22 },
    { key: "title", header: en ? "Title" : "申报职称", width: 18 },
    { key: "level", header: en ? "Level" : "级别", width: 12 },
    { key: "required", header: en ? "Required" : "应评专家", width: 10 },
    { key: "valid", header: en ? "Valid" : "有效意见", width: 10 },
    { key: "invalid", header: en ? "Invalid" : "无效意见", width: 10 },
    { key: "agree", header: en ? "Agree" : "同意", width: 8 },
    { key: "disagree", header: en ? "Disagree" : "不同意", width: 8 },
    { key: "A", header: "A", width: 6 },
    { key: "B", header: "B", width: 6 },
    { key: "C", header: "C", width: 6 },
    { key: "D", header: "D", width: 6 },
    { key: "meanScore", header: en ? "Mean score" : "平均分", width: 10 },
    { key: "verdict", header: en ? "Verdict" : "评议结论", width: 16 },
    { key: "confirmed", header: en ? "Confirmed" : "已确认", width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow({
      code: r.code ?? "",
      name: r.name,
      unit: (en ? r.unitNameEn : null) || r.unitName,
      title: (en ? r.titleNameEn : null) || r.titleName,
      level: levelLabel(r.level, lang),
      required: r.required,
      valid: r.valid,
      invalid: r.invalid,
      agree: r.agree,
      disagree: r.disagree,
      ...r.grades,
      meanScore: r.meanScore ?? "",
      verdict: translate(`peer.verdict.${r.verdict ?? "PENDING"}`, lang),
      confirmed: r.confirmedVerdict ? (en ? "Yes" : "是") : en ? "No" : "否",
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
