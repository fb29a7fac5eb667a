import { type UnitDeclarationRow, unitApproveSchema } from "@zcps/contracts/zcps/unit-review/api";
import Alert from "antd/es/alert";
import Descriptions from "antd/es/descriptions";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useApproveDeclaration } from "../api/approve-declaration";
import { needsOverride } from "../logic";
import { VerdictTag } from "./verdict-tag";

interface Values {
  comment?: string;
  overrideReason?: string;
}

/**
 * Approves one declaration (where the leader signs second, an administrator's approval is the signature). A
 * declaration whose hard conditions fail is approved only with a reason, which is recorded.
 */
export function ApproveDialog({ row, onClose }: { row: UnitDeclarationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const approve = useApproveDeclaration();
  const override = row ? needsOverride(row.precheck) : false;

  async function save() {
    if (!row) return;
    const values = await form.validateFields();
    const reply = await approve.mutateAsync({
      declarationId: row.id,
      version: row.version,
      comment: values.comment?.trim() || undefined,
      overrideReason: override ? values.overrideReason : undefined,
    });
    message.success(reply.message);
  }

  return (
    <FormDialog<Values>
      open={row !== null}
      title={t("unitReview.approveTitle")}
      okText={t("unitReview.approve")}
      cancelText={t("unitReview.cancel")}
      name="unit-approve"
      form={form}
      width={560}
      saving={approve.isPending}
      onSave={save}
      onClose={onClose}
    >
      {row && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t("declareUser.col.name")}>
              {row.staffName} ({row.employeeNo})
            </Descriptions.Item>
            <Descriptions.Item label={t("unitReview.col.precheck")}>
              <VerdictTag precheck={row.precheck} />
            </Descriptions.Item>
          </Descriptions>
          {override && (
            <Alert type="error" showIcon style={{ marginBottom: 12 }} message={t("unitReview.overrideWarning")} />
          )}
          {override && (
            <Form.Item
              name="overrideReason"
              label={t("unitReview.overrideReason")}
              rules={[
                { required: true, message: t("unitReview.overrideReasonRequired") },
                zodRule(unitApproveSchema.shape.overrideReason),
              ]}
            >
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount />
            </Form.Item>
          )}
          <Form.Item name="comment" label={t("unitReview.comment")} rules={[zodRule(unitApproveSchema.shape.comment)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
