import { fileAppealSchema, type MyAppealCase } from "@zcps/contracts/zcps/results/api";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { EvidenceUpload } from "../../kit/evidence-upload";
import { useFileAppeal } from "../api/file-appeal";
import { uploadAppealEvidence } from "../api/upload-appeal-evidence";
import type { UploadedEvidence } from "../api/upload-objection-evidence";

/** The declarant's appeal against the negative decision on their declaration: the grounds and optional evidence. */
export function FileAppealDialog({ appealCase, onClose }: { appealCase: MyAppealCase | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ grounds: string }>();
  const file = useFileAppeal();
  const [evidence, setEvidence] = useState<UploadedEvidence[]>([]);

  async function save() {
    if (!appealCase) return;
    const { grounds } = await form.validateFields();
    const reply = await file.mutateAsync({
      declarationId: appealCase.declarationId,
      grounds,
      evidenceFileIds: evidence.map((e) => e.id),
    });
    message.success(reply.message || t("resultsUi.appealFiled"));
  }

  return (
    <FormDialog<{ grounds: string }>
      open={appealCase !== null}
      title={t("resultsUi.fileAppeal")}
      okText={t("resultsUi.appealSubmit")}
      cancelText={t("resultsUi.cancel")}
      name="result-appeal"
      form={form}
      width={600}
      saving={file.isPending}
      onSave={save}
      onClose={() => {
        setEvidence([]);
        onClose();
      }}
    >
      {appealCase?.decisionReason && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: "pre-line" }}>
          {t("resultsUi.decisionReason", { reason: appealCase.decisionReason })}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="grounds"
        label={t("resultsUi.grounds")}
        required
        extra={t("resultsUi.groundsHelp")}
        rules={[zodRule(fileAppealSchema.shape.grounds)]}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 10 }} maxLength={3000} showCount />
      </Form.Item>
      <Form.Item label={t("resultsUi.evidence")} extra={t("resultsUi.evidenceHelp")}>
        <EvidenceUpload
          files={evidence}
          onChange={setEvidence}
          upload={uploadAppealEvidence}
          label={t("resultsUi.upload")}
        />
      </Form.Item>
    </FormDialog>
  );
}
