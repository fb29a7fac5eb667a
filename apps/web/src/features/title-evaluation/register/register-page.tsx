import type { RegisterEntry, RegisterRow } from "@zcps/contracts/zcps/unit-review/api";
import { UNIT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/unit-review/elements";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { DeleteLink } from "../../../lib/delete-link";
import { useAntdApp } from "../../../lib/use-antd-app";
import { UnitBatchFilter } from "../kit/batch-select";
import { StateTag, useLabels } from "../kit/declaration-labels";
import { useDeleteRegisterEntry } from "./api/delete-register-entry";
import { type RegisterEdit, useEditRegister } from "./api/edit-register";
import { type RegisterQuery, useRegister } from "./api/get-register";
import { useReturnRegister } from "./api/return-register";

const { Text } = Typography;
const STATUS_COLORS: Record<string, string> = { DRAFT: "default", SUBMITTED: "blue", RETURNED: "orange" };
const when = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-");

/**
 * The register of declarants a unit reports to personnel (职称申报名册). The unit (/UnitAuditMan/Zcjzcsblb) adds its
 * recommended declarants, checks and refreshes the rows, and reports it; personnel (/PersonnelSynthesis/RSZcjzcsblb)
 * see every unit's register, read a reported one and may send it back with a reason.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const can = useCan();
  const labels = useLabels();
  const { message, modal } = useAntdApp();
  const personnel = useLocation().pathname.startsWith("/PersonnelSynthesis/");
  const [query, setQuery] = useState<RegisterQuery>({ page: 1, limit: 50 });
  const register = useRegister(query);
  const edit = useEditRegister();
  const remove = useDeleteRegisterEntry();
  const sendBack = useReturnRegister();
  const [returning, setReturning] = useState<RegisterRow | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const data = register.data;
  const own = personnel ? undefined : data?.registers[0];
  const editable = !personnel && can(UNIT_REVIEW_ELEMENTS.registerEdit) && own?.status !== "SUBMITTED";

  const run = async (action: RegisterEdit) => {
    const reply = await edit.mutateAsync({ edit: action, projectTimeId: query.projectTimeId }).catch(() => null);
    if (reply) message?.success(reply.message);
  };
  const confirmSubmit = () =>
    modal?.confirm({
      title: t("register.submit"),
      content: t("register.submitConfirm", { count: data?.total ?? 0 }),
      onOk: () => run("submit"),
    });

  const statusTag = (status: string) => <Tag color={STATUS_COLORS[status]}>{t(`register.status.${status}`)}</Tag>;

  const entryColumns: ColumnsType<RegisterEntry> = [
    {
      title: t("register.col.rank"),
      dataIndex: ["data", "unitRank"],
      width: 90,
      render: (v: number | null) => v ?? "-",
    },
    { title: t("declareUser.col.name"), dataIndex: ["data", "staffName"], width: 100 },
    { title: t("declareUser.col.employeeNo"), dataIndex: ["data", "employeeNo"], width: 110 },
    {
      title: t("register.col.gender"),
      dataIndex: ["data", "gender"],
      width: 70,
      render: (v: string | null) => (v ? t(`register.gender.${v}`, v) : "-"),
    },
    { title: t("register.col.currentTitle"), dataIndex: ["data", "currentTitle"], width: 120, render: (v) => v || "-" },
    {
      title: t("declareUser.col.title"),
      key: "title",
      width: 140,
      render: (_, row) => labels.named(row.data.titleName, row.data.titleNameEn),
    },
    { title: t("register.col.level"), key: "level", width: 100, render: (_, row) => labels.level(row.data.level) },
    {
      title: t("register.col.exempt"),
      key: "exempt",
      width: 100,
      render: (_, row) => (row.data.quotaExempt ? <Tag color="purple">{t("register.yes")}</Tag> : "-"),
    },
    {
      title: t("declareUser.col.status"),
      key: "status",
      width: 130,
      render: (_, row) => <StateTag state={row.data.status} />,
    },
    {
      title: t("register.col.problems"),
      key: "problems",
      width: 260,
      render: (_, row) =>
        row.problemTexts.length ? (
          <Flex vertical gap={2}>
            {row.problemTexts.map((text) => (
              <Text key={text} type="danger">
                {text}
              </Text>
            ))}
          </Flex>
        ) : (
          <Tag color="success">{t("register.ok")}</Tag>
        ),
    },
    ...(editable
      ? [
          {
            title: t("register.col.actions"),
            key: "actions",
            width: 90,
            fixed: "right" as const,
            render: (_: unknown, row: RegisterEntry) => (
              <DeleteLink title={t("register.remove")} onConfirm={() => remove.mutateAsync(row.id)} />
            ),
          },
        ]
      : []),
  ];

  const registerColumns: ColumnsType<RegisterRow> = [
    { title: t("register.col.unit"), dataIndex: "unitName", width: 180 },
    { title: t("declareUser.col.status"), dataIndex: "status", width: 100, render: statusTag },
    { title: t("register.col.entries"), dataIndex: "entries", width: 90 },
    { title: t("register.col.failing"), dataIndex: "problems", width: 110 },
    { title: t("register.submittedAt"), dataIndex: "submittedAt", width: 150, render: when },
    { title: t("register.col.returnReason"), dataIndex: "returnReason", width: 200, render: (v) => v || "-" },
    {
      title: t("register.col.actions"),
      key: "actions",
      width: 160,
      render: (_, row) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => setQuery((q) => ({ ...q, unitId: row.unitId, page: 1 }))}>
            {t("register.view")}
          </Button>
          {row.status === "SUBMITTED" && can(UNIT_REVIEW_ELEMENTS.personnelRegisterReturn) && (
            <Button type="link" size="small" danger onClick={() => setReturning(row)}>
              {t("register.sendBack")}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const entries = (
    <Table<RegisterEntry>
      rowKey="id"
      size="middle"
      columns={entryColumns}
      dataSource={data?.entries ?? []}
      loading={register.isFetching}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: personnel ? t("register.chooseUnit") : t("register.empty") }}
      pagination={{
        current: query.page,
        pageSize: query.limit,
        total: data?.total ?? 0,
        showTotal: (total) => t("register.total", { total }),
        onChange: (page, limit) => setQuery((q) => ({ ...q, page, limit })),
      }}
    />
  );

  const batchFilter = (
    <UnitBatchFilter
      value={query.projectTimeId}
      onChange={(projectTimeId) => setQuery((q) => ({ ...q, projectTimeId, unitId: undefined, page: 1 }))}
    />
  );

  return (
    <Flex vertical gap={16}>
      {batchFilter}
      {personnel ? (
        <Table<RegisterRow>
          rowKey="id"
          size="middle"
          columns={registerColumns}
          dataSource={data?.registers ?? []}
          loading={register.isFetching}
          pagination={false}
          scroll={{ x: "max-content" }}
        />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
            <Descriptions.Item label={t("register.title")}>{statusTag(own?.status ?? "DRAFT")}</Descriptions.Item>
            <Descriptions.Item label={t("register.submittedAt")}>{when(own?.submittedAt ?? null)}</Descriptions.Item>
            <Descriptions.Item label={t("register.submittedBy")}>{own?.submittedBy ?? "-"}</Descriptions.Item>
          </Descriptions>
          {own?.status === "RETURNED" && (
            <Alert type="warning" showIcon message={t("register.returned", { reason: own.returnReason ?? "" })} />
          )}
          {editable && (
            <Flex gap={8} wrap>
              <Button type="primary" disabled={!data?.addable} loading={edit.isPending} onClick={() => run("add")}>
                {t("register.add", { count: data?.addable ?? 0 })}
              </Button>
              <Button disabled={!data?.total} onClick={() => run("check")}>
                {t("register.check")}
              </Button>
              <Button disabled={!data?.total} onClick={() => run("refresh")}>
                {t("register.refresh")}
              </Button>
              <Button type="primary" ghost disabled={!data?.total} onClick={confirmSubmit}>
                {t("register.submit")}
              </Button>
            </Flex>
          )}
        </>
      )}
      {entries}
      <Modal
        open={returning !== null}
        title={t("register.sendBackTitle", { unit: returning?.unitName ?? "" })}
        okButtonProps={{ danger: true, loading: sendBack.isPending }}
        okText={t("register.sendBack")}
        onCancel={() => setReturning(null)}
        onOk={async () => {
          const { reason } = await form.validateFields();
          const reply = await sendBack.mutateAsync({ id: returning?.id ?? "", reason }).catch(() => null);
          if (!reply) return;
          message?.success(reply.message);
          form.resetFields();
          setReturning(null);
        }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t("register.reason")}
            rules={[{ required: true, whitespace: true, message: t("register.reasonRequired") }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
