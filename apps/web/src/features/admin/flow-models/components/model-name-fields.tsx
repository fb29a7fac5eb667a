import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";

/** A model's name and description, as it is created and as each saved version renames it. */
export function ModelNameFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="name"
        label={t("flowModels.field.name")}
        rules={[{ required: true, whitespace: true, message: t("flowModels.field.nameRequired") }]}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t("flowModels.field.description")}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </>
  );
}
