import type { CommitteeTallyRow } from "@zcps/contracts/zcps/professor/api";
import Table, { type ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { A3TableButton, canReadA3 } from "../../a3/components/a3-table-button";
import { useLabels } from "../../kit/declaration-labels";
import { TallyVerdictTag } from "./tags";

/**
 * The committee's tally: per declarant its rank among the recommended, the marks, the recommendations needed, the
 * verdict, the mean rank and the members' remarks (none named).
 */
export function TallyTable({ rows }: { rows: CommitteeTallyRow[] }) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const can = useCan();
  const en = i18n.language.startsWith("en");
  const count = (key: keyof CommitteeTallyRow, title: string, width: number) => ({
    title,
    dataIndex: key,
    width,
    align: "center" as const,
  });
  const columns: ColumnsType<CommitteeTallyRow> = [
    {
      title: t("profUi.col.rank"),
      dataIndex: "rank",
      width: 60,
      align: "center",
      fixed: "left",
      render: (n: number | null) => n ?? "-",
    },
    { title: t("declareUser.col.name"), dataIndex: "staffName", width: 90, fixed: "left" },
    {
      title: t("declareUser.col.title"),
      key: "title",
      width: 150,
      render: (_, row) => `${labels.named(row.titleName, row.titleNameEn)} · ${labels.level(row.level)}`,
    },
    count("agree", t("profUi.choice.AGREE"), en ? 104 : 76),
    count("disagree", t("profUi.choice.DISAGREE"), en ? 104 : 84),
    count("abstain", t("profUi.choice.ABSTAIN"), en ? 84 : 70),
    count("blank", t("profUi.col.blank"), 70),
    count("threshold", t("profUi.col.threshold"), en ? 84 : 90),
    {
      title: t("profUi.col.verdict"),
      key: "verdict",
      width: en ? 130 : 110,
      render: (_, row) => <TallyVerdictTag verdict={row.verdict} />,
    },
    {
      title: t("profUi.col.meanRank"),
      dataIndex: "meanRank",
      width: 90,
      align: "center",
      render: (n: number | null) => (n === null ? "-" : n.toFixed(2)),
    },
    {
      title: t("profUi.col.remarks"),
      key: "remarks",
      width: 170,
      render: (_, row) =>
        row.remarks.length === 0 ? "-" : <div style={{ whiteSpace: "pre-line" }}>{row.remarks.join("\n")}</div>,
    },
    // each declarant's A3 review table, for those who may read the tables
    ...(canReadA3(can)
      ? [
          {
            title: t("a3Ui.column"),
            key: "a3",
            width: 90,
            render: (_: unknown, row: CommitteeTallyRow) => (
              <A3TableButton declarationId={row.declarationId} name={row.staffName} />
            ),
          },
        ]
      : []),
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
