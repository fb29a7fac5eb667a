import Form from "antd/es/form";
import Input from "antd/es/input";
import Typography from "antd/es/typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";

/**
 * A dialog that asks for a text before acting on chosen rows: a reason (cancel an invitation, mark an opinion
 * invalid) or an optional message (a reminder). The action's refusal keeps it open.
 */
export function ReasonDialog({
  open,
  title,
  intro,
  label,
  required,
  okText,
  danger,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  intro?: ReactNode;
  label: string;
  required: boolean;
  okText: string;
  danger?: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  return (
    <FormDialog<{ text: string }>
      open={open}
      title={title}
      okText={okText}
      cancelText={t("peerUi.cancel")}
      name="peer-reason"
      form={form}
      saving={false}
      onSave={async () => {
        const { text } = await form.validateFields();
        await onSubmit((text ?? "").trim());
      }}
      onClose={onClose}
    >
      {intro && <Typography.Paragraph type={danger ? "danger" : "secondary"}>{intro}</Typography.Paragraph>}
      <Form.Item
        name="text"
        label={label}
        rules={required ? [{ required: true, whitespace: true, message: t("peer.v.reasonRequired") }] : []}
      >
        <Input.TextArea rows={3} maxLength={required ? 200 : 500} showCount />
      </Form.Item>
    </FormDialog>
  );
}
