import type { RecommendRow } from "@zcps/contracts/zcps/unit-review/api";
import Button from "antd/es/button";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Switch from "antd/es/switch";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { StateTag, useLabels } from "../../kit/declaration-labels";
import type { RecommendDraftRow } from "../logic";
import { QuotaExemptTag, VerdictTag } from "./verdict-tag";

/** The declarations awaiting the recommendation with the draft's rank, choice and remark (editable or read-only). */
export function RecommendTable({
  rows,
  draft,
  duplicates,
  editable,
  loading,
  onChange,
  onOpen,
}: {
  rows: RecommendRow[];
  draft: Map<string, RecommendDraftRow>;
  duplicates: Set<number>;
  editable: boolean;
  loading: boolean;
  onChange: (id: string, patch: Partial<RecommendDraftRow>) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Table<RecommendRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t("unitReview.nothingToRecommend") }}
      scroll={{ x: 1400 }}
      columns={[
        {
          title: t("unitReview.col.rank"),
          key: "rank",
          width: 100,
          fixed: "left",
          render: (_, row) => {
            const rank = draft.get(row.id)?.rank ?? null;
            return (
              <InputNumber<number>
                min={1}
                max={9999}
                precision={0}
                value={rank}
                disabled={!editable}
                status={rank !== null && duplicates.has(rank) ? "error" : undefined}
                aria-label={t("unitReview.rankOf", { name: row.staffName })}
                onChange={(value) => onChange(row.id, { rank: value ?? null })}
                style={{ width: 72 }}
              />
            );
          },
        },
        {
          title: t("declareUser.col.name"),
          dataIndex: "staffName",
          width: 100,
          render: (name: string, row) => (
            <Button type="link" size="small" onClick={() => onOpen(row.id)}>
              {name}
            </Button>
          ),
        },
        { title: t("declareUser.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
        {
          title: t("declareUser.col.title"),
          key: "title",
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
        {
          title: t("unitReview.col.precheck"),
          key: "precheck",
          width: 240,
          render: (_, row) => <VerdictTag precheck={row.precheck} />,
        },
        {
          title: t("unitReview.col.quota"),
          key: "quotaExempt",
          width: 120,
          render: (_, row) => (row.quotaExempt ? <QuotaExemptTag exempt /> : "-"),
        },
        {
          title: t("unitReview.col.recommend"),
          key: "recommend",
          width: 110,
          fixed: "right",
          render: (_, row) => (
            <Switch
              checked={draft.get(row.id)?.recommend ?? false}
              disabled={!editable}
              aria-label={t("unitReview.recommendOf", { name: row.staffName })}
              checkedChildren={t("unitReview.yes")}
              unCheckedChildren={t("unitReview.no")}
              onChange={(recommend) => onChange(row.id, { recommend })}
            />
          ),
        },
        {
          title: t("unitReview.col.remark"),
          key: "remark",
          width: 200,
          fixed: "right",
          render: (_, row) => (
            <Input
              value={draft.get(row.id)?.remark ?? ""}
              disabled={!editable}
              maxLength={200}
              aria-label={t("unitReview.remarkOf", { name: row.staffName })}
              onChange={(e) => onChange(row.id, { remark: e.target.value || null })}
            />
          ),
        },
      ]}
    />
  );
}
