import { POST_TYPE_LABELS, POST_TYPES } from "@zcps/contracts/zcps/catalogue/catalogue";
import { type StaffInput, type StaffRow, staffInputSchema } from "@zcps/contracts/zcps/staff/api";
import DatePicker from "antd/es/date-picker";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import type { Dayjs } from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { type DictName, dictLabel, useDictValues } from "../../../../lib/dict";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { useTitles, useUnits } from "../api/get-staff-lookups";
import { useSaveStaff } from "../api/save-staff";

export type StaffDialogState = { open: false } | { open: true; row?: StaffRow };

const DATE_FIELDS = ["birthDate", "currentTitleDate", "currentTitleHiredDate", "hireDate"] as const;
type FormValues = Omit<StaffInput, (typeof DATE_FIELDS)[number]> &
  Partial<Record<(typeof DATE_FIELDS)[number], Dayjs | null>>;
const fields = staffInputSchema.shape;

function DictSelect({
  name,
  ...rest
}: {
  name: DictName;
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const { i18n } = useTranslation();
  const { data } = useDictValues(name);
  return (
    <Select
      {...rest}
      allowClear
      showSearch={{ optionFilterProp: "label" }}
      options={(data ?? []).map((entry) => ({ value: entry.value, label: dictLabel(entry, i18n.language) }))}
    />
  );
}

/** Add or change a staff member's master data. */
export function StaffFormDialog({ state, onClose }: { state: StaffDialogState; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveStaff();
  const units = useUnits();
  const localName = useLocalName();
  const titles = useTitles();
  const row = state.open ? state.row : undefined;
  const en = i18n.language.startsWith("en");

  useEffect(() => {
    if (!state.open) return;
    if (!row) return;
    const { birthDate, currentTitleDate, currentTitleHiredDate, hireDate, ...rest } = row;
    const day = (value: string | null) => (value ? dayjs(value) : null);
    form.setFieldsValue({
      ...(rest as Partial<FormValues>),
      birthDate: day(birthDate),
      currentTitleDate: day(currentTitleDate),
      currentTitleHiredDate: day(currentTitleHiredDate),
      hireDate: day(hireDate),
    });
  }, [state.open, row, form]);

  async function submit() {
    const values = await form.validateFields();
    const input: StaffInput = {
      ...values,
      ...Object.fromEntries(DATE_FIELDS.map((f) => [f, values[f] ? values[f].format("YYYY-MM-DD") : null])),
    } as StaffInput;
    const reply = await save.mutateAsync({ id: row?.id, input });
    message.success(reply.message);
  }

  const item = (name: keyof FormValues, node: React.ReactNode, required = false) => (
    <Form.Item
      name={name}
      label={t(`staff.field.${name}`)}
      required={required}
      rules={
        name in fields && !DATE_FIELDS.includes(name as never) ? [zodRule(fields[name as keyof typeof fields])] : []
      }
      style={{ width: "calc(50% - 8px)" }}
    >
      {node}
    </Form.Item>
  );

  return (
    <FormDialog<FormValues>
      open={state.open}
      title={row ? t("staff.editTitle") : t("staff.addTitle")}
      okText={t("staff.ok")}
      cancelText={t("staff.cancel")}
      name="staff-form"
      form={form}
      width={760}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <div style={{ display: "flex", flexWrap: "wrap", columnGap: 16 }}>
        {item("employeeNo", <Input maxLength={32} />, true)}
        {item("name", <Input maxLength={20} />, true)}
        {item("sex", <DictSelect name="comm_sex" />)}
        {item("birthDate", <DatePicker style={{ width: "100%" }} />)}
        {item("idNo", <Input maxLength={18} />)}
        {item("nation", <DictSelect name="nation" />)}
        {item("politicalStatus", <DictSelect name="political_status" />)}
        {item(
          "unitId",
          <Select
            showSearch={{ optionFilterProp: "label" }}
            options={(units.data ?? []).map((u) => ({ value: u.id, label: localName(u.name, u.nameEn) }))}
          />,
          true,
        )}
        {item(
          "postType",
          <Select
            allowClear
            options={POST_TYPES.map((type) => ({ value: type, label: POST_TYPE_LABELS[type][en ? "en" : "zh"] }))}
          />,
        )}
        {item("postGrade", <DictSelect name="title_sub_level" />)}
        {item(
          "currentTitleId",
          <Select
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            options={(titles.data ?? []).map((title) => ({ value: title.id, label: title.name }))}
          />,
        )}
        {item("currentTitleName", <Input maxLength={50} placeholder={t("staff.titleFreeHint")} />)}
        {item("currentTitleDate", <DatePicker style={{ width: "100%" }} />)}
        {item("currentTitleHiredDate", <DatePicker style={{ width: "100%" }} />)}
        {item("education", <DictSelect name="education" />)}
        {item("degree", <DictSelect name="degree" />)}
        {item("disciplineCode", <Input maxLength={32} placeholder="0812" />)}
        {item("hireDate", <DatePicker style={{ width: "100%" }} />)}
        {item("phone", <Input maxLength={20} />)}
        {item("email", <Input maxLength={32} />)}
      </div>
    </FormDialog>
  );
}
