import { type NoticeDeclarant, resultObjectionSchema } from "@zcps/contracts/zcps/results/api";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { ObjectionFields } from "../../kit/objection-fields";
import { useFileObjection } from "../api/file-objection";
import { type UploadedEvidence, uploadObjectionEvidence } from "../api/upload-objection-evidence";

interface Values {
  content: string;
  contact?: string;
}

const shape = resultObjectionSchema.shape;

/** A real-name objection against one declarant's published result, with optional evidence (PDF or images). */
export function ObjectionDialog({ declarant, onClose }: { declarant: NoticeDeclarant | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const file = useFileObjection();
  const [evidence, setEvidence] = useState<UploadedEvidence[]>([]);

  async function save() {
    if (!declarant) return;
    const values = await form.validateFields();
    const reply = await file.mutateAsync({
      declarationId: declarant.declarationId,
      content: values.content,
      contact: values.contact?.trim() || undefined,
      evidenceFileIds: evidence.map((e) => e.id),
    });
    message.success(reply.message || t("resultsUi.objected"));
  }

  return (
    <FormDialog<Values>
      open={declarant !== null}
      title={t("resultsUi.objectTitle", { name: declarant?.name ?? "" })}
      okText={t("resultsUi.objectSubmit")}
      cancelText={t("resultsUi.cancel")}
      name="result-objection"
      form={form}
      width={560}
      saving={file.isPending}
      onSave={save}
      onClose={() => {
        // the next objection starts without this one's files
        setEvidence([]);
        onClose();
      }}
    >
      {declarant && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t("resultsUi.objectAgainst", { name: declarant.name, title: declarant.titleName })}
          description={t("resultsUi.realName")}
        />
      )}
      <ObjectionFields
        rules={{ content: zodRule(shape.content), contact: zodRule(shape.contact) }}
        evidence={evidence}
        onEvidence={setEvidence}
        upload={uploadObjectionEvidence}
        texts={{
          content: t("resultsUi.objectionContent"),
          contact: t("resultsUi.contact"),
          evidence: t("resultsUi.evidence"),
          evidenceHelp: t("resultsUi.evidenceHelp"),
          upload: t("resultsUi.upload"),
        }}
      />
    </FormDialog>
  );
}
