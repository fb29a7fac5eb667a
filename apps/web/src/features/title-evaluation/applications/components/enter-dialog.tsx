import {
  APPLICATION_LEVEL_LABELS,
  APPLICATION_TRACKS,
  type ApplicationBatch,
  type ApplicationEvidenceRef,
  type ApplicationTrack,
  applicationEnterSchema,
} from "@zcps/contracts/zcps/applications/api";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { pickName } from "../../../../lib/use-local-name";
import { EvidenceUpload } from "../../kit/evidence-upload";
import { useEnterApplication } from "../api/enter-application";
import { useStaffOptions } from "../api/get-staff-options";
import { uploadEvidence } from "../api/upload-evidence";
import { useApplicationLabels } from "./labels";

interface Values {
  staffId: string;
  projectTimeId: string;
  track: ApplicationTrack;
  level?: keyof typeof APPLICATION_LEVEL_LABELS;
  grounds: string;
}

const shape = applicationEnterSchema.shape;

/** Personnel enter an application for a staff member: who, which batch and track, the grounds and evidence. */
export function EnterDialog({
  open,
  batches,
  onClose,
}: {
  open: boolean;
  batches: ApplicationBatch[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useApplicationLabels();
  const en = labels.lang === "en";
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState("");
  const staff = useStaffOptions(keyword, open);
  const enter = useEnterApplication();
  const [evidence, setEvidence] = useState<ApplicationEvidenceRef[]>([]);
  const track = Form.useWatch("track", form);
  const firstBatch = batches[0]?.id;
  // the current project's first batch, once the batches arrive
  useEffect(() => {
    if (open && firstBatch && !form.getFieldValue("projectTimeId")) form.setFieldValue("projectTimeId", firstBatch);
  }, [open, firstBatch, form]);

  async function save() {
    const values = await form.validateFields();
    const reply = await enter.mutateAsync({
      ...values,
      level: values.level ?? null,
      evidenceFileIds: evidence.map((e) => e.id),
    });
    message.success(reply.message);
    setEvidence([]);
  }

  return (
    <FormDialog<Values>
      open={open}
      title={t("appReview.enterTitle")}
      okText={t("appReview.submit")}
      cancelText={t("appReview.cancel")}
      name="application-enter"
      form={form}
      width={600}
      saving={enter.isPending}
      onSave={save}
      onClose={() => {
        setEvidence([]);
        onClose();
      }}
    >
      <Form.Item name="staffId" label={t("appReview.staff")} rules={[zodRule(shape.staffId)]}>
        <Select<string>
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          placeholder={t("appReview.staffPlaceholder")}
          loading={staff.isFetching}
          options={(staff.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.name}（${s.employeeNo}）${pickName(en, s.unitName, s.unitNameEn)}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="projectTimeId" label={t("appReview.batch")} rules={[zodRule(shape.projectTimeId)]}>
        <Select<string> options={batches.map((b) => ({ value: b.id, label: pickName(en, b.name, b.nameEn) }))} />
      </Form.Item>
      <Form.Item name="track" label={t("appReview.track")} rules={[zodRule(shape.track)]}>
        <Select<ApplicationTrack> options={APPLICATION_TRACKS.map((tr) => ({ value: tr, label: labels.track(tr) }))} />
      </Form.Item>
      {track && track !== "exceptional" && (
        <Form.Item name="level" label={t("appReview.level")}>
          <Select
            allowClear
            options={Object.keys(APPLICATION_LEVEL_LABELS).map((l) => ({ value: l, label: labels.level(l) }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="grounds"
        label={t("appReview.grounds")}
        extra={t("appReview.groundsHelp")}
        rules={[zodRule(shape.grounds)]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item label={t("appReview.evidence")} extra={t("appReview.evidenceHelp")}>
        <EvidenceUpload files={evidence} onChange={setEvidence} upload={uploadEvidence} label={t("appReview.upload")} />
      </Form.Item>
    </FormDialog>
  );
}
