import DeleteOutlined from "@ant-design/icons/es/icons/DeleteOutlined";
import PlusOutlined from "@ant-design/icons/es/icons/PlusOutlined";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import Typography from "antd/es/typography";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { FIELD_TYPES, type FormFieldInput, VARIABLE_NAME } from "./bpmn-properties";

interface Props {
  open: boolean;
  fields: FormFieldInput[];
  onClose: () => void;
  onSave: (fields: FormFieldInput[]) => void;
}

interface Values {
  fields: FormFieldInput[];
}

/**
 * A start or task form's fields (camunda:FormField): each becomes a process variable of its id when the form is
 * sent, so a gateway's condition reads it (`approved == true`).
 */
export function FormFieldsDialog({ open, fields, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (open) form.setFieldsValue({ fields });
  }, [open, fields, form]);

  const idRules = [
    { required: true, message: t("flowModels.formField.idRequired") },
    { pattern: VARIABLE_NAME, message: t("flowModels.formField.idInvalid") },
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: async (_: unknown, value: string) => {
        const ids = ((getFieldValue("fields") as FormFieldInput[] | undefined) ?? []).map((f) => f?.id);
        if (value && ids.filter((id) => id === value).length > 1) throw new Error(t("flowModels.formField.idTaken"));
      },
    }),
  ];

  return (
    <FormDialog<Values>
      open={open}
      title={t("flowModels.formField.title")}
      okText={t("flowModels.ok")}
      cancelText={t("flowModels.cancel")}
      name="flowFormFields"
      form={form}
      width={760}
      saving={false}
      onSave={async () => {
        const values = await form.validateFields();
        onSave(values.fields ?? []);
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t("flowModels.formField.hint")}</Typography.Paragraph>
      <Form.List name="fields">
        {(items, { add, remove }) => (
          <Flex vertical gap={8}>
            {items.map(({ key, name }) => (
              <Flex key={key} vertical gap={4} data-testid="flow-form-field">
                <Flex gap={8} align="start">
                  <Form.Item name={[name, "id"]} rules={idRules} style={{ flex: 1, marginBottom: 0 }}>
                    <Input placeholder={t("flowModels.formField.id")} aria-label={t("flowModels.formField.id")} />
                  </Form.Item>
                  <Form.Item name={[name, "label"]} style={{ flex: 1, marginBottom: 0 }}>
                    <Input placeholder={t("flowModels.formField.label")} aria-label={t("flowModels.formField.label")} />
                  </Form.Item>
                  <Form.Item name={[name, "type"]} initialValue="string" style={{ width: 130, marginBottom: 0 }}>
                    <Select
                      aria-label={t("flowModels.formField.type")}
                      options={FIELD_TYPES.map((type) => ({ value: type, label: t(`flowModels.fieldType.${type}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[name, "required"]} valuePropName="checked" style={{ marginBottom: 0 }}>
                    <Switch
                      checkedChildren={t("flowModels.formField.required")}
                      unCheckedChildren={t("flowModels.formField.optional")}
                      aria-label={t("flowModels.formField.required")}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t("flowModels.formField.remove")}
                    onClick={() => remove(name)}
                  />
                </Flex>
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) =>
                    getFieldValue(["fields", name, "type"]) === "enum" && (
                      <Form.Item
                        name={[name, "values"]}
                        style={{ marginBottom: 0 }}
                        getValueFromEvent={(codes: string[]) =>
                          codes.map((code) => {
                            const [id = "", ...label] = code.split("=");
                            return { id: id.trim(), name: label.join("=").trim() || undefined };
                          })
                        }
                        getValueProps={(values?: FormFieldInput["values"]) => ({
                          value: (values ?? []).map((v) => (v.name ? `${v.id}=${v.name}` : v.id)),
                        })}
                        rules={[{ required: true, message: t("flowModels.formField.valuesRequired") }]}
                      >
                        <Select
                          mode="tags"
                          open={false}
                          aria-label={t("flowModels.formField.values")}
                          placeholder={t("flowModels.formField.valuesHint")}
                          tokenSeparators={[",", "，"]}
                        />
                      </Form.Item>
                    )
                  }
                </Form.Item>
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ type: "string" })} style={{ alignSelf: "start" }}>
              {t("flowModels.formField.add")}
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormDialog>
  );
}
