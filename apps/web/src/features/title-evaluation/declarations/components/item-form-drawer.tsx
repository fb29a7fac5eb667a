import type { ItemRow } from "@zcps/contracts/zcps/declaration/api";
import {
  type MaterialField,
  type MaterialTypeCode,
  materialPayloadSchema,
  materialType,
} from "@zcps/contracts/zcps/materials";
import Button from "antd/es/button";
import DatePicker from "antd/es/date-picker";
import Drawer from "antd/es/drawer";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useFieldHelp } from "../api/get-field-help";
import { useSaveItem } from "../api/save-item";

type FormValues = Record<string, unknown>;

const DATE_FORMATS: Partial<Record<MaterialField["kind"], string>> = { date: "YYYY-MM-DD", month: "YYYY-MM" };

/** Stored strings become pickers' values, and back. */
function toForm(field: MaterialField, value: unknown): unknown {
  const format = DATE_FORMATS[field.kind];
  if (format && typeof value === "string" && value) return dayjs(value, format);
  return value;
}

function fromForm(field: MaterialField, value: unknown): unknown {
  const format = DATE_FORMATS[field.kind];
  if (format && value && typeof value === "object") return (value as Dayjs).format(format);
  return value === undefined ? null : value;
}

/** The control of one field; Form.Item hands it id, value and onChange, passed on to the antd input. */
function FieldInput({
  field,
  english,
  ...control
}: { field: MaterialField; english: boolean } & Record<string, unknown>) {
  switch (field.kind) {
    case "textarea":
      return (
        <Input.TextArea {...control} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={field.max ?? 2000} showCount />
      );
    case "number":
      return (
        <InputNumber
          {...control}
          style={{ width: "100%" }}
          min={field.min}
          max={field.max}
          addonAfter={field.unit ? (english ? field.unit.en : field.unit.zh) : undefined}
        />
      );
    case "date":
      return <DatePicker {...control} style={{ width: "100%" }} />;
    case "month":
      return <DatePicker {...control} picker="month" style={{ width: "100%" }} />;
    case "year":
      return <InputNumber {...control} style={{ width: "100%" }} min={1900} max={2100} precision={0} />;
    case "boolean":
      return <Switch {...control} />;
    case "select":
      return field.options ? (
        <Select
          {...control}
          allowClear
          options={field.options.map((o) => ({ value: o.value, label: english ? o.en : o.zh }))}
        />
      ) : (
        <Input {...control} maxLength={64} />
      );
    default:
      return <Input {...control} maxLength={field.max ?? 200} />;
  }
}

/** The form of one material type, generated from its fields; validated by the shared payload schema. */
export function ItemFormDrawer({
  declarationId,
  materialType: code,
  item,
  onClose,
}: {
  declarationId: string;
  materialType: string;
  item?: ItemRow;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const english = i18n.language.startsWith("en");
  const type = materialType(code);
  const help = useFieldHelp();
  const save = useSaveItem();
  const [form] = Form.useForm<FormValues>();
  if (!type) return null;
  const fields = type.fields;
  const initial = Object.fromEntries(fields.map((f) => [f.name, toForm(f, item?.payload[f.name])]));

  const helpText = (f: MaterialField) => {
    const entry = help.data?.find((h) => h.materialType === code && h.field === f.name);
    if (entry) return english ? (entry.textEn ?? entry.text) : entry.text;
    return f.help ? (english ? f.help.en : f.help.zh) : undefined;
  };

  async function submit() {
    const values = form.getFieldsValue(true) as FormValues;
    const payload = Object.fromEntries(fields.map((f) => [f.name, fromForm(f, values[f.name])]));
    const parsed = materialPayloadSchema(code as MaterialTypeCode).safeParse(payload);
    form.setFields(fields.map((f) => ({ name: f.name, errors: [] })));
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: String(issue.path[0]), errors: [t(issue.message)] })));
      return;
    }
    const reply = await save.mutateAsync({
      declarationId,
      itemId: item?.id,
      materialType: code,
      payload: parsed.data as Record<string, unknown>,
    });
    message.success(reply.message);
    onClose();
  }

  const typeLabel = english ? type.label.en : type.label.zh;
  return (
    <Drawer
      open
      width={560}
      title={t(item ? "declare.items.formEdit" : "declare.items.formAdd", { type: typeLabel })}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("declare.cancel")}</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {t("declare.items.save")}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        {fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={english ? f.label.en : f.label.zh}
            required={f.required}
            extra={helpText(f)}
            valuePropName={f.kind === "boolean" ? "checked" : "value"}
          >
            <FieldInput field={f} english={english} />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
