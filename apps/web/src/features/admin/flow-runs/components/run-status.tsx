import type { FlowInstanceRow, FlowTaskRow } from "@zcps/contracts/flow";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { formatFullDateTime } from "../../../../lib/format";

/** A moment as YYYY-MM-DD HH:mm:ss, or a dash. */
export const formatTime = (iso: string | null) => (iso ? formatFullDateTime(iso) : "—");

const INSTANCE_COLORS: Record<FlowInstanceRow["status"], string> = {
  running: "processing",
  completed: "success",
  cancelled: "default",
};

export function InstanceStatusTag({ status }: { status: FlowInstanceRow["status"] }) {
  const { t } = useTranslation();
  return <Tag color={INSTANCE_COLORS[status]}>{t(`flowRuns.status.${status}`)}</Tag>;
}

const TASK_COLORS: Record<FlowTaskRow["status"], string> = {
  open: "gold",
  claimed: "processing",
  completed: "success",
  cancelled: "default",
};

export function TaskStatusTag({ status }: { status: FlowTaskRow["status"] }) {
  const { t } = useTranslation();
  return <Tag color={TASK_COLORS[status]}>{t(`flowRuns.taskStatus.${status}`)}</Tag>;
}

/** Whose the task is: its assignee, else its candidate users and role groups. */
export function TaskHandler({ task }: { task: FlowTaskRow }) {
  const { t } = useTranslation();
  if (task.assigneeId) {
    return (
      <Space size={4} wrap>
        <Typography.Text>{task.assigneeName ?? task.assigneeId}</Typography.Text>
        {task.delegatedFrom && <Tag color="purple">{t("flowRuns.delegatedTag")}</Tag>}
      </Space>
    );
  }
  return (
    <Space size={[4, 2]} wrap>
      {task.candidateGroups.length > 0 && (
        <Typography.Text type="secondary">{t("flowRuns.candidateGroups")}:</Typography.Text>
      )}
      {task.candidateGroups.map((code) => (
        <Tag key={code}>{code}</Tag>
      ))}
      {task.candidateUserIds.length > 0 && (
        <Typography.Text type="secondary">
          {t("flowRuns.candidateUsers")}: {task.candidateUserIds.length}
        </Typography.Text>
      )}
    </Space>
  );
}

/** The due date, marked when a live task is past it. */
export function TaskDue({ task, now = Date.now() }: { task: FlowTaskRow; now?: number }) {
  const { t } = useTranslation();
  if (!task.dueAt) return <>—</>;
  const live = task.status === "open" || task.status === "claimed";
  const overdue = live && new Date(task.dueAt).getTime() < now;
  return (
    <Space size={4} wrap>
      <Typography.Text type={overdue ? "danger" : undefined}>{formatTime(task.dueAt)}</Typography.Text>
      {overdue && <Tag color="error">{t("flowRuns.overdue")}</Tag>}
    </Space>
  );
}

/** A submitted form's values as "variable: value", yes or no for a boolean. */
export function describeForm(form: unknown, t: (key: string) => string): string {
  if (!form || typeof form !== "object") return "";
  return Object.entries(form as Record<string, unknown>)
    .map(([id, value]) => {
      const shown = typeof value === "boolean" ? t(value ? "flowRuns.yes" : "flowRuns.no") : String(value ?? "");
      return `${id}: ${shown}`;
    })
    .join(", ");
}
