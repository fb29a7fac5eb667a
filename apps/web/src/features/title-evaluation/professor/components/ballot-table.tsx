import { VOTE_CHOICES, type VoteChoice } from "@zcps/contracts/zcps/committee/vote";
import type { ProfessorBallotRow } from "@zcps/contracts/zcps/professor/api";
import Button from "antd/es/button";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Table, { type ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { StateTag, useLabels } from "../../kit/declaration-labels";
import type { BallotDraftRow } from "../logic";
import { PeerFigures } from "./tags";

/**
 * The member's ballot: per declarant recommend, not recommend or abstain, a rank among the recommended and a remark
 * (editable or read-only).
 */
export function BallotTable({
  rows,
  draft,
  duplicates,
  editable,
  loading,
  onChange,
  onOpen,
}: {
  rows: ProfessorBallotRow[];
  draft: Map<string, BallotDraftRow>;
  duplicates: Set<number>;
  editable: boolean;
  loading: boolean;
  onChange: (id: string, patch: Partial<Omit<BallotDraftRow, "declarationId">>) => void;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const en = i18n.language.startsWith("en");
  const columns: ColumnsType<ProfessorBallotRow> = [
    {
      title: t("declareUser.col.name"),
      dataIndex: "staffName",
      width: 110,
      fixed: "left",
      render: (name: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row.declarationId)}>
          {name}
        </Button>
      ),
    },
    { title: t("declareUser.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
    {
      title: t("declareUser.col.title"),
      key: "title",
      width: en ? 210 : 170,
      render: (_, row) => `${labels.named(row.titleName, row.titleNameEn)} · ${labels.level(row.level)}`,
    },
    {
      title: t("declareUser.col.status"),
      dataIndex: "status",
      width: 150,
      render: (s: string) => <StateTag state={s} />,
    },
    {
      title: t("profUi.col.unitRank"),
      dataIndex: "unitRank",
      width: 90,
      align: "center",
      render: (n: number | null) => n ?? "-",
    },
    {
      title: t("profUi.col.peer"),
      key: "peer",
      width: 140,
      render: (_, row) => <PeerFigures peer={row.peer} />,
    },
    {
      title: t("profUi.col.choice"),
      key: "choice",
      // the three choices as one segmented line in either language
      width: en ? 310 : 200,
      fixed: "right",
      render: (_, row) => (
        <Radio.Group
          value={draft.get(row.declarationId)?.choice ?? null}
          disabled={!editable}
          optionType="button"
          buttonStyle="solid"
          size="small"
          aria-label={t("profUi.choiceOf", { name: row.staffName })}
          onChange={(e) => onChange(row.declarationId, { choice: e.target.value as VoteChoice })}
          options={VOTE_CHOICES.map((choice) => ({ value: choice, label: t(`profUi.choice.${choice}`) }))}
        />
      ),
    },
    {
      title: t("profUi.col.rank"),
      key: "rank",
      width: 90,
      fixed: "right",
      render: (_, row) => {
        const entry = draft.get(row.declarationId);
        const rank = entry?.rank ?? null;
        return (
          <InputNumber<number>
            min={1}
            max={999}
            precision={0}
            value={rank}
            disabled={!editable || entry?.choice !== "AGREE"}
            status={rank !== null && duplicates.has(rank) ? "error" : undefined}
            aria-label={t("profUi.rankOf", { name: row.staffName })}
            onChange={(value) => onChange(row.declarationId, { rank: value ?? null })}
            style={{ width: 72 }}
          />
        );
      },
    },
    {
      title: t("profUi.col.remark"),
      key: "remark",
      width: 180,
      fixed: "right",
      render: (_, row) => (
        <Input
          value={draft.get(row.declarationId)?.remark ?? ""}
          disabled={!editable}
          maxLength={200}
          placeholder={editable ? t("profUi.remarkPlaceholder") : undefined}
          aria-label={t("profUi.remarkOf", { name: row.staffName })}
          onChange={(e) => onChange(row.declarationId, { remark: e.target.value || null })}
        />
      ),
    },
  ];
  return (
    <Table<ProfessorBallotRow>
      rowKey="declarationId"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={false}
      locale={{ emptyText: t("profUi.nothingAwaiting") }}
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
    />
  );
}
