import { objectionDecisionSchema, type ResultObjectionRow } from "@zcps/contracts/zcps/results/api";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDismissObjection } from "../api/dismiss-objection";
import { useUpholdObjection } from "../api/uphold-objection";

export type ObjectionDecisionMode = "dismiss" | "uphold";

/**
 * Decides an objection with its reasons, which go back to whoever raised it: dismissed (the result stands) or upheld,
 * which revokes the declarant's result and so asks once more before it is sent.
 */
export function ObjectionDecisionDialog({
  objection,
  mode,
  onClose,
}: {
  objection: ResultObjectionRow | null;
  mode: ObjectionDecisionMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = useAntdApp();
  const [form] = Form.useForm<{ resolution: string }>();
  const dismiss = useDismissObjection();
  const uphold = useUpholdObjection();
  const upholding = mode === "uphold";

  /** The danger confirmation of an upheld objection: resolves on OK, rejects (the dialog stays open) on cancel. */
  const confirmRevocation = (name: string) =>
    new Promise<void>((resolve, reject) => {
      modal.confirm({
        title: t("resultsUi.upholdConfirm", { name }),
        content: t("resultsUi.upholdWarning"),
        okText: t("resultsUi.uphold"),
        cancelText: t("resultsUi.cancel"),
        okButtonProps: { danger: true },
        onOk: () => resolve(),
        onCancel: () => reject(new Error("cancelled")),
      });
    });

  async function save() {
    if (!objection) return;
    const { resolution } = await form.validateFields();
    const body = { objectionId: objection.id, resolution };
    if (upholding) {
      await confirmRevocation(objection.declarantName);
      const reply = await uphold.mutateAsync(body);
      message.success(reply.message || t("resultsUi.upheld"));
    } else {
      const reply = await dismiss.mutateAsync(body);
      message.success(reply.message || t("resultsUi.dismissed"));
    }
  }

  return (
    <FormDialog<{ resolution: string }>
      open={objection !== null}
      title={upholding ? t("resultsUi.upholdTitle") : t("resultsUi.dismissTitle")}
      okText={upholding ? t("resultsUi.uphold") : t("resultsUi.dismiss")}
      cancelText={t("resultsUi.cancel")}
      name={upholding ? "objection-uphold" : "objection-dismiss"}
      form={form}
      width={560}
      saving={dismiss.isPending || uphold.isPending}
      onSave={save}
      onClose={onClose}
    >
      {objection && (
        <Typography.Paragraph>
          <Typography.Text type="secondary">
            {t("resultsUi.objectionAgainst", { name: objection.declarantName, by: objection.submitterName })}
          </Typography.Text>
          <br />
          <span style={{ whiteSpace: "pre-line" }}>{objection.content}</span>
        </Typography.Paragraph>
      )}
      {upholding && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t("resultsUi.upholdWarning")} />}
      <Form.Item
        name="resolution"
        label={upholding ? t("resultsUi.upholdReasons") : t("resultsUi.dismissReasons")}
        extra={t("resultsUi.reasonsHelp")}
        required
        rules={[zodRule(objectionDecisionSchema.shape.resolution)]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
    </FormDialog>
  );
}
