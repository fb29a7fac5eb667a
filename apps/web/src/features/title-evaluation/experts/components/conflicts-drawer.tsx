import {
  CONFLICT_SOURCES,
  CONFLICT_TARGETS,
  type ConflictSource,
  type ConflictTarget,
  type ExpertConflictRow,
  type ExpertKind,
  type ExpertRow,
  type ExpertStaffOption,
} from "@zcps/contracts/zcps/experts/api";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Select from "antd/es/select";
import Table from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { useAddConflict } from "../api/add-conflict";
import { useConflicts } from "../api/get-conflicts";
import { searchExpertStaff, useExpertUnits } from "../api/get-expert-lookups";
import { useRemoveConflict } from "../api/remove-conflict";

interface Values {
  targetType: ConflictTarget;
  targetId?: string;
  institution?: string;
  source: ConflictSource;
  reason: string;
}

/** An expert's conflicts: with whom, who reported it and why; personnel add and remove them. */
export function ConflictsDrawer({
  kind,
  expert,
  editable,
  onClose,
}: {
  kind: ExpertKind;
  expert: ExpertRow | null;
  editable: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const localName = useLocalName();
  const [form] = Form.useForm<Values>();
  const targetType = Form.useWatch("targetType", form);
  const conflicts = useConflicts(kind, expert?.id);
  const units = useExpertUnits(kind, Boolean(expert) && editable);
  const add = useAddConflict(kind);
  const remove = useRemoveConflict(kind);
  const [staffOptions, setStaffOptions] = useState<ExpertStaffOption[]>([]);

  async function submit() {
    if (!expert) return;
    const values = await form.validateFields();
    const reply = await add.mutateAsync({
      id: expert.id,
      input: {
        targetType: values.targetType,
        targetId: values.targetType === "INSTITUTION" ? null : (values.targetId ?? null),
        institution: values.targetType === "INSTITUTION" ? (values.institution ?? null) : null,
        source: values.source,
        reason: values.reason,
      },
    });
    message.success(reply.message);
    form.resetFields(["targetId", "institution", "reason"]);
    await conflicts.refetch();
  }

  return (
    <Drawer
      open={Boolean(expert)}
      title={expert ? t("ex.conflictsOf", { name: expert.name }) : ""}
      size={760}
      onClose={onClose}
      destroyOnHidden
    >
      <Table<ExpertConflictRow>
        size="small"
        rowKey="id"
        loading={conflicts.isFetching}
        dataSource={conflicts.data ?? []}
        pagination={false}
        locale={{ emptyText: t("ex.conflict.none") }}
        columns={[
          {
            title: t("ex.conflict.targetType"),
            dataIndex: "targetType",
            width: 100,
            render: (v: ConflictTarget) => t(`ex.target.${v}`),
          },
          {
            title: t("ex.conflict.target"),
            key: "target",
            width: 150,
            render: (_, row) => localName(row.targetName, row.targetNameEn),
          },
          {
            title: t("ex.conflict.source"),
            dataIndex: "source",
            width: 130,
            render: (v: string) => t(`ex.source.${v}`),
          },
          { title: t("ex.conflict.reason"), dataIndex: "reason" },
          {
            title: t("ex.conflict.createdAt"),
            dataIndex: "createdAt",
            width: 110,
            render: (v: string) => dayjs(v).format("YYYY-MM-DD"),
          },
          ...(editable
            ? [
                {
                  title: t("ex.actions"),
                  key: "actions",
                  width: 70,
                  render: (_: unknown, row: ExpertConflictRow) => (
                    <Popconfirm
                      title={t("ex.conflict.removeConfirm")}
                      okText={t("ex.ok")}
                      cancelText={t("ex.cancel")}
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        remove
                          .mutateAsync({ id: row.expertId, conflictId: row.id })
                          .then((reply) => message.success(reply.message))
                          .then(() => conflicts.refetch())
                          .catch(() => undefined)
                      }
                    >
                      <Button type="link" size="small" danger>
                        {t("ex.conflict.remove")}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <Form<Values>
          form={form}
          name={`${kind}-conflict-form`}
          layout="vertical"
          initialValues={{ targetType: "DECLARANT", source: "HR" }}
          style={{ marginTop: 24 }}
        >
          <h4>{t("ex.conflict.add")}</h4>
          <Form.Item name="targetType" label={t("ex.conflict.targetType")} rules={[{ required: true }]}>
            <Select
              options={CONFLICT_TARGETS.map((v) => ({ value: v, label: t(`ex.target.${v}`) }))}
              onChange={() => form.setFieldsValue({ targetId: undefined, institution: undefined })}
            />
          </Form.Item>
          {targetType === "INSTITUTION" ? (
            <Form.Item
              name="institution"
              label={t("ex.conflict.institution")}
              rules={[{ required: true, message: t("expert.v.institutionRequired") }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          ) : (
            <Form.Item
              name="targetId"
              label={t("ex.conflict.target")}
              rules={[{ required: true, message: t("expert.v.targetRequired") }]}
            >
              {targetType === "UNIT" ? (
                <Select
                  showSearch={{ optionFilterProp: "label" }}
                  options={(units.data ?? []).map((u) => ({ value: u.id, label: localName(u.name, u.nameEn) }))}
                />
              ) : (
                <Select
                  showSearch={{
                    filterOption: false,
                    onSearch: (keyword) => {
                      if (keyword.trim())
                        searchExpertStaff(kind, keyword.trim()).then(setStaffOptions, () => undefined);
                    },
                  }}
                  placeholder={t("ex.field.staffHint")}
                  options={staffOptions.map((s) => ({
                    value: s.id,
                    label: `${s.name} (${s.employeeNo})${s.unitName ? ` · ${localName(s.unitName, s.unitNameEn)}` : ""}`,
                  }))}
                />
              )}
            </Form.Item>
          )}
          <Form.Item name="source" label={t("ex.conflict.source")} rules={[{ required: true }]}>
            <Select options={CONFLICT_SOURCES.map((v) => ({ value: v, label: t(`ex.source.${v}`) }))} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t("ex.conflict.reason")}
            rules={[{ required: true, whitespace: true, message: t("expert.v.reasonRequired") }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Button type="primary" loading={add.isPending} onClick={() => submit().catch(() => undefined)}>
            {t("ex.conflict.add")}
          </Button>
        </Form>
      )}
    </Drawer>
  );
}
