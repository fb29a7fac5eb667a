import { type FlowModelCreate, flowModelCreateSchema } from "@zcps/contracts/flow";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateModel } from "../api/create-model";
import { ModelNameFields } from "./model-name-fields";

interface Props {
  open: boolean;
  onClose: () => void;
  /** the new model's id: the page opens it in the modeler */
  onCreated: (id: string) => void;
}

const fields = flowModelCreateSchema.shape;

/** A new model: its process key (the executable process's id), name and description; it starts empty. */
export function CreateModelDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<FlowModelCreate>();
  const create = useCreateModel();

  async function save() {
    const values = await form.validateFields();
    const reply = await create.mutateAsync(values);
    message.success(reply.message);
    onCreated(reply.data.id);
  }

  return (
    <FormDialog<FlowModelCreate>
      open={open}
      title={t("flowModels.createTitle")}
      okText={t("flowModels.ok")}
      cancelText={t("flowModels.cancel")}
      name="flowModel"
      form={form}
      width={560}
      saving={create.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="key"
        label={t("flowModels.field.key")}
        extra={t("flowModels.field.keyHint")}
        validateFirst
        rules={[{ required: true, message: t("flowModels.field.keyRequired") }, zodRule(fields.key)]}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <ModelNameFields />
    </FormDialog>
  );
}
