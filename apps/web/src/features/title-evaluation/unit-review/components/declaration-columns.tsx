import type { UnitDeclarationRow } from "@zcps/contracts/zcps/unit-review/api";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import type { TFunction } from "i18next";
import dayjs from "../../../../lib/dayjs";
import { StateTag, type useLabels } from "../../kit/declaration-labels";
import { DecisionActions, type DecisionHandlers, type ReviewMode } from "./decision-actions";
import { QuotaExemptTag, VerdictTag } from "./verdict-tag";

type Column = "signedBy" | "reviewers" | "objections" | "submittedAt" | "precheck" | "quotaExempt";

/**
 * The unit's declaration columns (name opens the drawer); `columns` picks the optional ones each page shows, in the
 * order given after the fixed ones (name, employee no., title, level, state).
 */
export function unitDeclarationColumns(
  t: TFunction,
  labels: ReturnType<typeof useLabels>,
  onOpen: (row: UnitDeclarationRow) => void,
  columns: readonly Column[],
): ColumnsType<UnitDeclarationRow> {
  const optional: Record<Column, ColumnsType<UnitDeclarationRow>[number]> = {
    precheck: {
      title: t("unitReview.col.precheck"),
      key: "precheck",
      width: 240,
      render: (_, row) => <VerdictTag precheck={row.precheck} />,
    },
    quotaExempt: {
      title: t("unitReview.col.quota"),
      key: "quotaExempt",
      width: 100,
      render: (_, row) => (row.quotaExempt ? <QuotaExemptTag exempt /> : "-"),
    },
    signedBy: {
      title: t("unitReview.col.signedBy"),
      dataIndex: "signedBy",
      width: 100,
      render: (v: string | null) => v ?? "-",
    },
    reviewers: {
      title: t("unitReview.col.reviewers"),
      key: "reviewers",
      width: 140,
      render: (_, row) =>
        row.reviewers.length ? (
          <Space size={[0, 4]} wrap>
            {row.reviewers.map((r) => (
              <Tag key={r.userId}>{r.name}</Tag>
            ))}
          </Space>
        ) : (
          <span className="unit-muted">{t("unitReview.unassigned")}</span>
        ),
    },
    objections: {
      title: t("unitReview.col.objections"),
      dataIndex: "openObjections",
      width: 100,
      render: (n: number) => (n > 0 ? <Badge count={n} /> : "-"),
    },
    submittedAt: {
      title: t("declareUser.col.submittedAt"),
      dataIndex: "submittedAt",
      width: 140,
      render: (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-"),
    },
  };
  return [
    {
      title: t("declareUser.col.name"),
      dataIndex: "staffName",
      width: 100,
      fixed: "left",
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row)}>
          {name}
        </Button>
      ),
    },
    { title: t("declareUser.col.employeeNo"), dataIndex: "employeeNo", width: 130 },
    {
      title: t("declareUser.col.title"),
      dataIndex: "titleName",
      width: 130,
      render: (_, row) => labels.named(row.titleName, row.titleNameEn),
    },
    { title: t("unitReview.col.level"), dataIndex: "level", width: 110, render: (l: string) => labels.level(l) },
    {
      title: t("declareUser.col.status"),
      dataIndex: "status",
      width: 180,
      render: (s: string) => <StateTag state={s} />,
    },
    ...columns.map((c) => optional[c]),
  ];
}

/** The columns at the right of a unit list: the pre-check verdict, and the decisions where the caller may take them. */
export function decisionColumns(
  t: TFunction,
  decide: { mode: ReviewMode; leaderSignature: boolean; handlers: DecisionHandlers } | null,
): ColumnsType<UnitDeclarationRow> {
  return [
    {
      title: t("unitReview.col.precheck"),
      key: "precheck",
      width: 240,
      fixed: "right",
      render: (_, row) => <VerdictTag precheck={row.precheck} />,
    },
    ...(decide
      ? [
          {
            title: t("unitReview.col.actions"),
            key: "actions",
            width: 150,
            fixed: "right" as const,
            render: (_: unknown, row: UnitDeclarationRow) => (
              <DecisionActions
                row={row}
                mode={decide.mode}
                leaderSignature={decide.leaderSignature}
                handlers={decide.handlers}
              />
            ),
          },
        ]
      : []),
  ];
}
