import {
  APPLICATION_LEVEL_LABELS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRACK_LABELS,
  APPLICATION_TRACKS,
  type ApplicationEvidenceRef,
  type ApplicationRow,
  type ApplicationStatus,
  type ApplicationTrack,
  applicationFileSchema,
} from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ELEMENTS } from "@zcps/contracts/zcps/applications/elements";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { pickName } from "../../../../lib/use-local-name";
import { EvidenceUpload } from "../../kit/evidence-upload";
import { uploadApplicationEvidence, useFileApplication } from "../api/file-application";
import { useApplicationBatches, useMyApplications } from "../api/get-my-applications";

const shape = applicationFileSchema.shape;
const STATUS_COLORS: Record<ApplicationStatus, string> = {
  SUBMITTED: "default",
  ASSIGNED: "processing",
  APPROVED: "success",
  REJECTED: "error",
};

interface Values {
  projectTimeId: string;
  track: ApplicationTrack;
  level?: keyof typeof APPLICATION_LEVEL_LABELS;
  grounds: string;
}

/** The application: batch, track (and its level for a named list), grounds and evidence files. */
function ApplyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const batches = useApplicationBatches(open);
  const file = useFileApplication();
  const [evidence, setEvidence] = useState<ApplicationEvidenceRef[]>([]);
  const track = Form.useWatch("track", form);
  const firstBatch = batches.data?.[0]?.id;
  // the current project's first batch, once the batches arrive
  useEffect(() => {
    if (open && firstBatch && !form.getFieldValue("projectTimeId")) form.setFieldValue("projectTimeId", firstBatch);
  }, [open, firstBatch, form]);

  async function save() {
    const values = await form.validateFields();
    const reply = await file.mutateAsync({
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
      title={t("declare.special.applyTitle")}
      okText={t("declare.special.submit")}
      cancelText={t("declare.special.cancel")}
      name="special-application"
      form={form}
      width={600}
      saving={file.isPending}
      onSave={save}
      onClose={() => {
        setEvidence([]);
        onClose();
      }}
    >
      <Form.Item name="projectTimeId" label={t("declare.special.batch")} rules={[zodRule(shape.projectTimeId)]}>
        <Select<string>
          loading={batches.isLoading}
          options={(batches.data ?? []).map((b) => ({ value: b.id, label: pickName(lang === "en", b.name, b.nameEn) }))}
        />
      </Form.Item>
      <Form.Item name="track" label={t("declare.special.track")} rules={[zodRule(shape.track)]}>
        <Select<ApplicationTrack>
          options={APPLICATION_TRACKS.map((tr) => ({ value: tr, label: APPLICATION_TRACK_LABELS[tr][lang] }))}
        />
      </Form.Item>
      {track && track !== "exceptional" && (
        <Form.Item name="level" label={t("declare.special.level")}>
          <Select
            allowClear
            options={Object.entries(APPLICATION_LEVEL_LABELS).map(([value, label]) => ({ value, label: label[lang] }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="grounds"
        label={t("declare.special.grounds")}
        extra={t(track === "exceptional" ? "declare.special.groundsExceptional" : "declare.special.groundsHelp")}
        rules={[zodRule(shape.grounds)]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item label={t("declare.special.evidence")} extra={t("declare.special.evidenceHelp")}>
        <EvidenceUpload
          files={evidence}
          onChange={setEvidence}
          upload={uploadApplicationEvidence}
          label={t("declare.special.upload")}
        />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The declarant's special-track applications (national or provincial talent, epidemic-fighting staff, special
 * appointment, exceptional promotion) with where each stands, and a way to file one: the school reviews it before
 * the declaration; an approved one takes its named list's effects or opens exceptional promotion.
 */
export function SpecialApplications() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const can = useCan();
  const allowed = can(APPLICATION_ELEMENTS.file);
  const mine = useMyApplications(allowed);
  const [applying, setApplying] = useState(false);
  if (!allowed) return null;
  return (
    <Card
      title={t("declare.special.title")}
      data-testid="special-applications"
      extra={
        <Button onClick={() => setApplying(true)} data-testid="special-apply">
          {t("declare.special.apply")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("declare.special.intro")}</Typography.Paragraph>
      <Table<ApplicationRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={mine.isLoading}
        dataSource={mine.data ?? []}
        locale={{ emptyText: t("declare.special.empty") }}
        scroll={{ x: "max-content" }}
        columns={[
          {
            title: t("declare.special.track"),
            dataIndex: "track",
            width: 170,
            render: (tr: ApplicationTrack) => APPLICATION_TRACK_LABELS[tr]?.[lang] ?? tr,
          },
          {
            title: t("declare.special.batch"),
            dataIndex: "batchName",
            width: 140,
            render: (_, row) =>
              row.projectTimeId
                ? pickName(lang === "en", row.batchName, row.batchNameEn)
                : t("declare.special.everyBatch"),
          },
          {
            title: t("declare.special.status"),
            dataIndex: "status",
            width: 130,
            render: (s: ApplicationStatus) => (
              <Tag color={STATUS_COLORS[s] ?? "default"}>{APPLICATION_STATUS_LABELS[s]?.[lang] ?? s}</Tag>
            ),
          },
          {
            title: t("declare.special.filedAt"),
            dataIndex: "createdAt",
            width: 150,
            render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
          },
          {
            title: t("declare.special.reason"),
            dataIndex: "decisionReason",
            width: 260,
            ellipsis: true,
            render: (v: string | null) => v ?? "-",
          },
        ]}
      />
      <ApplyDialog open={applying} onClose={() => setApplying(false)} />
    </Card>
  );
}
