import type { FlowInstanceDetail } from "@zcps/contracts/flow";
import Flex from "antd/es/flex";
import Tag from "antd/es/tag";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { describeForm, formatTime } from "./run-status";

type HistoryEntry = FlowInstanceDetail["history"][number];

const COLORS: Record<string, string> = {
  complete: "green",
  claim: "blue",
  delegate: "purple",
  cancel: "red",
  message: "blue",
  timer: "blue",
};

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** What an entry carries beside its event: the comment and form of a completion, a delegation's or a cancellation's reason. */
function details(entry: HistoryEntry, t: (key: string, values?: Record<string, string>) => string): string[] {
  const payload = (entry.payload ?? {}) as Record<string, unknown>;
  const lines: string[] = [];
  const comment = text(payload.comment);
  if (comment) lines.push(t("flowRuns.history.comment", { comment }));
  const reason = text(payload.reason);
  if (reason) lines.push(t("flowRuns.history.reason", { reason }));
  const form = describeForm(payload.form, t);
  if (form) lines.push(t("flowRuns.history.form", { form }));
  return lines;
}

/** An instance's history, oldest first: the event, the activity, who did it and when, with its comment or form. */
export function HistoryTimeline({ detail }: { detail: FlowInstanceDetail }) {
  const { t } = useTranslation();
  // names the page knows when the server does not send one
  const known = new Map<string, string>([[detail.starterId, detail.starterName ?? detail.starterId]]);
  for (const task of detail.tasks)
    if (task.assigneeId && task.assigneeName) known.set(task.assigneeId, task.assigneeName);
  const who = (entry: HistoryEntry) =>
    entry.byName ?? (entry.by ? (known.get(entry.by) ?? entry.by) : t("flowRuns.history.system"));

  return (
    <Timeline
      data-testid="flow-history"
      items={detail.history.map((entry, i) => ({
        key: `${entry.at}-${i}`,
        color: COLORS[entry.event] ?? "gray",
        content: (
          <Flex vertical gap={2}>
            <Flex gap={8} wrap align="center">
              <Tag>{t(`flowRuns.event.${entry.event}`, { defaultValue: entry.event })}</Tag>
              <Typography.Text strong>
                {entry.activityName ?? entry.activityId ?? t("flowRuns.history.process")}
              </Typography.Text>
              <Typography.Text type="secondary">{who(entry)}</Typography.Text>
              <Typography.Text type="secondary">{formatTime(entry.at)}</Typography.Text>
            </Flex>
            {details(entry, t).map((line) => (
              <Typography.Text key={line}>{line}</Typography.Text>
            ))}
          </Flex>
        ),
      }))}
    />
  );
}
