import { ASSIGNMENT_STATUSES, type PeerDeclarantRow } from "@zcps/contracts/zcps/peer-review/api";
import Button from "antd/es/button";
import Space from "antd/es/space";
import type { ColumnsType, ColumnType } from "antd/es/table";
import Tag from "antd/es/tag";
import type { TFunction } from "i18next";
import type { useLabels } from "../../kit/declaration-labels";
import { StateTag } from "../../kit/declaration-labels";
import { STATUS_COLORS } from "../logic";
import { VerdictTag } from "./tags";

type Labels = ReturnType<typeof useLabels>;

/** Small grey text under a cell's main line (a declarant's anonymous code, an expert's institution). */
export const SUBLINE = { color: "var(--ant-color-text-secondary)", fontSize: 12 } as const;

/**
 * The columns of a declarant list: who, where, which title and discipline, the experts they need; the waiting list
 * adds their state, the sent list their code, invitations by status and verdict.
 */
export function declarantColumns(
  t: TFunction,
  labels: Labels,
  open: (row: PeerDeclarantRow) => void,
  variant: "waiting" | "sent",
): ColumnsType<PeerDeclarantRow> {
  const sent = variant === "sent";
  const who: ColumnsType<PeerDeclarantRow> = [
    {
      title: t("peerUi.col.declarant"),
      key: "name",
      width: sent ? 130 : 110,
      fixed: "left",
      render: (_, row) => (
        <>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(row)}>
            {row.name}
          </Button>
          {sent && <div style={SUBLINE}>{row.code}</div>}
        </>
      ),
    },
    ...(sent ? [] : [{ title: t("peerUi.col.employeeNo"), dataIndex: "employeeNo", width: 120 } as const]),
    {
      title: t("peerUi.col.unit"),
      key: "unit",
      width: 140,
      ellipsis: true,
      render: (_, row) => labels.named(row.unitName, row.unitNameEn),
    },
    {
      title: t("peerUi.col.title"),
      key: "title",
      width: 140,
      render: (_, row) => (
        <>
          {labels.named(row.titleName, row.titleNameEn)}
          <div style={SUBLINE}>
            {[labels.level(row.level), row.method ? labels.method(row.method) : null].filter(Boolean).join(" · ")}
          </div>
        </>
      ),
    },
    // the sent list leaves the discipline to the declaration drawer: its invitations need the room
    ...(sent
      ? []
      : [
          {
            title: t("peerUi.col.discipline"),
            key: "discipline",
            width: 160,
            render: (_: unknown, row: PeerDeclarantRow) =>
              row.disciplineCode
                ? `${row.disciplineCode} ${labels.named(row.disciplineName, row.disciplineNameEn)}`.trim()
                : "-",
          },
        ]),
    {
      title: t("peerUi.col.composition"),
      key: "composition",
      width: 125,
      render: (_, row) => t("peerUi.composition", { required: row.required, externalMin: row.externalMin }),
    },
  ];
  if (variant === "waiting")
    return [
      ...who,
      { title: t("peerUi.col.state"), key: "state", width: 125, render: (_, row) => <StateTag state={row.state} /> },
    ];
  return [
    ...who,
    {
      title: t("peerUi.col.invitations"),
      key: "counts",
      width: 230,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {ASSIGNMENT_STATUSES.filter((s) => row.counts[s]).map((s) => (
            <Tag key={s} color={STATUS_COLORS[s]}>
              {t(`peerUi.status.${s}`)} {row.counts[s]}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t("peerUi.col.verdict"),
      key: "verdict",
      width: 110,
      render: (_, row) => <VerdictTag verdict={row.verdict} />,
    },
  ];
}

/** The declarant of an invitation or an opinion, with the anonymous code the experts know them by. */
export function declarantCodeColumn<Row extends { declarantName: string; code: string | null }>(
  t: TFunction,
  width: number,
): ColumnType<Row> {
  return {
    title: t("peerUi.col.declarant"),
    key: "declarant",
    width,
    fixed: "left",
    render: (_, row) => (
      <>
        {row.declarantName}
        <div style={SUBLINE}>{row.code}</div>
      </>
    ),
  };
}
