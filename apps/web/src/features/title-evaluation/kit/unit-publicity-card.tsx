import { type NoticeDetail, objectionSchema } from "@zcps/contracts/zcps/unit-review/api";
import { UNIT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/unit-review/elements";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Select from "antd/es/select";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { FormDialog } from "../../../lib/form-dialog";
import { zodRule } from "../../../lib/form-rules";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useFileObjection } from "./api/file-objection";
import { usePublicNotices } from "./api/get-public-notices";
import { type UploadedEvidence, uploadObjectionEvidence } from "./api/upload-objection-evidence";
import { ObjectionFields } from "./objection-fields";

interface Values {
  declarationId: string;
  content: string;
  contact?: string;
}

const shape = objectionSchema.shape;
/** The contract's limit on evidence files per objection. */

/** The real-name objection against one declarant of an open notice. */
function ObjectionDialog({ notice, onClose }: { notice: NoticeDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const file = useFileObjection();
  const [evidence, setEvidence] = useState<UploadedEvidence[]>([]);

  async function save() {
    const values = await form.validateFields();
    await file.mutateAsync({
      declarationId: values.declarationId,
      content: values.content,
      contact: values.contact?.trim() || undefined,
      evidenceFileIds: evidence.map((e) => e.id),
    });
    message.success(t("publicity.objected"));
  }

  return (
    <FormDialog<Values>
      open={notice !== null}
      title={t("publicity.objectTitle")}
      okText={t("publicity.objectSubmit")}
      cancelText={t("publicity.cancel")}
      name="unit-objection"
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
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t("publicity.realName")} />
      <Form.Item name="declarationId" label={t("publicity.declarant")} rules={[zodRule(shape.declarationId)]}>
        <Select
          aria-label={t("publicity.declarant")}
          placeholder={t("publicity.chooseDeclarant")}
          showSearch={{ optionFilterProp: "label" }}
          options={(notice?.declarations ?? []).map((d) => ({
            value: d.id,
            label: `${d.staffName} (${d.employeeNo}) · ${d.titleName}`,
          }))}
        />
      </Form.Item>
      <ObjectionFields
        rules={{ content: zodRule(shape.content), contact: zodRule(shape.contact) }}
        evidence={evidence}
        onEvidence={setEvidence}
        upload={uploadObjectionEvidence}
        texts={{
          content: t("publicity.content"),
          contact: t("publicity.contact"),
          evidence: t("publicity.evidence"),
          evidenceHelp: t("publicity.evidenceHelp"),
          upload: t("publicity.upload"),
        }}
      />
    </FormDialog>
  );
}

/**
 * The declarant's view of their unit's open publicity notices (who is on them, until when) and the real-name
 * objection; shown only to those who may object, and only while a notice is open.
 */
export function UnitPublicityCard() {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can(UNIT_REVIEW_ELEMENTS.objectionFile);
  const notices = usePublicNotices(allowed);
  const [objecting, setObjecting] = useState<NoticeDetail | null>(null);
  if (!allowed || !notices.data?.length) return null;

  return (
    <Card title={t("publicity.cardTitle")} data-testid="unit-publicity">
      {notices.data.map((notice) => (
        <div key={notice.id} style={{ marginBottom: 16 }} data-testid={`notice-${notice.title}`}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {notice.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t("publicity.period", { unit: notice.unitName, startsOn: notice.startsOn, endsOn: notice.endsOn })}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={notice.declarations}
            columns={[
              { title: t("publicity.name"), dataIndex: "staffName" },
              { title: t("publicity.employeeNo"), dataIndex: "employeeNo" },
              { title: t("publicity.title"), dataIndex: "titleName" },
            ]}
          />
          <Button style={{ marginTop: 8 }} onClick={() => setObjecting(notice)}>
            {t("publicity.object")}
          </Button>
        </div>
      ))}
      <ObjectionDialog notice={objecting} onClose={() => setObjecting(null)} />
    </Card>
  );
}
