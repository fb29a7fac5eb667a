import type { CommitteeTallyRow } from "@zcps/contracts/zcps/professor/api";
import Table, { type ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { StateTag, useLabels } from "../../kit/declaration-labels";
import { TallyVerdictTag } from "./tags";

/**
 * The committee's tally: per declarant its rank among the recommended, the marks, the recommendations needed, the
 * verdict, the mean rank and the members' remarks (none named).
 */
export function TallyTable({ rows }: { rows: CommitteeTallyRow[] }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const count = (key: keyof CommitteeTallyRow, title: string, width = 90) => ({
    title,
    dataIndex: key,
    width,
    align: "center" as const,
  });
  const columns: ColumnsType<CommitteeTallyRow> = [
    {
      title: t("profUi.col.rank"),
      dataIndex: "rank",
      width: 70,
      align: "center",
      fixed: "left",
      render: (n: number | null) => n ?? "-",
    },
    { title: t("declareUser.col.name"), dataIndex: "staffName", width: 100, fixed: "left" },
    { title: t("declareUser.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
    {
      title: t("declareUser.col.title"),
      key: "title",
      width: 170,
      render: (_, row) => `${labels.named(row.titleName, row.titleNameEn)} · ${labels.level(row.level)}`,
    },
    count("agree", t("profUi.choice.AGREE"), 100),
    count("disagree", t("profUi.choice.DISAGREE"), 120),
    count("abstain", t("profUi.choice.ABSTAIN"), 90),
    count("blank", t("profUi.col.blank"), 90),
    count("threshold", t("profUi.col.threshold"), 110),
    {
      title: t("profUi.col.verdict"),
      key: "verdict",
      width: 140,
      render: (_, row) => <TallyVerdictTag verdict={row.verdict} />,
    },
    {
      title: t("profUi.col.meanRank"),
      dataIndex: "meanRank",
      width: 100,
      align: "center",
      render: (n: number | null) => (n === null ? "-" : n.toFixed(2)),
    },
    {
      title: t("declareUser.col.status"),
      dataIndex: "status",
      width: 170,
      render: (s: string) => <StateTag state={s} />,
    },
    {
      title: t("profUi.col.remarks"),
      key: "remarks",
      width: 240,
      render: (_, row) =>
        row.remarks.length === 0 ? "-" : <div style={{ whiteSpace: "pre-line" }}>{row.remarks.join("\n")}</div>,
    },
  ];
  return (
    <Table<CommitteeTallyRow>
      rowKey="declarationId"
      size="small"
      bordered
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
    />
  );
}
