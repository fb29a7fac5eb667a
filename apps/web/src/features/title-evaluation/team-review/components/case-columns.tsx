import type { TeamCaseRow } from "@zcps/contracts/zcps/team-review/api";
import Button from "antd/es/button";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type { TFunction } from "i18next";
import dayjs from "../../../../lib/dayjs";
import type { useLabels } from "../../kit/declaration-labels";
import { CaseStatusTag, DecisionTag } from "./case-status-tag";

type Optional = "team" | "lastCheck" | "deadline" | "decided" | "discipline";

/**
 * The columns every list of a team stage shows (the name opens the declaration), then the optional ones a page
 * names, in its order.
 */
export function caseColumns(
  t: TFunction,
  labels: ReturnType<typeof useLabels>,
  onOpen: (row: TeamCaseRow) => void,
  optional: readonly Optional[],
): ColumnsType<TeamCaseRow> {
  const columns: Record<Optional, ColumnsType<TeamCaseRow>[number]> = {
    discipline: {
      title: t("teamUi.col.discipline"),
      dataIndex: "disciplineCode",
      width: 90,
      render: (code: string | null) => code ?? "-",
    },
    team: {
      title: t("teamUi.col.team"),
      dataIndex: "teamName",
      width: 120,
      render: (name: string | null) => name ?? <Tag>{t("teamUi.unallocated")}</Tag>,
    },
    lastCheck: {
      title: t("teamUi.col.lastCheck"),
      key: "lastCheck",
      width: 160,
      render: (_, row) =>
        row.lastCheck ? (
          <span>
            {row.lastCheck.userName} <DecisionTag decision={row.lastCheck.conclusion} />
            <Typography.Text type="secondary">{t("teamUi.checks", { count: row.checks })}</Typography.Text>
          </span>
        ) : (
          "-"
        ),
    },
    deadline: {
      title: t("teamUi.col.deadline"),
      key: "deadline",
      width: 160,
      render: (_, row) =>
        row.returnTarget || row.returnDeadline ? (
          <span>
            {row.returnTarget && <Tag>{t(`teamUi.target.${row.returnTarget}`)}</Tag>}
            {row.returnDeadline}
          </span>
        ) : (
          "-"
        ),
    },
    decided: {
      title: t("teamUi.col.decided"),
      key: "decided",
      width: 140,
      render: (_, row) =>
        row.decidedAt ? (
          <div>
            <div>{dayjs(row.decidedAt).format("YYYY-MM-DD HH:mm")}</div>
            <Typography.Text type="secondary">{row.decidedBy ?? ""}</Typography.Text>
          </div>
        ) : (
          "-"
        ),
    },
  };
  return [
    {
      title: t("teamUi.col.declarant"),
      dataIndex: "staffName",
      width: 150,
      fixed: "left",
      render: (name: string, row) => (
        <div>
          <Button type="link" size="small" onClick={() => onOpen(row)} style={{ paddingInline: 0 }}>
            {name}
          </Button>
          <Typography.Text type="secondary" className="team-employee-no">
            {row.employeeNo}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t("teamUi.col.unit"),
      dataIndex: "unitName",
      width: 150,
      render: (_, row) => labels.named(row.unitName, row.unitNameEn) || "-",
    },
    {
      title: t("teamUi.col.title"),
      dataIndex: "titleName",
      width: 150,
      render: (_, row) => `${labels.named(row.titleName, row.titleNameEn)} · ${labels.level(row.level)}`,
    },
    {
      title: t("teamUi.col.status"),
      dataIndex: "status",
      // the longest status, 不符合申报条件, in one tag
      width: 140,
      render: (_, row) => <CaseStatusTag status={row.status} />,
    },
    ...optional.map((key) => columns[key]),
  ];
}
