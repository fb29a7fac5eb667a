import type { GroupResult, RoundResult } from "@zcps/contracts/zcps/committee/api";
import { RESULTS_ELEMENTS } from "@zcps/contracts/zcps/results/element-codes";
import Alert from "antd/es/alert";
import Flex from "antd/es/flex";
import Table, { type ColumnsType } from "antd/es/table";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { formatFullDateTime } from "../../../../lib/format";
import { A3TableButton } from "../../a3/components/a3-table-button";
import { VerdictTag } from "./tags";

type Row = RoundResult["candidates"][number];

/**
 * A closed round's tally: per candidate the members, attending, recused, the marks and blanks, the threshold and the
 * verdict, with what the chair is told; the group's final verdicts beside when given.
 */
export function RoundTable({ round, verdicts }: { round: RoundResult; verdicts?: GroupResult["verdicts"] }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  // "Attending", "Disagree": an English header needs more than 70 px to stay whole
  const width = i18n.language.startsWith("en") ? 100 : 70;
  const count = (key: keyof Row, title: string) => ({ title, dataIndex: key, width, align: "right" as const });
  const columns: ColumnsType<Row> = [
    { title: t("cmtUi.col.candidate"), dataIndex: "name", width: 110, fixed: "left" },
    {
      title: t("cmtUi.col.unit"),
      dataIndex: "unitName",
      width: 140,
      ellipsis: true,
      render: (u: string | null) => u ?? "-",
    },
    {
      title: t("cmtUi.col.title"),
      dataIndex: "titleName",
      width: 110,
      ellipsis: true,
      render: (n: string | null) => n ?? "-",
    },
    count("members", t("cmtUi.col.members")),
    count("attending", t("cmtUi.col.attending")),
    count("recused", t("cmtUi.col.recused")),
    count("agree", t("cmtUi.col.agree")),
    count("disagree", t("cmtUi.col.disagree")),
    count("abstain", t("cmtUi.col.abstain")),
    count("blank", t("cmtUi.col.blank")),
    count("threshold", t("cmtUi.col.threshold")),
    {
      title: t("cmtUi.col.verdict"),
      key: "verdict",
      width: 110,
      render: (_, row) => <VerdictTag verdict={row.verdict} />,
    },
    ...(verdicts
      ? [
          {
            title: t("cmtUi.col.finalVerdict"),
            key: "final",
            width: 110,
            render: (_: unknown, row: Row) => <VerdictTag verdict={verdicts[row.candidateId] ?? null} />,
          },
        ]
      : []),
    // each candidate's A3 review table, for those who may read the tables
    ...(can(RESULTS_ELEMENTS.a3View)
      ? [
          {
            title: t("a3Ui.column"),
            key: "a3",
            width: 90,
            render: (_: unknown, row: Row) => <A3TableButton declarationId={row.candidateId} name={row.name} />,
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={8} data-testid={`committee-round-${round.round}`}>
      <Typography.Text type="secondary">
        {[
          t("cmtUi.roundN", { round: round.round }),
          round.seats !== null ? t("cmtUi.seats", { count: round.seats }) : null,
          t("cmtUi.roundCounts", { members: round.members, attending: round.attending, ballots: round.ballots }),
          round.quorumMet ? null : t("cmtUi.noQuorum"),
          round.closedAt ? t("cmtUi.closedAt", { at: formatFullDateTime(round.closedAt) }) : null,
        ]
          .filter(Boolean)
          .join(t("cmtUi.separator"))}
      </Typography.Text>
      {round.flagMessages.map((text) => (
        <Alert key={text} type="warning" showIcon title={text} />
      ))}
      <Table<Row>
        rowKey="candidateId"
        size="small"
        columns={columns}
        dataSource={round.candidates}
        pagination={false}
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
      />
    </Flex>
  );
}
