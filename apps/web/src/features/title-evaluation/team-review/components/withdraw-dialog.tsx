import { type TeamStage, teamWithdrawSchema } from "@zcps/contracts/zcps/team-review/api";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useWithdrawDecision } from "../api/withdraw-decision";

/** The team takes its submitted decision back, with a reason (allowed while the next stage has not acted). */
export function WithdrawDialog({
  stage,
  target,
  onClose,
  onDone,
}: {
  stage: TeamStage;
  target: { declarationId: string; version: number; name: string } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ reason: string }>();
  const withdraw = useWithdrawDecision(stage);

  async function onSave() {
    if (!target) return;
    const { reason } = await form.validateFields();
    const reply = await withdraw.mutateAsync({ declarationId: target.declarationId, version: target.version, reason });
    message.success(reply.message);
    onDone();
  }

  return (
    <FormDialog<{ reason: string }>
      open={target !== null}
      title={t("teamUi.withdrawTitle", { name: target?.name ?? "" })}
      okText={t("teamUi.withdraw")}
      cancelText={t("teamUi.cancel")}
      name="team-withdraw"
      form={form}
      saving={withdraw.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t("teamUi.withdrawHelp")}</Typography.Paragraph>
      <Form.Item name="reason" label={t("teamUi.withdrawReason")} rules={[zodRule(teamWithdrawSchema.shape.reason)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  );
}
