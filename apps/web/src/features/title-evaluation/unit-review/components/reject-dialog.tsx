import { type UnitDeclarationRow, unitRejectSchema } from "@zcps/contracts/zcps/unit-review/api";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useRejectDeclaration } from "../api/reject-declaration";

/** The unit leader rejects a declaration with a reason: final for the batch. */
export function RejectDialog({ row, onClose }: { row: UnitDeclarationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectDeclaration();

  async function save() {
    if (!row) return;
    const { reason } = await form.validateFields();
    const reply = await reject.mutateAsync({ declarationId: row.id, version: row.version, reason });
    message.success(reply.message);
  }

  return (
    <FormDialog<{ reason: string }>
      open={row !== null}
      title={t("unitReview.rejectTitle", { name: row?.staffName ?? "" })}
      okText={t("unitReview.reject")}
      cancelText={t("unitReview.cancel")}
      name="unit-reject"
      form={form}
      width={520}
      saving={reject.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t("unitReview.rejectWarning")} />
      <Form.Item name="reason" label={t("unitReview.reason")} rules={[zodRule(unitRejectSchema.shape.reason)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  );
}
