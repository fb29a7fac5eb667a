import { returnAuditBodySchema } from "@zcps/contracts/zcps/declaration/api";
import { materialSummary, materialType } from "@zcps/contracts/zcps/materials";
import type { UnitDeclarationRow } from "@zcps/contracts/zcps/unit-review/api";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Spin from "antd/es/spin";
import Tree from "antd/es/tree";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeclaration } from "../../kit/api/get-declaration";
import { useReturnDeclaration } from "../api/return-declaration";
import { returnScope } from "../logic";

/**
 * Returns a declaration to its declarant with a comment: the whole of it, or the chosen material sections and
 * items (a whole section checked goes as its material type, single items by id).
 */
export function ReturnDialog({ row, onClose }: { row: UnitDeclarationRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ comment: string }>();
  const detail = useDeclaration(row?.id ?? null);
  const giveBack = useReturnDeclaration();
  const [checked, setChecked] = useState<string[]>([]);
  const sections = detail.data?.sections ?? [];

  async function save() {
    if (!row) return;
    const { comment } = await form.validateFields();
    const scope = returnScope(sections, checked);
    const reply = await giveBack.mutateAsync({ declarationId: row.id, version: row.version, comment, ...scope });
    message.success(reply.message);
  }

  const treeData = sections.map((section) => ({
    key: `type:${section.materialType}`,
    title: `${materialType(section.materialType)?.label[lang] ?? section.materialType} (${section.items.length})`,
    children: section.items.map((item) => ({
      key: item.id,
      title: materialSummary(section.materialType, item.payload, lang) || "-",
    })),
  }));

  return (
    <FormDialog<{ comment: string }>
      open={row !== null}
      title={t("unitReview.returnTitle", { name: row?.staffName ?? "" })}
      okText={t("unitReview.return")}
      cancelText={t("unitReview.cancel")}
      name="unit-return"
      form={form}
      width={680}
      saving={giveBack.isPending}
      onSave={save}
      onClose={() => {
        setChecked([]);
        onClose();
      }}
    >
      <Typography.Paragraph type="secondary">{t("unitReview.returnHelp")}</Typography.Paragraph>
      {detail.isLoading ? (
        <Spin />
      ) : sections.length === 0 ? (
        <Alert type="info" showIcon message={t("unitReview.returnWhole")} style={{ marginBottom: 12 }} />
      ) : (
        <div
          style={{ maxHeight: 280, overflow: "auto", marginBottom: 12, border: "1px solid #f0f0f0", padding: 8 }}
          data-testid="return-items"
        >
          <Tree
            checkable
            selectable={false}
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          />
        </div>
      )}
      <Form.Item
        name="comment"
        label={t("unitReview.returnComment")}
        rules={[zodRule(returnAuditBodySchema.shape.comment)]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
    </FormDialog>
  );
}
