import { appealFileSchema, type MyVerdictRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPARTMENT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/department-review/elements";
import type { EvidenceRef } from "@zcps/contracts/zcps/department-review/supervision";
import { materialType } from "@zcps/contracts/zcps/materials";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { EvidenceUpload } from "../../kit/evidence-upload";
import { uploadAppealEvidence, useFileAppeal } from "../api/file-appeal";
import { useMyVerdicts } from "../api/get-my-verdicts";

const shape = appealFileSchema.shape;
/** The contract's limit on evidence files per appeal. */

/** The appeal against one item's verdict: the reason and optional evidence files (PDF or images). */
function AppealDialog({ item, onClose }: { item: MyVerdictRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ reason: string }>();
  const file = useFileAppeal();
  const [evidence, setEvidence] = useState<EvidenceRef[]>([]);

  async function save() {
    if (!item) return;
    const values = await form.validateFields();
    const reply = await file.mutateAsync({
      itemId: item.itemId,
      reason: values.reason,
      evidenceFileIds: evidence.map((e) => e.id),
    });
    message.success(reply.message);
    setEvidence([]);
  }

  return (
    <FormDialog<{ reason: string }>
      open={item !== null}
      title={t("declare.appeal.title")}
      okText={t("declare.appeal.submit")}
      cancelText={t("declare.appeal.cancel")}
      name="verdict-appeal"
      form={form}
      width={560}
      saving={file.isPending}
      onSave={save}
      onClose={() => {
        setEvidence([]);
        onClose();
      }}
    >
      {item?.verifyComment && (
        <Typography.Paragraph type="secondary">
          {t("declare.appeal.verdictReason", { reason: item.verifyComment })}
        </Typography.Paragraph>
      )}
      <Form.Item name="reason" label={t("declare.appeal.reason")} rules={[zodRule(shape.reason)]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 8 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item label={t("declare.appeal.evidence")} extra={t("declare.appeal.evidenceHelp")}>
        <EvidenceUpload
          files={evidence}
          onChange={setEvidence}
          upload={uploadAppealEvidence}
          label={t("declare.appeal.upload")}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** Where an item's appeal stands: none yet, open, or the department's answer. */
function AppealState({ row }: { row: MyVerdictRow }) {
  const { t } = useTranslation();
  if (!row.appeal) return <>-</>;
  if (row.appeal.status === "OPEN") return <Tag color="processing">{t("declare.appeal.open")}</Tag>;
  return (
    <>
      <Tag color={row.appeal.status === "OVERTURNED" ? "success" : "default"}>
        {t(`declare.appeal.${row.appeal.status}`)}
      </Tag>
      {row.appeal.reply}
    </>
  );
}

/**
 * My items of a declaration that a department did not recognise, each with an appeal (申诉) while none is open,
 * and the department's answer once given. Nothing shows when no item was refused.
 */
export function VerdictAppeals({ declarationId }: { declarationId: string }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const allowed = can(DEPARTMENT_REVIEW_ELEMENTS.appealFile);
  const verdicts = useMyVerdicts(declarationId, allowed);
  const [appealing, setAppealing] = useState<MyVerdictRow | null>(null);
  const rows = verdicts.data ?? [];
  if (!allowed || rows.length === 0) return null;
  // the item's own type (师德考核), not the department page that groups it with others (年度考核)
  const materialName = (type: string) => materialType(type)?.label[en ? "en" : "zh"] ?? type;
  return (
    <div data-testid="verdict-appeals">
      <Typography.Title level={5}>{t("declare.appeal.heading")}</Typography.Title>
      <Table<MyVerdictRow>
        rowKey="itemId"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t("declare.appeal.material"), dataIndex: "materialType", width: 140, render: materialName },
          {
            title: t("declare.appeal.verdict"),
            dataIndex: "verifyStatus",
            width: 110,
            render: (s: string) => (
              <Tag color={s === "NOT_RECOGNIZED" ? "error" : "success"}>{t(`declare.appeal.status.${s}`)}</Tag>
            ),
          },
          {
            title: t("declare.appeal.comment"),
            dataIndex: "verifyComment",
            ellipsis: true,
            render: (v: string | null) => v ?? "-",
          },
          { title: t("declare.appeal.state"), key: "appeal", render: (_, row) => <AppealState row={row} /> },
          {
            title: t("declare.items.actions"),
            key: "actions",
            width: 90,
            render: (_, row) =>
              row.verifyStatus === "NOT_RECOGNIZED" && row.appeal?.status !== "OPEN" ? (
                <Button size="small" onClick={() => setAppealing(row)}>
                  {t("declare.appeal.action")}
                </Button>
              ) : null,
          },
        ]}
      />
      <AppealDialog item={appealing} onClose={() => setAppealing(null)} />
    </div>
  );
}
