import type { PaperEntryRow } from "@zcps/contracts/zcps/committee/paper";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { DeleteLink } from "../../../../lib/delete-link";
import { formatFullDateTime } from "../../../../lib/format";
import { openPaperSheet } from "../api/open-paper-sheet";
import { VerdictTag } from "./tags";

/** A cell's second line: the staff number, the title, the day of the vote, who applied it. */
const Second = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: children }}>
    {children}
  </Typography.Text>
);

/**
 * The register's columns: who, the meeting (with its day and the imported mark) and its figures, the verdict the
 * server gave them, the state (who applied it and when); the tally sheet, and a pending entry's delete for those who
 * may enter. Two-line cells and widths per language keep the figures in view on a 1440 px screen.
 */
export function paperColumns({
  t,
  en,
  localName,
  canEdit,
  onDelete,
}: {
  t: TFunction;
  en: boolean;
  localName: (zh: string | null | undefined, en: string | null | undefined) => string;
  canEdit: boolean;
  onDelete: (row: PaperEntryRow) => Promise<unknown>;
}): ColumnsType<PaperEntryRow> {
  const count = (key: keyof PaperEntryRow, title: string, zhWidth: number, enWidth: number) => ({
    title,
    dataIndex: key,
    width: en ? enWidth : zhWidth,
    align: "right" as const,
  });
  return [
    {
      title: t("cmtUi.paper.col.declarant"),
      key: "declarant",
      width: 100,
      fixed: "left",
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.staffName}</Typography.Text>
          <Second>{row.employeeNo}</Second>
        </Flex>
      ),
    },
    {
      title: t("cmtUi.paper.col.unitTitle"),
      key: "unit",
      width: en ? 124 : 140,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: localName(row.unitName, row.unitNameEn) }}>
            {localName(row.unitName, row.unitNameEn)}
          </Typography.Text>
          <Second>{localName(row.titleName, row.titleNameEn)}</Second>
        </Flex>
      ),
    },
    {
      title: t("cmtUi.paper.col.meeting"),
      key: "meeting",
      width: en ? 160 : 180,
      render: (_, row) => (
        <Flex vertical align="start">
          <Tooltip
            title={
              <>
                {row.meetingName}
                <br />
                {t("cmtUi.paper.enteredBy", { name: row.enteredBy, at: formatFullDateTime(row.enteredAt) })}
              </>
            }
          >
            <Typography.Text ellipsis style={{ maxWidth: "100%" }}>
              {row.meetingName}
            </Typography.Text>
          </Tooltip>
          <Flex gap={6} align="center">
            <Second>{row.votedOn}</Second>
            <Tooltip title={t("cmtUi.paper.importedHelp")}>
              <Tag color="geekblue" style={{ marginInlineEnd: 0, fontSize: 12, lineHeight: "18px" }}>
                {t("cmtUi.paper.imported")}
              </Tag>
            </Tooltip>
          </Flex>
        </Flex>
      ),
    },
    count("members", t("cmtUi.col.members"), 56, 84),
    count("attending", t("cmtUi.paper.col.attending"), 56, 84),
    count("agree", t("cmtUi.col.agree"), 56, 58),
    count("disagree", t("cmtUi.col.disagree"), 64, 78),
    count("abstain", t("cmtUi.col.abstain"), 56, 68),
    count("threshold", t("cmtUi.col.threshold"), 76, 74),
    {
      title: t("cmtUi.paper.col.verdict"),
      dataIndex: "verdict",
      width: en ? 78 : 84,
      render: (verdict: string) => <VerdictTag verdict={verdict} />,
    },
    {
      title: t("cmtUi.paper.state"),
      key: "state",
      width: 140,
      render: (_, row) =>
        row.appliedAt ? (
          <Flex vertical align="start">
            <span>
              <Tag color="success">{t("cmtUi.paper.state.APPLIED")}</Tag>
              <Typography.Text type="secondary">{row.appliedBy ?? "-"}</Typography.Text>
            </span>
            <Second>{formatFullDateTime(row.appliedAt)}</Second>
          </Flex>
        ) : (
          <Tag color="warning">{t("cmtUi.paper.state.PENDING")}</Tag>
        ),
    },
    {
      title: t("cmtUi.col.actions"),
      key: "actions",
      width: en ? 104 : 72,
      fixed: "right",
      render: (_, row) => (
        <Flex vertical align="start">
          <Tooltip title={row.sheet.name}>
            <Button
              type="link"
              size="small"
              onClick={() => openPaperSheet(row.id).catch(() => undefined)}
              data-testid="paper-sheet-link"
            >
              {t("cmtUi.paper.col.sheet")}
            </Button>
          </Tooltip>
          {canEdit && !row.appliedAt && (
            <DeleteLink title={t("cmtUi.paper.deleteTitle", { name: row.staffName })} onConfirm={() => onDelete(row)} />
          )}
        </Flex>
      ),
    },
  ];
}
