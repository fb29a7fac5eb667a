import DeleteOutlined from "@ant-design/icons/es/icons/DeleteOutlined";
import PlusOutlined from "@ant-design/icons/es/icons/PlusOutlined";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import type { StartableProcess, StartFormField } from "../api/get-startable";
import { useStartProcess } from "../api/start-process";
import { VARIABLE_NAME } from "../modeler/bpmn-properties";

type Value = string | number | boolean | null;

interface Values {
  businessKey?: string;
  /** the start form's answers, by field id */
  form?: Record<string, Value | undefined>;
  /** without a start form: variables typed as name and value */
  variables?: { name: string; value?: string }[];
}

interface Props {
  process: StartableProcess | null;
  onClose: () => void;
  /** the new instance's id and the server's message */
  onStarted: (instanceId: string, message: string) => void;
}

const initialOf = (field: StartFormField): Value | undefined => {
  if (field.defaultValue === null) return field.type === "boolean" ? false : undefined;
  if (field.type === "boolean") return field.defaultValue === "true";
  if (field.type === "long") return Number(field.defaultValue);
  return field.defaultValue;
};

/** A typed variable's value: a number, true or false when it reads as one, else the text. */
function typedValue(text: string | undefined): Value {
  const value = (text ?? "").trim();
  if (value === "true" || value === "false") return value === "true";
  if (value !== "" && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

function FieldInput({ field }: { field: StartFormField }) {
  const { t } = useTranslation();
  switch (field.type) {
    case "boolean":
      return <Switch checkedChildren={t("flowStart.yes")} unCheckedChildren={t("flowStart.no")} />;
    case "long":
      return <InputNumber precision={0} style={{ width: "100%" }} />;
    case "enum":
      return <Select options={field.values.map((v) => ({ value: v.id, label: v.name ?? v.id }))} allowClear />;
    default:
      return <Input maxLength={2000} autoComplete="off" />;
  }
}

/** Starting a process: a business key, then its start form, or, when it has none, variables typed by hand. */
export function StartProcessDialog({ process, onClose, onStarted }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const start = useStartProcess();
  const fields = process?.startForm ?? [];

  async function save() {
    if (!process) return;
    const values = await form.validateFields();
    const variables: Record<string, Value> = {};
    if (fields.length) {
      for (const field of fields) {
        const value = values.form?.[field.id];
        if (value !== undefined) variables[field.id] = value;
      }
    } else {
      for (const { name, value } of values.variables ?? []) variables[name.trim()] = typedValue(value);
    }
    const reply = await start.mutateAsync({
      key: process.key,
      businessKey: values.businessKey?.trim() || undefined,
      variables,
    });
    onStarted(reply.data.id, reply.message);
  }

  return (
    <FormDialog<Values>
      open={process !== null}
      title={process ? t("flowStart.title", { name: process.name }) : ""}
      okText={t("flowStart.start")}
      cancelText={t("flowModels.cancel")}
      name="flowStart"
      form={form}
      width={560}
      saving={start.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item name="businessKey" label={t("flowStart.businessKey")} extra={t("flowStart.businessKeyHint")}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      {fields.length > 0 ? (
        fields.map((field) => (
          <Form.Item
            key={field.id}
            name={["form", field.id]}
            label={field.label || field.id}
            initialValue={initialOf(field)}
            valuePropName={field.type === "boolean" ? "checked" : "value"}
            rules={
              field.required && field.type !== "boolean"
                ? [{ required: true, message: t("flowStart.fieldRequired", { label: field.label || field.id }) }]
                : []
            }
          >
            <FieldInput field={field} />
          </Form.Item>
        ))
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t("flowStart.noForm")}</Typography.Paragraph>
          <Form.List name="variables">
            {(items, { add, remove }) => (
              <Flex vertical gap={8}>
                {items.map(({ key, name }) => (
                  <Flex key={key} gap={8} align="start">
                    <Form.Item
                      name={[name, "name"]}
                      style={{ flex: 1, marginBottom: 0 }}
                      rules={[
                        { required: true, message: t("flowStart.variableRequired") },
                        { pattern: VARIABLE_NAME, message: t("flowStart.variableInvalid") },
                      ]}
                    >
                      <Input placeholder={t("flowStart.variable")} aria-label={t("flowStart.variable")} />
                    </Form.Item>
                    <Form.Item name={[name, "value"]} style={{ flex: 1, marginBottom: 0 }}>
                      <Input placeholder={t("flowStart.value")} aria-label={t("flowStart.value")} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t("flowStart.removeVariable")}
                      onClick={() => remove(name)}
                    />
                  </Flex>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ name: "", value: "" })}
                  style={{ alignSelf: "start" }}
                >
                  {t("flowStart.addVariable")}
                </Button>
              </Flex>
            )}
          </Form.List>
        </>
      )}
    </FormDialog>
  );
}
