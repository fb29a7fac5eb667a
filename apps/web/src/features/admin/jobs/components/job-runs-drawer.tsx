import { JOB_RUN_STATUSES, type JobRun, type JobRunStatus } from "@zcps/contracts/jobs";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceFilter } from "../../../../lib/list-page";
import { useLocalName } from "../../../../lib/use-local-name";
import { type JobRunQuery, useJobRuns } from "../api/get-job-runs";
import { formatDuration, formatTime, RunStatusTag } from "./run-status";

/** Whose runs the drawer shows: one job's, all jobs' (job undefined), or none (closed). */
export type RunsTarget = { job?: { id: string; name: string } } | null;

const PAGE_SIZES = [10, 20, 50];

/** A handler's summary ({"sessions":3,...}) as "sessions: 3, ...". */
function describeResult(result: string | null): string {
  if (!result) return "";
  try {
    const value: unknown = JSON.parse(result);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.entries(value)
        .map(([key, v]) => `${key}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
        .join(", ");
    }
  } catch {
    // not JSON: shown as it is
  }
  return result;
}

export function JobRunsDrawer({ target, onClose }: { target: RunsTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const jobId = target?.job?.id;
  const [query, setQuery] = useState<JobRunQuery>({ page: 1, limit: 10 });
  useEffect(() => {
    setQuery({ jobId, page: 1, limit: 10 });
  }, [jobId]);
  const runs = useJobRuns({ ...query, jobId }, target !== null);

  const columns: ColumnsType<JobRun> = [
    { title: t("jobs.run.startedAt"), dataIndex: "startedAt", width: 170, render: formatTime },
    ...(jobId
      ? []
      : [
          {
            title: t("jobs.run.job"),
            dataIndex: "jobName",
            width: 160,
            ellipsis: true,
            render: (name: string, run: JobRun) => localName(name, run.jobNameEn),
          },
        ]),
    {
      title: t("jobs.run.trigger"),
      dataIndex: "trigger",
      width: 90,
      render: (trigger: JobRun["trigger"]) => (
        <Tag color={trigger === "manual" ? "purple" : "blue"}>{t(`jobs.trigger.${trigger}`)}</Tag>
      ),
    },
    { title: t("jobs.run.scheduledFor"), dataIndex: "scheduledFor", width: 170, render: formatTime },
    {
      title: t("jobs.run.duration"),
      dataIndex: "durationMs",
      width: 100,
      render: (ms: number | null) => formatDuration(ms, t),
    },
    {
      title: t("jobs.run.status"),
      dataIndex: "status",
      width: 90,
      render: (status: JobRunStatus) => <RunStatusTag status={status} />,
    },
    {
      title: t("jobs.run.detail"),
      key: "detail",
      render: (_, run) =>
        run.error ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: run.error }} style={{ maxWidth: 320 }}>
            {run.error}
          </Typography.Text>
        ) : (
          <Typography.Text ellipsis={{ tooltip: describeResult(run.result) }} style={{ maxWidth: 320 }}>
            {describeResult(run.result)}
          </Typography.Text>
        ),
    },
    { title: t("jobs.run.instance"), dataIndex: "instance", width: 160, ellipsis: true },
  ];

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={jobId ? 960 : 1100}
      title={target?.job ? t("jobs.historyTitle", { name: target.job.name }) : t("jobs.allHistoryTitle")}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <ChoiceFilter<JobRunStatus>
            placeholder={t("jobs.run.status")}
            width={140}
            value={query.status}
            onChange={(status) => setQuery((q) => ({ ...q, page: 1, status }))}
            options={JOB_RUN_STATUSES.map((status) => ({ value: status, label: t(`jobs.status.${status}`) }))}
          />
          <Button onClick={() => void runs.refetch()} loading={runs.isFetching}>
            {t("jobs.refresh")}
          </Button>
        </Flex>
        <Table<JobRun>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={runs.data?.rows ?? []}
          loading={runs.isLoading}
          scroll={{ x: 1060 }}
          pagination={{
            current: query.page,
            pageSize: query.limit,
            total: runs.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t("jobs.total", { total }),
            onChange: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
          }}
        />
      </Flex>
    </Drawer>
  );
}
