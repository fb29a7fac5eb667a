import { type TeamStage, unitRestartSchema } from "@zcps/contracts/zcps/team-review/api";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useRestartUnit } from "../api/restart-unit";

/** Restarts a unit's audit: every declaration of the unit in the stage goes back to the unit, with a reason. */
export function RestartUnitDialog({
  stage,
  unit,
  onClose,
}: {
  stage: TeamStage;
  unit: { unitId: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ reason: string }>();
  const restart = useRestartUnit();

  async function onSave() {
    if (!unit) return;
    const { reason } = await form.validateFields();
    const reply = await restart.mutateAsync({ stage, unitId: unit.unitId, reason });
    message.success(`${reply.message}${t("teamUi.restartedCount", { count: reply.data.returned })}`);
  }

  return (
    <FormDialog<{ reason: string }>
      open={unit !== null}
      title={t("teamUi.restartTitle", { unit: unit?.name ?? "" })}
      okText={t("teamUi.restart")}
      cancelText={t("teamUi.cancel")}
      name="team-restart"
      form={form}
      saving={restart.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t("teamUi.restartHelp")}</Typography.Paragraph>
      <Form.Item name="reason" label={t("teamUi.restartReason")} rules={[zodRule(unitRestartSchema.shape.reason)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} showCount />
      </Form.Item>
    </FormDialog>
  );
}
