import Form from "antd/es/form";
import Input from "antd/es/input";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { ModelNameFields } from "../components/model-name-fields";

export interface SaveValues {
  name: string;
  description?: string;
  comment?: string;
}

interface Props {
  open: boolean;
  initial: SaveValues;
  saving: boolean;
  onSave: (values: SaveValues) => Promise<unknown>;
  onClose: () => void;
}

/** Saving stores the diagram as the model's next version: its name and description, and what changed. */
export function SaveModelDialog({ open, initial, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveValues>();

  useEffect(() => {
    if (open) form.setFieldsValue({ ...initial, comment: "" });
  }, [open, initial, form]);

  return (
    <FormDialog<SaveValues>
      open={open}
      title={t("flowModels.saveTitle")}
      okText={t("flowModels.save")}
      cancelText={t("flowModels.cancel")}
      name="flowModelSave"
      form={form}
      width={520}
      saving={saving}
      onSave={async () => onSave(await form.validateFields())}
      onClose={onClose}
    >
      <ModelNameFields />
      <Form.Item name="comment" label={t("flowModels.field.comment")}>
        <Input maxLength={200} autoComplete="off" placeholder={t("flowModels.field.commentHint")} />
      </Form.Item>
    </FormDialog>
  );
}
