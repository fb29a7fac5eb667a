import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import { FLOW_TASK_STATUSES, type FlowTaskRow } from "@zcps/contracts/flow";
import Button from "antd/es/button";
import type { ColumnsType } from "antd/es/table";
import Typography from "antd/es/typography";
import { type ComponentType, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, ListPage, type Paging } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useSession } from "../../../stores/session";
import { useClaimTask } from "./api/claim-task";
import { useTasks } from "./api/get-tasks";
import { CompleteDialog } from "./components/complete-dialog";
import { DelegateDialog } from "./components/delegate-dialog";
import { InstanceDrawer } from "./components/instance-drawer";
import { describeForm, formatTime, TaskDue, TaskHandler, TaskStatusTag } from "./components/run-status";
import type { TaskScope } from "./scopes";

type Status = FlowTaskRow["status"];
const live = (task: FlowTaskRow) => task.status === "open" || task.status === "claimed";

/**
 * The tasks: every one of the tenant (/flowManager/flowTaskManager), those waiting for me or my role groups
 * (/flowManager/flowMyTodo) and those I completed (/flowManager/flowMyDone). A group's task is claimed, then
 * completed with its form and a comment; btn_delegate hands any live task to another user; each opens its
 * instance. The server decides every action again.
 */
function TasksPage({ scope }: { scope: TaskScope }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const { message } = useAntdApp();
  const can = useCan();
  const userId = useSession((s) => s.user?.id);
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const [paging, setPaging] = useState<Paging>({ page: 1, limit: 20 });
  const [completing, setCompleting] = useState<FlowTaskRow | null>(null);
  const [delegating, setDelegating] = useState<FlowTaskRow | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const tasks = useTasks({ scope, status, ...paging });
  const claim = useClaimTask();
  const canDelegate = can(FLOW_ELEMENTS.taskDelegate);

  async function claimTask(task: FlowTaskRow) {
    const reply = await claim.mutateAsync(task.id);
    message.success(reply.message);
  }

  const mayClaim = (task: FlowTaskRow) => scope === "todo" && task.status === "open";
  const mayComplete = (task: FlowTaskRow) =>
    live(task) && (task.assigneeId === userId || (scope === "todo" && !task.assigneeId));

  const actions: ColumnsType<FlowTaskRow>[number] = {
    title: t("flowRuns.col.actions"),
    key: "actions",
    fixed: "right",
    width: scope === "done" ? 90 : 240,
    render: (_, task) => {
      const named = (action: string) => `${action} ${task.name} ${task.businessKey ?? task.instanceId}`;
      return (
        <>
          {mayClaim(task) && (
            <Button
              type="link"
              size="small"
              aria-label={named(t("flowRuns.claim"))}
              loading={claim.isPending && claim.variables === task.id}
              onClick={() => {
                claimTask(task).catch(() => undefined);
              }}
            >
              {t("flowRuns.claim")}
            </Button>
          )}
          {mayComplete(task) && (
            <Button
              type="link"
              size="small"
              aria-label={named(t("flowRuns.complete"))}
              onClick={() => setCompleting(task)}
            >
              {t("flowRuns.complete")}
            </Button>
          )}
          {canDelegate && live(task) && (
            <Button
              type="link"
              size="small"
              aria-label={named(t("flowRuns.delegate"))}
              onClick={() => setDelegating(task)}
            >
              {t("flowRuns.delegate")}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            aria-label={named(t("flowRuns.detail"))}
            onClick={() => setOpened(task.instanceId)}
          >
            {t("flowRuns.detail")}
          </Button>
        </>
      );
    },
  };

  const columns: ColumnsType<FlowTaskRow> = [
    { title: t("flowRuns.col.task"), dataIndex: "name", width: 140 },
    { title: t("flowRuns.col.process"), dataIndex: "processName", width: 150 },
    {
      title: t("flowRuns.col.businessKey"),
      dataIndex: "businessKey",
      width: 140,
      ellipsis: { showTitle: true },
      render: (v) => v ?? "—",
    },
    ...(scope === "done"
      ? [
          {
            title: t("flowRuns.col.comment"),
            key: "comment",
            width: 240,
            render: (_: unknown, task: FlowTaskRow) => (
              <>
                {task.comment && <Typography.Paragraph style={{ margin: 0 }}>{task.comment}</Typography.Paragraph>}
                {task.form !== null && <Typography.Text type="secondary">{describeForm(task.form, t)}</Typography.Text>}
              </>
            ),
          },
          { title: t("flowRuns.col.completedAt"), dataIndex: "completedAt", width: 170, render: formatTime },
        ]
      : [
          {
            title: t("flowRuns.col.handler"),
            key: "handler",
            width: 180,
            render: (_: unknown, task: FlowTaskRow) => <TaskHandler task={task} />,
          },
          {
            title: t("flowRuns.col.due"),
            key: "due",
            width: 200,
            render: (_: unknown, task: FlowTaskRow) => <TaskDue task={task} />,
          },
        ]),
    {
      title: t("flowRuns.col.status"),
      dataIndex: "status",
      // the English states ("Completed", "Cancelled") are longer than a tag of 90 px
      width: english ? 110 : 90,
      render: (value: Status) => <TaskStatusTag status={value} />,
    },
    { title: t("flowRuns.col.createdAt"), dataIndex: "createdAt", width: 170, render: formatTime },
    actions,
  ];

  return (
    <ListPage<FlowTaskRow>
      filters={
        scope === "all" && (
          <ChoiceFilter<Status>
            value={status}
            onChange={(picked) => {
              setStatus(picked);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            options={FLOW_TASK_STATUSES.map((value) => ({ value, label: t(`flowRuns.taskStatus.${value}`) }))}
            placeholder={t("flowRuns.filter.taskStatus")}
          />
        )
      }
      onSearch={() => {
        tasks.refetch().catch(() => undefined);
      }}
      searchLabel={t("flowRuns.search")}
      columns={columns}
      rowKey="id"
      data={tasks.data}
      loading={tasks.isFetching}
      paging={paging}
      onPaging={setPaging}
      totalText={(total) => t("flowRuns.taskTotal", { total })}
    >
      <CompleteDialog task={completing} onClose={() => setCompleting(null)} />
      <DelegateDialog task={delegating} onClose={() => setDelegating(null)} />
      <InstanceDrawer instanceId={opened} onClose={() => setOpened(null)} />
    </ListPage>
  );
}

/** The page for each scope, as the router loads it. */
export const TASKS_PAGE: Record<TaskScope, ComponentType> = {
  all: () => <TasksPage scope="all" />,
  todo: () => <TasksPage scope="todo" />,
  done: () => <TasksPage scope="done" />,
};
