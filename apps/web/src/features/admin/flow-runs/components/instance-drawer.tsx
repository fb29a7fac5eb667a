import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import type { FlowInstanceDetail, FlowTaskRow } from "@zcps/contracts/flow";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Spin from "antd/es/spin";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { BpmnDiagram } from "../../../../lib/bpmn-diagram";
import { useSession } from "../../../../stores/session";
import { useInstance } from "../api/get-instance";
import { CancelDialog } from "./cancel-dialog";
import { HistoryTimeline } from "./history-timeline";
import { MessageDialog } from "./message-dialog";
import { describeForm, formatTime, InstanceStatusTag, TaskDue, TaskHandler, TaskStatusTag } from "./run-status";
import { waitingMessages } from "./waiting-messages";

/** The activities an instance has passed, from its history (an activity ended, or a task completed there). */
function passedActivities(detail: FlowInstanceDetail): string[] {
  const passed = new Set<string>();
  for (const entry of detail.history) {
    if (entry.activityId && (entry.event === "end" || entry.event === "complete")) passed.add(entry.activityId);
  }
  return [...passed];
}

const variableText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

function Legend() {
  const { t } = useTranslation();
  return (
    <Flex gap={8}>
      <Tag color="volcano">{t("flowRuns.legend.current")}</Tag>
      <Tag color="green">{t("flowRuns.legend.done")}</Tag>
    </Flex>
  );
}

function InstanceTasks({ tasks }: { tasks: FlowTaskRow[] }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const columns: ColumnsType<FlowTaskRow> = [
    { title: t("flowRuns.col.task"), dataIndex: "name", width: 140 },
    { title: t("flowRuns.col.handler"), key: "handler", width: 170, render: (_, task) => <TaskHandler task={task} /> },
    { title: t("flowRuns.col.due"), key: "due", width: 170, render: (_, task) => <TaskDue task={task} /> },
    {
      title: t("flowRuns.col.status"),
      dataIndex: "status",
      // the English states ("Completed", "Cancelled") are longer than a tag of 90 px
      width: english ? 110 : 90,
      render: (status: FlowTaskRow["status"]) => <TaskStatusTag status={status} />,
    },
    {
      title: t("flowRuns.col.comment"),
      key: "comment",
      width: 200,
      render: (_, task) => (
        <Flex vertical>
          {task.comment && <Typography.Text>{task.comment}</Typography.Text>}
          {task.form !== null && <Typography.Text type="secondary">{describeForm(task.form, t)}</Typography.Text>}
        </Flex>
      ),
    },
    { title: t("flowRuns.col.completedAt"), dataIndex: "completedAt", width: 160, render: formatTime },
  ];
  return (
    <Table<FlowTaskRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={tasks}
      pagination={false}
      scroll={{ x: 930 }}
      locale={{ emptyText: t("flowRuns.noTasks") }}
      data-testid="flow-instance-tasks"
    />
  );
}

/**
 * One instance: its diagram with the current activities outlined and the passed ones marked, its facts, tasks,
 * variables and history; cancelling it (its starter, or flowProcessInstanceManager:btn_cancel) and delivering a
 * message it waits for (btn_message). The server decides each again.
 */
export function InstanceDrawer({ instanceId, onClose }: { instanceId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const userId = useSession((s) => s.user?.id);
  const instance = useInstance(instanceId);
  const detail = instanceId && instance.data?.id === instanceId ? instance.data : undefined;
  const [cancelling, setCancelling] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [diagramError, setDiagramError] = useState<string | null>(null);
  const messages = useMemo(
    () => (detail?.status === "running" ? waitingMessages(detail.xml, detail.currentActivities) : []),
    [detail],
  );
  const passed = useMemo(() => (detail ? passedActivities(detail) : []), [detail]);
  const running = detail?.status === "running";
  const mayCancel = running && (detail?.starterId === userId || can(FLOW_ELEMENTS.instanceCancel));
  const mayMessage = running && messages.length > 0 && can(FLOW_ELEMENTS.instanceMessage);
  const variables = Object.entries(detail?.variables ?? {});

  return (
    <Drawer
      open={instanceId !== null}
      onClose={onClose}
      size={1000}
      title={detail ? t("flowRuns.detailTitle", { name: detail.name }) : ""}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          {mayMessage && <Button onClick={() => setMessaging(true)}>{t("flowRuns.message")}</Button>}
          {mayCancel && (
            <Button danger onClick={() => setCancelling(true)}>
              {t("flowRuns.cancel")}
            </Button>
          )}
        </Flex>
      }
    >
      {!detail ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t("flowRuns.col.process")}>
              {detail.name} {t("flowRuns.version", { version: detail.version })}
            </Descriptions.Item>
            <Descriptions.Item label={t("flowRuns.col.businessKey")}>{detail.businessKey ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("flowRuns.col.status")}>
              <InstanceStatusTag status={detail.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("flowRuns.col.starter")}>
              {detail.starterName ?? detail.starterId}
            </Descriptions.Item>
            <Descriptions.Item label={t("flowRuns.col.startedAt")}>{formatTime(detail.startedAt)}</Descriptions.Item>
            <Descriptions.Item label={t("flowRuns.col.endedAt")}>{formatTime(detail.endedAt)}</Descriptions.Item>
            <Descriptions.Item label={t("flowRuns.col.current")} span={detail.cancelReason ? 1 : 3}>
              {detail.currentActivityNames.join(", ") || "—"}
            </Descriptions.Item>
            {detail.cancelReason && (
              <Descriptions.Item label={t("flowRuns.col.cancelReason")} span={2}>
                {detail.cancelReason}
              </Descriptions.Item>
            )}
          </Descriptions>

          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t("flowRuns.section.diagram")}
            </Typography.Title>
            <Legend />
          </Flex>
          {diagramError ? (
            <Alert type="error" showIcon title={t("flowRuns.diagramFailed", { detail: diagramError })} />
          ) : (
            <BpmnDiagram
              xml={detail.xml}
              current={detail.currentActivities}
              completed={passed}
              height={340}
              label={t("flowRuns.diagramLabel", { name: detail.name })}
              onError={(error) => setDiagramError(error.message)}
            />
          )}

          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("flowRuns.section.tasks")}
          </Typography.Title>
          <InstanceTasks tasks={detail.tasks} />

          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("flowRuns.section.variables")}
          </Typography.Title>
          {variables.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("flowRuns.noVariables")} />
          ) : (
            <Descriptions size="small" column={2} bordered data-testid="flow-variables">
              {variables.map(([name, value]) => (
                <Descriptions.Item key={name} label={name}>
                  <Typography.Text code>{variableText(value)}</Typography.Text>
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}

          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("flowRuns.section.history")}
          </Typography.Title>
          <HistoryTimeline detail={detail} />
        </Flex>
      )}
      <CancelDialog instance={cancelling && detail ? detail : null} onClose={() => setCancelling(false)} />
      <MessageDialog
        instanceId={messaging && detail ? detail.id : null}
        messages={messages}
        onClose={() => setMessaging(false)}
      />
    </Drawer>
  );
}
