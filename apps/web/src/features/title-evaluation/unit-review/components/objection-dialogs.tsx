import type { ObjectionRow } from "@zcps/contracts/zcps/unit-review/api";
import { dismissObjectionSchema, upholdObjectionSchema } from "@zcps/contracts/zcps/unit-review/api";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeclaration } from "../../kit/api/get-declaration";
import { useDismissObjection } from "../api/dismiss-objection";
import { useUpholdObjection } from "../api/uphold-objection";

function ObjectionText({ objection }: { objection: ObjectionRow }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph>
      <Typography.Text type="secondary">
        {t("unitReview.objectionAgainst", { name: objection.declarantName, by: objection.submitterName })}
      </Typography.Text>
      <br />
      {objection.content}
    </Typography.Paragraph>
  );
}

/** The objection is not upheld: the reply goes back to whoever raised it. */
export function DismissDialog({ objection, onClose }: { objection: ObjectionRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ resolution: string }>();
  const dismiss = useDismissObjection();

  async function save() {
    if (!objection) return;
    const { resolution } = await form.validateFields();
    await dismiss.mutateAsync({ objectionId: objection.id, resolution });
    message.success(t("unitReview.dismissed"));
  }

  return (
    <FormDialog<{ resolution: string }>
      open={objection !== null}
      title={t("unitReview.dismissTitle")}
      okText={t("unitReview.dismiss")}
      cancelText={t("unitReview.cancel")}
      name="unit-dismiss"
      form={form}
      width={560}
      saving={dismiss.isPending}
      onSave={save}
      onClose={onClose}
    >
      {objection && <ObjectionText objection={objection} />}
      <Form.Item
        name="resolution"
        label={t("unitReview.dismissReply")}
        rules={[zodRule(dismissObjectionSchema.shape.resolution)]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
    </FormDialog>
  );
}

interface UpholdValues {
  outcome: "RETURN" | "REJECT";
  resolution: string;
}

/** The leader upholds the objection: the declaration goes back to its declarant, or is rejected. */
export function UpholdDialog({ objection, onClose }: { objection: ObjectionRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<UpholdValues>();
  const uphold = useUpholdObjection();
  // the decision is taken on the declaration's current version
  const declaration = useDeclaration(objection?.declarationId ?? null);
  const outcome = Form.useWatch("outcome", form);

  async function save() {
    if (!objection || !declaration.data) return;
    const values = await form.validateFields();
    await uphold.mutateAsync({
      objectionId: objection.id,
      outcome: values.outcome,
      resolution: values.resolution,
      version: declaration.data.header.version,
    });
    message.success(values.outcome === "RETURN" ? t("unitReview.upheldReturned") : t("unitReview.upheldRejected"));
  }

  return (
    <FormDialog<UpholdValues>
      open={objection !== null}
      title={t("unitReview.upholdTitle")}
      okText={t("unitReview.uphold")}
      cancelText={t("unitReview.cancel")}
      name="unit-uphold"
      form={form}
      width={560}
      saving={uphold.isPending || declaration.isLoading}
      onSave={save}
      onClose={onClose}
    >
      {objection && <ObjectionText objection={objection} />}
      <Form.Item name="outcome" label={t("unitReview.outcome")} rules={[zodRule(upholdObjectionSchema.shape.outcome)]}>
        <Radio.Group
          options={[
            { value: "RETURN", label: t("unitReview.outcomeReturn") },
            { value: "REJECT", label: t("unitReview.outcomeReject") },
          ]}
        />
      </Form.Item>
      {outcome === "REJECT" && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t("unitReview.rejectWarning")} />
      )}
      <Form.Item
        name="resolution"
        label={t("unitReview.resolution")}
        rules={[zodRule(upholdObjectionSchema.shape.resolution)]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
    </FormDialog>
  );
}
