import type { ExpertAssignmentRow } from "@zcps/contracts/zcps/peer-review/api";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useRespond } from "../api/respond";

export interface DeclineState {
  row: ExpertAssignmentRow;
  /** a declared conflict of interest: it declines and is recorded against the declarant */
  conflict: boolean;
}

/** Declines an invitation with a reason, or declares a conflict of interest (which declines it too). */
export function DeclineDialog({ state, onClose }: { state: DeclineState | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ reason: string }>();
  const respond = useRespond();
  const conflict = state?.conflict ?? false;

  async function save() {
    if (!state) return;
    const { reason } = await form.validateFields();
    const reply = await respond.mutateAsync({
      assignmentId: state.row.id,
      accept: false,
      reason: reason.trim(),
      conflict,
    });
    message.success(reply.message || t(conflict ? "erUi.conflictDone" : "erUi.declined"));
  }

  return (
    <FormDialog<{ reason: string }>
      open={state !== null}
      title={t(conflict ? "erUi.conflictTitle" : "erUi.declineTitle", { code: state?.row.declarant ?? "" })}
      okText={t(conflict ? "erUi.declareConflict" : "erUi.decline")}
      cancelText={t("erUi.cancel")}
      name="decline"
      form={form}
      saving={respond.isPending}
      onSave={save}
      onClose={onClose}
    >
      {conflict && <Alert type="warning" showIcon title={t("erUi.conflictHint")} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="reason"
        label={t(conflict ? "erUi.conflictReason" : "erUi.declineReason")}
        required
        rules={[
          { required: true, whitespace: true, message: t(conflict ? "peer.v.conflictReason" : "peer.v.declineReason") },
        ]}
      >
        <Input.TextArea rows={4} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
