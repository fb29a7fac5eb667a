import { DEPARTMENT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/department-review/elements";
import type {
  DepartmentProgress,
  OverdueRow,
  ReviewerProgress,
} from "@zcps/contracts/zcps/department-review/supervision";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { pickName } from "../../../lib/use-local-name";
import { useSupervision } from "./api/get-supervision";
import { useRemindReviewer } from "./api/remind-reviewer";
import { useMaterialName } from "./components/item-fields";

const FIGURES = ["total", "assigned", "decided", "pending", "returned", "notRecognized", "overdue"] as const;

/**
 * /bcsh/SupervisionOfAudit: the batch's verification work per department and per reviewer, the items overdue by
 * working days, and a reminder to a reviewer (an assigner sees their department, the personnel office every one, or
 * the one they pick).
 */
export default function SupervisionPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const { message } = useAntdApp();
  const materialName = useMaterialName();
  const [departId, setDepartId] = useState<string>();
  // the unnamed answer lists every department to pick from; a named one holds that department's rows only
  const everyDepartment = useSupervision();
  const picked = useSupervision(departId);
  const supervision = departId ? picked : everyDepartment;
  const remind = useRemindReviewer();
  const data = supervision.data;
  const choices = everyDepartment.data?.allDepartments ? everyDepartment.data.departments : [];
  const departName = (id: string) => {
    const found = data?.departments.find((d) => d.departId === id);
    return found ? pickName(en, found.name, found.nameEn) : "";
  };
  const figureColumns = <Row extends DepartmentProgress | ReviewerProgress>(): ColumnsType<Row> =>
    FIGURES.map((f) => ({
      title: t(`departUi.fig.${f}`),
      dataIndex: f,
      width: 90,
      align: "right" as const,
      render: (n: number) => (f === "overdue" && n > 0 ? <Tag color="red">{n}</Tag> : n),
    }));

  async function sendReminder(row: ReviewerProgress) {
    const reply = await remind.mutateAsync(row.reviewerId);
    message.success(reply.message);
  }

  const departments: ColumnsType<DepartmentProgress> = [
    {
      title: t("departUi.col.department"),
      dataIndex: "name",
      width: 140,
      render: (_, r) => pickName(en, r.name, r.nameEn),
    },
    ...figureColumns<DepartmentProgress>(),
    { title: t("departUi.fig.tasksOpen"), dataIndex: "tasksOpen", width: 100, align: "right" },
    { title: t("departUi.fig.tasksClosed"), dataIndex: "tasksClosed", width: 100, align: "right" },
  ];
  const reviewers: ColumnsType<ReviewerProgress> = [
    { title: t("departUi.col.reviewer"), dataIndex: "name", width: 100 },
    { title: t("departUi.col.department"), dataIndex: "departId", width: 130, render: departName },
    ...figureColumns<ReviewerProgress>(),
    {
      title: t("departUi.col.remindedAt"),
      dataIndex: "remindedAt",
      width: 140,
      render: (v: string | null) => (v ? dayjs(v).format("MM-DD HH:mm") : "-"),
    },
    ...(can(DEPARTMENT_REVIEW_ELEMENTS.supervisionRemind)
      ? [
          {
            title: t("departUi.col.actions"),
            key: "remind",
            width: 90,
            render: (_: unknown, row: ReviewerProgress) => (
              <Button
                size="small"
                disabled={row.pending === 0}
                loading={remind.isPending && remind.variables === row.reviewerId}
                onClick={() => sendReminder(row)}
              >
                {t("departUi.remind")}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const overdue: ColumnsType<OverdueRow> = [
    { title: t("departUi.col.declarant"), dataIndex: "declarantName", width: 100 },
    { title: t("departUi.col.type"), dataIndex: "materialType", width: 130, render: materialName },
    {
      title: t("departUi.col.department"),
      dataIndex: "departName",
      width: 130,
      render: (_, r) => pickName(en, r.departName, r.departNameEn),
    },
    { title: t("departUi.col.reviewer"), dataIndex: "reviewerName", width: 100 },
    { title: t("departUi.col.since"), dataIndex: "since", width: 120 },
    { title: t("departUi.col.due"), dataIndex: "dueDate", width: 120 },
    {
      title: t("departUi.col.round"),
      dataIndex: "round",
      width: 140,
      render: (round: number) => (round > 1 ? <Tag color="blue">{t("departUi.supplementary", { round })}</Tag> : round),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Panel
        title={t("departUi.progressByDepartment")}
        testId="supervision-departments"
        extra={
          choices.length > 0 && (
            <ChoiceFilter
              value={departId}
              onChange={setDepartId}
              options={choices.map((d) => ({ value: d.departId, label: pickName(en, d.name, d.nameEn) }))}
              placeholder={t("departUi.allDepartments")}
              width={200}
              searchable
            />
          )
        }
      >
        {data && (
          <Typography.Paragraph type="secondary">
            {departId
              ? t("departUi.scopeOne", { name: departName(departId) })
              : t(data.allDepartments ? "departUi.scopeAll" : "departUi.scopeOwn")}{" "}
            {t("departUi.reviewDays", { days: data.reviewDays })}
          </Typography.Paragraph>
        )}
        <Table<DepartmentProgress>
          rowKey="departId"
          size="small"
          pagination={false}
          loading={supervision.isFetching}
          dataSource={data?.departments}
          columns={departments}
          scroll={{ x: "max-content" }}
        />
      </Panel>
      <Panel title={t("departUi.progressByReviewer")} testId="supervision-reviewers">
        <Table<ReviewerProgress>
          rowKey={(r) => `${r.departId}|${r.reviewerId}`}
          size="small"
          pagination={false}
          loading={supervision.isFetching}
          dataSource={data?.reviewers}
          columns={reviewers}
          scroll={{ x: "max-content" }}
        />
      </Panel>
      <Panel title={t("departUi.overdueItems", { count: data?.overdue.length ?? 0 })} testId="supervision-overdue">
        <Table<OverdueRow>
          rowKey="itemId"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          loading={supervision.isFetching}
          dataSource={data?.overdue}
          columns={overdue}
          scroll={{ x: "max-content" }}
        />
      </Panel>
    </Flex>
  );
}
