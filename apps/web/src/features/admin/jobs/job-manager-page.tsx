import { JOB_ELEMENTS } from "@zcps/contracts/elements-jobs";
import type { JobRow } from "@zcps/contracts/jobs";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import type { ColumnsType } from "antd/es/table";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { formatRelativeTime } from "../../../lib/format";
import { ChoiceFilter, EnabledFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { pickName } from "../../../lib/use-local-name";
import { useDeleteJob } from "./api/delete-job";
import { useJobHandlers } from "./api/get-job-handlers";
import { type JobPageQuery, useJobs } from "./api/get-jobs";
import { useRunJob } from "./api/run-job";
import { useSetJobEnabled } from "./api/set-job-enabled";
import { JobFormDialog } from "./components/job-form-dialog";
import { JobRunsDrawer, type RunsTarget } from "./components/job-runs-drawer";
import { formatTime, RunStatusTag } from "./components/run-status";

type FormState = { open: false } | { open: true; job?: JobRow };

/** /baseManager/jobManager: scheduled jobs, their runs on demand and their run history. */
export default function JobManagerPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [name, setName] = useState("");
  const [query, setQuery] = useState<JobPageQuery>({ page: 1, limit: 20, name: "" });
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [runsTarget, setRunsTarget] = useState<RunsTarget>(null);
  const jobs = useJobs(query);
  const handlers = useJobHandlers();
  const deleteJob = useDeleteJob();
  const setEnabled = useSetJobEnabled();
  const runJob = useRunJob();
  const english = i18n.language.startsWith("en");

  const canEdit = can(JOB_ELEMENTS.edit);
  const canDelete = can(JOB_ELEMENTS.del);
  const canRun = can(JOB_ELEMENTS.run);

  const handlerTitle = (handler: string) => {
    const info = handlers.data?.find((h) => h.name === handler);
    return info ? (english ? info.titleEn : info.title) : handler;
  };

  function search() {
    setQuery((q) => ({ ...q, page: 1, name }));
  }

  async function remove(job: JobRow) {
    const reply = await deleteJob.mutateAsync(job.id);
    message.success(reply.message || t("jobs.deleted"));
  }

  async function toggle(job: JobRow, enabled: boolean) {
    const reply = await setEnabled.mutateAsync({ id: job.id, enabled });
    message.success(reply.message || t("jobs.saved"));
  }

  /** Runs the job, says how it went and opens its history with the new run on top. */
  async function runNow(job: JobRow) {
    const reply = await runJob.mutateAsync(job.id);
    const run = reply.data;
    if (run.status === "failed") message.error(run.error ? `${reply.message}: ${run.error}` : reply.message);
    else if (run.status === "running") message.info(reply.message);
    else message.success(reply.message);
    setRunsTarget({ job: { id: job.id, name: pickName(english, job.name, job.nameEn) } });
  }

  const columns: ColumnsType<JobRow> = [
    {
      title: t("jobs.col.name"),
      dataIndex: "name",
      width: 170,
      ellipsis: true,
      // the description rides on the name: the row stays within one screen
      render: (name: string, row) => (
        <Tooltip title={pickName(english, row.description, row.descriptionEn)}>
          {pickName(english, name, row.nameEn)}
        </Tooltip>
      ),
    },
    {
      title: t("jobs.col.handler"),
      dataIndex: "handler",
      width: 170,
      ellipsis: true,
      render: (handler: string) => <Tooltip title={handler}>{handlerTitle(handler)}</Tooltip>,
    },
    {
      title: t("jobs.col.cron"),
      dataIndex: "cron",
      width: 130,
      render: (cron: string) => <Typography.Text code>{cron}</Typography.Text>,
    },
    {
      title: t("jobs.col.nextFireAt"),
      dataIndex: "nextFireAt",
      width: 160,
      render: (value: string | null) => formatTime(value),
    },
    {
      title: t("jobs.col.lastRun"),
      dataIndex: "lastRun",
      width: 160,
      render: (lastRun: JobRow["lastRun"]) =>
        lastRun ? (
          <Space size={4}>
            <RunStatusTag status={lastRun.status} />
            <Tooltip title={formatTime(lastRun.startedAt)}>
              <span>{formatRelativeTime(lastRun.startedAt, t)}</span>
            </Tooltip>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t("jobs.never")}</Typography.Text>
        ),
    },
    {
      title: t("jobs.col.enabled"),
      dataIndex: "enabled",
      width: english ? 110 : 90,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={!canEdit}
          loading={setEnabled.isPending && setEnabled.variables?.id === row.id}
          checkedChildren={t("jobs.enabled")}
          unCheckedChildren={t("jobs.disabled")}
          aria-label={`${t("jobs.col.enabled")} ${pickName(english, row.name, row.nameEn)}`}
          onChange={(checked) => {
            toggle(row, checked).catch(() => undefined);
          }}
        />
      ),
    },
    {
      title: t("jobs.col.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 290 : 260,
      render: (_, row) => (
        <Space size={0}>
          {canRun && (
            <Button
              type="link"
              size="small"
              loading={runJob.isPending && runJob.variables === row.id}
              onClick={() => {
                runNow(row).catch(() => undefined);
              }}
            >
              {t("jobs.runNow")}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            onClick={() => setRunsTarget({ job: { id: row.id, name: pickName(english, row.name, row.nameEn) } })}
          >
            {t("jobs.history")}
          </Button>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setFormState({ open: true, job: row })}>
              {t("jobs.edit")}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t("jobs.deleteTitle")}
              description={t("jobs.deleteConfirm", { name: pickName(english, row.name, row.nameEn) })}
              okText={t("jobs.ok")}
              cancelText={t("jobs.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(row).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                {t("jobs.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<JobRow>
      filters={
        <>
          <KeywordFilter
            value={name}
            onChange={setName}
            onSearch={search}
            placeholder={t("jobs.filter.name")}
            width={200}
          />
          <ChoiceFilter
            placeholder={t("jobs.filter.handler")}
            width={240}
            value={query.handler}
            onChange={(handler) => setQuery((q) => ({ ...q, page: 1, handler }))}
            options={(handlers.data ?? []).map((h) => ({ value: h.name, label: english ? h.titleEn : h.title }))}
          />
          <EnabledFilter
            value={query.enabled}
            onChange={(enabled) => setQuery((q) => ({ ...q, page: 1, enabled }))}
            placeholder={t("jobs.filter.enabled")}
            yes={t("jobs.enabled")}
            no={t("jobs.disabled")}
            width={120}
          />
        </>
      }
      onSearch={search}
      searchLabel={t("jobs.search")}
      actions={
        <>
          {can(JOB_ELEMENTS.add) && <Button onClick={() => setFormState({ open: true })}>{t("jobs.add")}</Button>}
          <Button onClick={() => setRunsTarget({})}>{t("jobs.allHistory")}</Button>
        </>
      }
      columns={columns}
      rowKey="id"
      data={jobs.data}
      loading={jobs.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("jobs.total", { total })}
    >
      <JobFormDialog
        open={formState.open}
        job={formState.open ? formState.job : undefined}
        onClose={() => setFormState({ open: false })}
      />
      <JobRunsDrawer target={runsTarget} onClose={() => setRunsTarget(null)} />
    </ListPage>
  );
}
