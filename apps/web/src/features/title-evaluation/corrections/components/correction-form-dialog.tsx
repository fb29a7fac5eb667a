import { formatFieldValue, materialSummary, materialType } from "@zcps/contracts/zcps/materials";
import { CORRECTION_LIMITS, correctionInputSchema } from "@zcps/contracts/zcps/workflow/api";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Upload from "antd/es/upload";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSources } from "../api/get-sources";
import { useSubmitCorrection } from "../api/submit-correction";
import { type UploadedEvidence, uploadEvidence } from "../api/upload-evidence";

const shape = correctionInputSchema.shape;

interface Values {
  sourceRecordId: string;
  field: string;
  proposedValue: string;
  reason: string;
}

/** A new correction request against one of my imported records (preselected when opened from a declaration item). */
export function CorrectionFormDialog({ open, item, onClose }: { open: boolean; item?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const sources = useSources(item, open);
  const submit = useSubmitCorrection();
  const [evidence, setEvidence] = useState<UploadedEvidence[]>([]);
  const [uploading, setUploading] = useState(false);
  const sourceId = Form.useWatch("sourceRecordId", form);
  const fieldName = Form.useWatch("field", form);
  const record = sources.data?.find((s) => s.id === sourceId);
  const type = record ? materialType(record.materialType) : undefined;
  const field = type?.fields.find((f) => f.name === fieldName);

  useEffect(() => {
    if (!open) {
      form.resetFields();
      setEvidence([]);
    } else if (item && sources.data?.length === 1) form.setFieldValue("sourceRecordId", sources.data[0]?.id);
  }, [open, item, sources.data, form]);

  async function save() {
    const values = await form.validateFields();
    const reply = await submit.mutateAsync({ ...values, evidenceFileIds: evidence.map((e) => e.id) });
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t("corrections.newTitle")}
      onCancel={onClose}
      onOk={() => save().catch(() => undefined)}
      okText={t("corrections.submit")}
      cancelText={t("corrections.cancel")}
      confirmLoading={submit.isPending}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="sourceRecordId" label={t("corrections.record")} rules={[zodRule(shape.sourceRecordId)]}>
          <Select
            options={(sources.data ?? []).map((s) => ({
              value: s.id,
              // the summary starts with the material type's name
              label: materialSummary(s.materialType, s.payload, lang),
            }))}
            loading={sources.isFetching}
            placeholder={t("corrections.choose")}
            onChange={() => form.setFieldValue("field", undefined)}
            showSearch={{ optionFilterProp: "label" }}
          />
        </Form.Item>
        <Form.Item name="field" label={t("corrections.field")} rules={[zodRule(shape.field)]}>
          <Select
            options={(type?.fields ?? []).map((f) => ({ value: f.name, label: f.label[lang] }))}
            placeholder={t("corrections.choose")}
            disabled={!type}
          />
        </Form.Item>
        <Form.Item label={t("corrections.currentValue")}>
          <Input
            readOnly
            variant="filled"
            data-testid="current-value"
            value={record && field ? formatFieldValue(field, record.payload[field.name], lang) : ""}
          />
        </Form.Item>
        <Form.Item name="proposedValue" label={t("corrections.proposedValue")} rules={[zodRule(shape.proposedValue)]}>
          <Input maxLength={CORRECTION_LIMITS.value} />
        </Form.Item>
        <Form.Item name="reason" label={t("corrections.reason")} rules={[zodRule(shape.reason)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={CORRECTION_LIMITS.reason} />
        </Form.Item>
        <Form.Item label={t("corrections.evidence")} extra={t("corrections.evidenceHelp")}>
          <Upload
            accept=".pdf,.jpg,.jpeg,.png"
            fileList={evidence.map((e) => ({ uid: e.id, name: e.name, status: "done" as const }))}
            onRemove={(file) => setEvidence((list) => list.filter((e) => e.id !== file.uid))}
            beforeUpload={(file) => {
              setUploading(true);
              uploadEvidence(file)
                .then((uploaded) => setEvidence((list) => [...list, uploaded]))
                .catch(() => undefined)
                .finally(() => setUploading(false));
              return false;
            }}
          >
            <Button loading={uploading} disabled={evidence.length >= CORRECTION_LIMITS.evidence}>
              {t("corrections.upload")}
            </Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
