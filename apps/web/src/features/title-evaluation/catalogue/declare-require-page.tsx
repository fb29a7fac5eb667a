import type { RequirementRow } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_ELEMENTS } from "@zcps/contracts/zcps/catalogue/elements";
import { describeRuleTree } from "@zcps/contracts/zcps/eligibility";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useBatchChoice } from "../kit/batch-select";
import { useDeleteRequirement } from "./api/delete-requirement";
import { useBatchTitles } from "./api/get-batch-titles";
import { useCatalogueContext } from "./api/get-catalogue-context";
import { type RequirementQuery, useRequirements } from "./api/get-requirements";
import { BatchListLayout, cataloguePagerOf, DeleteLink } from "./components/delete-link";
import { RequirementDrawer, type RequirementDrawerState } from "./components/requirement-drawer";
import { useCatalogueLabels } from "./components/use-catalogue-labels";
import "./catalogue.css";

type Filter = Omit<RequirementQuery, "projectTimeId">;

/** /zcps/declareRequire: per batch × title × track × method the requirement's rule tree, versioned once published. */
export default function DeclareRequirePage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const context = useCatalogueContext();
  const labels = useCatalogueLabels(context.data);
  const { batch, batchId, choose, currentBatches } = useBatchChoice(context.data?.batches);
  const [filter, setFilter] = useState<Filter>({ page: 1, limit: 20 });
  const [drawer, setDrawer] = useState<RequirementDrawerState>({ open: false });
  const requirements = useRequirements({ ...filter, projectTimeId: batchId ?? "" });
  const titles = useBatchTitles(batchId);
  const remove = useDeleteRequirement();

  async function del(row: RequirementRow) {
    message.success((await remove.mutateAsync(row.id)).message);
  }

  const columns: ColumnsType<RequirementRow> = [
    { title: t("catalogue.col.title"), dataIndex: "titleId", width: 150, render: labels.title },
    {
      title: t("catalogue.col.track"),
      dataIndex: "trackCode",
      width: 150,
      render: (code: string) => (code ? labels.track(code) : t("catalogue.requirement.anyTrack")),
    },
    { title: t("catalogue.col.method"), dataIndex: "method", width: 140, render: labels.method },
    {
      title: t("catalogue.col.requirementText"),
      key: "text",
      width: 420,
      ellipsis: true,
      render: (_, row) => {
        const lines = describeRuleTree(row.rule, labels.lang);
        const generated = lines
          .slice(1)
          .map((l) => l.trim())
          .join(labels.lang === "en" ? "; " : "；");
        // the school's own summary is written in Chinese: English readers get the text generated from the rules
        const summary = labels.lang === "en" ? generated : row.text || generated;
        return (
          <Tooltip title={<pre className="rule-tooltip">{lines.join("\n")}</pre>}>
            <span>{summary}</span>
          </Tooltip>
        );
      },
    },
    {
      title: t("catalogue.col.version"),
      dataIndex: "version",
      width: 90,
      render: (v: number, row) => (
        <Tooltip title={t("catalogue.requirement.versionCount", { count: row.versions })}>
          <Tag color="blue">v{v}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t("catalogue.col.savedAt"),
      dataIndex: "createdAt",
      width: 190,
      render: (at: string, row) => `${dayjs(at).format("YYYY-MM-DD HH:mm")} ${row.createdByName ?? ""}`,
    },
    {
      title: t("catalogue.col.actions"),
      key: "actions",
      fixed: "right",
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDrawer({ open: true, row })}>
            {can(CATALOGUE_ELEMENTS.requireEdit) ? t("catalogue.edit") : t("catalogue.requirement.view")}
          </Button>
          {can(CATALOGUE_ELEMENTS.requireDel) && batch?.status === "DRAFT" && (
            <DeleteLink
              description={t("catalogue.requirement.deleteConfirm", { name: labels.title(row.titleId) })}
              onConfirm={() => del(row)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <BatchListLayout
      loaded={context.isSuccess}
      batches={currentBatches}
      batchId={batchId}
      onBatch={(id) => {
        choose(id);
        setFilter((f) => ({ ...f, page: 1, titleId: undefined }));
      }}
      filters={
        <>
          <ChoiceFilter
            placeholder={t("catalogue.col.title")}
            width={200}
            value={filter.titleId}
            onChange={(titleId) => setFilter((f) => ({ ...f, page: 1, titleId }))}
            options={(titles.data ?? []).map((x) => ({ value: x.titleId, label: labels.title(x.titleId) }))}
            searchable
          />
          <ChoiceFilter
            placeholder={t("catalogue.col.method")}
            width={180}
            value={filter.method}
            onChange={(method) => setFilter((f) => ({ ...f, page: 1, method }))}
            options={[...new Set((titles.data ?? []).flatMap((x) => x.methods))].map((m) => ({
              value: m,
              label: labels.method(m),
            }))}
          />
          {can(CATALOGUE_ELEMENTS.requireAdd) && batchId && (
            <Button onClick={() => setDrawer({ open: true })}>{t("catalogue.requirement.add")}</Button>
          )}
        </>
      }
    >
      <Table<RequirementRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={requirements.data?.rows ?? []}
        loading={requirements.isFetching}
        scroll={{ x: 1280 }}
        pagination={cataloguePagerOf(t, filter, setFilter, requirements.data?.total ?? 0)}
      />
      {batchId && (
        <RequirementDrawer
          state={drawer}
          projectTimeId={batchId}
          batchStatus={batch?.status}
          titles={titles.data ?? []}
          labels={labels}
          onClose={() => setDrawer({ open: false })}
        />
      )}
    </BatchListLayout>
  );
}
