import {
  BATCH_KINDS,
  BATCH_STATUSES,
  type BatchAction,
  type BatchKind,
  type BatchRow,
  type BatchStatus,
  type ProjectRow,
} from "@zcps/contracts/zcps/config/api";
import { CONFIG_ELEMENTS } from "@zcps/contracts/zcps/config/elements";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { DeleteLink } from "../../../../lib/delete-link";
import { ChoiceFilter } from "../../../../lib/list-page";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useChangeBatchStatus } from "../api/change-batch-status";
import { useDeleteBatch } from "../api/delete-batch";
import { type BatchQuery, useBatches } from "../api/get-batches";
import { BatchDrawer, type BatchDrawerState } from "./batch-drawer";

const STATUS_COLORS: Record<BatchStatus, string> = {
  DRAFT: "default",
  PUBLISHED: "green",
  CLOSED: "orange",
  ARCHIVED: "purple",
};

/** The next lifecycle action of a batch in each status. */
const NEXT_ACTION: Partial<Record<BatchStatus, BatchAction>> = {
  DRAFT: "publish",
  PUBLISHED: "close",
  CLOSED: "archive",
};

const day = (value: string | null) => (value ? dayjs(value).format("YYYY-MM-DD") : "");

/** The batches of the chosen project with their window, pipeline, status and lifecycle actions. */
export function BatchesPanel({ project }: { project: ProjectRow | undefined }) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const english = i18n.language.startsWith("en");
  const [name, setName] = useState("");
  const [query, setQuery] = useState<Omit<BatchQuery, "projectId">>({ page: 1, limit: 10, name: "" });
  const [drawer, setDrawer] = useState<BatchDrawerState>({ open: false });
  const batches = useBatches({ ...query, projectId: project?.id });
  const remove = useDeleteBatch();
  const changeStatus = useChangeBatchStatus();

  async function act(batch: BatchRow, action: BatchAction) {
    const reply = await changeStatus.mutateAsync({ id: batch.id, action });
    message.success(reply.message);
  }

  async function removeBatch(batch: BatchRow) {
    const reply = await remove.mutateAsync(batch.id);
    message.success(reply.message);
  }

  const columns: ColumnsType<BatchRow> = [
    {
      title: t("zcfg.batch.name"),
      dataIndex: "name",
      width: 150,
      ellipsis: true,
      render: (_: string, row) => (english && row.nameEn ? row.nameEn : row.name),
    },
    { title: t("zcfg.batch.kind"), dataIndex: "kind", width: 120, render: (kind: BatchKind) => t(`zcfg.kind.${kind}`) },
    {
      title: t("zcfg.batch.status"),
      dataIndex: "status",
      width: 90,
      render: (status: BatchStatus) => <Tag color={STATUS_COLORS[status]}>{t(`zcfg.status.${status}`)}</Tag>,
    },
    {
      title: t("zcfg.batch.window"),
      key: "window",
      width: 200,
      render: (_, row) =>
        row.startsAt ? (
          `${day(row.startsAt)} ~ ${day(row.endsAt)}`
        ) : (
          <Tag color="warning">{t("zcfg.batch.noWindow")}</Tag>
        ),
    },
    {
      title: t("zcfg.batch.stages"),
      key: "stages",
      width: 90,
      render: (_, row) => (
        <Tooltip
          title={row.pipeline
            .filter((s) => s.enabled)
            .map((s) => t(`decl.state.${s.stage}`))
            .join(" → ")}
        >
          <span>
            {row.pipeline.filter((s) => s.enabled).length}/{row.pipeline.length}
          </span>
        </Tooltip>
      ),
    },
    { title: t("zcfg.batch.cutoff"), dataIndex: "cutoffDate", width: 110 },
    { title: t("zcfg.batch.titles"), dataIndex: "titleCount", width: english ? 70 : 60 },
    { title: t("zcfg.batch.declarations"), dataIndex: "declarationCount", width: english ? 115 : 60 },
    {
      title: t("zcfg.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 220 : 180,
      render: (_, row) => {
        const next = NEXT_ACTION[row.status];
        return (
          <Space size={0}>
            {can(CONFIG_ELEMENTS.batchEdit) && row.status !== "ARCHIVED" && (
              <Button
                type="link"
                size="small"
                onClick={() => setDrawer({ open: true, projectId: row.projectId, batch: row })}
              >
                {t("zcfg.edit")}
              </Button>
            )}
            {next && can(CONFIG_ELEMENTS.batchPublish) && (
              <Popconfirm
                title={t(`zcfg.action.${next}Title`)}
                description={t(`zcfg.action.${next}Confirm`, { name: row.name })}
                okText={t("zcfg.ok")}
                cancelText={t("zcfg.cancel")}
                onConfirm={() => act(row, next).catch(() => undefined)}
              >
                <Button type="link" size="small">
                  {t(`zcfg.action.${next}`)}
                </Button>
              </Popconfirm>
            )}
            {can(CONFIG_ELEMENTS.batchDel) && (
              <DeleteLink
                title={t("zcfg.batch.deleteTitle")}
                description={t("zcfg.batch.deleteConfirm", { name: row.name })}
                onConfirm={() => removeBatch(row)}
              />
            )}
          </Space>
        );
      },
    },
  ];

  const projectName = project ? (english && project.nameEn ? project.nameEn : project.name) : "";

  return (
    <Card size="small" title={project ? t("zcfg.batch.titleOf", { name: projectName }) : t("zcfg.batch.title")}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => setQuery((q) => ({ ...q, page: 1, name }))}
            placeholder={t("zcfg.batch.name")}
            aria-label={t("zcfg.batch.name")}
            allowClear
            style={{ width: 160 }}
          />
          <ChoiceFilter<BatchKind>
            placeholder={t("zcfg.batch.kind")}
            width={150}
            value={query.kind}
            onChange={(kind) => setQuery((q) => ({ ...q, page: 1, kind }))}
            options={BATCH_KINDS.map((kind) => ({ value: kind, label: t(`zcfg.kind.${kind}`) }))}
          />
          <ChoiceFilter<BatchStatus>
            placeholder={t("zcfg.batch.status")}
            width={120}
            value={query.status}
            onChange={(status) => setQuery((q) => ({ ...q, page: 1, status }))}
            options={BATCH_STATUSES.map((status) => ({ value: status, label: t(`zcfg.status.${status}`) }))}
          />
          <Button onClick={() => setQuery((q) => ({ ...q, page: 1, name }))}>{t("zcfg.search")}</Button>
          {can(CONFIG_ELEMENTS.batchAdd) && project && (
            <Button type="primary" onClick={() => setDrawer({ open: true, projectId: project.id })}>
              {t("zcfg.batch.add")}
            </Button>
          )}
        </Flex>
        <Table<BatchRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={batches.data?.rows ?? []}
          loading={batches.isFetching}
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
          pagination={{
            current: query.page,
            pageSize: query.limit,
            total: batches.data?.total ?? 0,
            size: "small",
            showTotal: (total) => t("zcfg.total", { total }),
            onChange: (page) => setQuery((q) => ({ ...q, page })),
          }}
        />
      </Flex>
      <BatchDrawer state={drawer} onClose={() => setDrawer({ open: false })} />
    </Card>
  );
}
