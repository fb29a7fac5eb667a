import { rejectSchema } from "@zcps/contracts/zcps/professor/api";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useRejectCommittee } from "../api/reject-committee";

/** Personnel send a committee's open round back with a reason: its ballots are void and its members vote again. */
export function RejectDialog({
  committee,
  onClose,
}: {
  committee: { unitId: string; unitName: string; projectTimeId: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectCommittee();

  async function save() {
    if (!committee) return;
    const { reason } = await form.validateFields();
    const reply = await reject.mutateAsync({
      projectTimeId: committee.projectTimeId,
      unitId: committee.unitId,
      reason,
    });
    message.success(t("profUi.rejected", { round: reply.data.round }));
  }

  return (
    <FormDialog<{ reason: string }>
      open={committee !== null}
      title={t("profUi.rejectTitle", { unit: committee?.unitName ?? "" })}
      okText={t("profUi.reject")}
      cancelText={t("profUi.cancel")}
      name="professor-reject"
      form={form}
      width={520}
      saving={reject.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t("profUi.rejectWarning")} />
      <Form.Item name="reason" label={t("profUi.reason")} rules={[zodRule(rejectSchema.shape.reason)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  );
}
