import {
  NAMED_LIST_LEVELS,
  type NamedListEffects,
  type NamedListRow,
  type NamedListType,
  type StaffOption,
} from "@zcps/contracts/zcps/staff/api";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { searchListStaff, useListBatches, useListDefaults } from "../api/get-named-list-options";
import { useSaveNamedListEntry } from "../api/save-named-list-entry";

export type NamedListDialogState = { open: false } | { open: true; row?: NamedListRow };

interface Values {
  staffId: string;
  projectTimeId: string;
  level?: string;
  evidence?: string;
  effects: NamedListEffects;
}

const ALL_BATCHES = "";

/** Add or change a named-list entry: who, for which batch, at which level, on what evidence, with which effects. */
export function NamedListDialog({
  listType,
  state,
  onClose,
}: {
  listType: NamedListType;
  state: NamedListDialogState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveNamedListEntry(listType);
  const batches = useListBatches(listType);
  const defaults = useListDefaults(listType, state.open);
  const [staffOptions, setStaffOptions] = useState<StaffOption[]>([]);
  const row = state.open ? state.row : undefined;

  useEffect(() => {
    if (!state.open) return;
    if (row) {
      const { staffId: id, employeeNo, name, unitName, unitNameEn } = row;
      setStaffOptions([{ id, employeeNo, name, unitName, unitNameEn, titleName: null }]);
      form.setFieldsValue({
        staffId: row.staffId,
        projectTimeId: row.projectTimeId ?? ALL_BATCHES,
        level: row.level ?? undefined,
        evidence: row.evidence ?? undefined,
        effects: row.effects,
      });
    } else if (defaults.data) {
      form.setFieldsValue({ projectTimeId: ALL_BATCHES, effects: defaults.data });
    }
  }, [state.open, row, defaults.data, form]);

  async function submit() {
    const values = await form.validateFields();
    const reply = await save.mutateAsync({
      id: row?.id,
      input: { ...values, projectTimeId: values.projectTimeId || null },
    });
    message.success(reply.message);
  }

  return (
    <FormDialog<Values>
      open={state.open}
      title={row ? t("list.editTitle") : t("list.addTitle")}
      okText={t("staff.ok")}
      cancelText={t("staff.cancel")}
      name={`${listType}-form`}
      form={form}
      width={560}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item
        name="staffId"
        label={t("list.staff")}
        rules={[{ required: true, message: t("staff.v.staffRequired") }]}
      >
        <Select
          showSearch
          filterOption={false}
          placeholder={t("list.staffHint")}
          onSearch={(keyword) => {
            if (keyword.trim()) searchListStaff(listType, keyword.trim()).then(setStaffOptions, () => undefined);
          }}
          options={staffOptions.map((s) => ({
            value: s.id,
            label: `${s.name} (${s.employeeNo})${s.unitName ? ` · ${localName(s.unitName, s.unitNameEn)}` : ""}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="projectTimeId" label={t("list.batch")}>
        <Select
          options={[
            { value: ALL_BATCHES, label: t("list.allBatches") },
            ...(batches.data ?? []).map((b) => ({ value: b.id, label: b.name })),
          ]}
        />
      </Form.Item>
      <Form.Item name="level" label={t("list.level")}>
        <Select
          allowClear
          options={NAMED_LIST_LEVELS.map((level) => ({ value: level, label: t(`list.level.${level}`) }))}
        />
      </Form.Item>
      <Form.Item name="evidence" label={t("list.evidence")}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item label={t("list.effects")} style={{ marginBottom: 0 }}>
        <Form.Item name={["effects", "quotaExempt"]} valuePropName="checked" noStyle>
          <Checkbox>{t("list.effect.quotaExempt")}</Checkbox>
        </Form.Item>
        <Form.Item name={["effects", "separateGroup"]} valuePropName="checked" noStyle>
          <Checkbox>{t("list.effect.separateGroup")}</Checkbox>
        </Form.Item>
        <Form.Item name={["effects", "skipPeerReview"]} valuePropName="checked" noStyle>
          <Checkbox>{t("list.effect.skipPeerReview")}</Checkbox>
        </Form.Item>
        <Form.Item
          name={["effects", "seniorityRelaxYears"]}
          label={t("list.effect.seniorityRelaxYears")}
          style={{ marginTop: 8 }}
        >
          <InputNumber min={0} max={10} precision={0} />
        </Form.Item>
      </Form.Item>
    </FormDialog>
  );
}
