import { TITLE_LEVEL_LABELS } from "@zcps/contracts/zcps/catalogue/catalogue";
import { type ApplicationExpertInput, EXPERT_TITLE_LEVELS } from "@zcps/contracts/zcps/experts/api";
import type { ApplicationRow } from "@zcps/contracts/zcps/staff/api";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Typography from "antd/es/typography";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useLocalName } from "../../../../lib/use-local-name";
import { useApplicationDisciplines } from "../api/get-application-disciplines";

/**
 * Approving an expert's application: the title as they gave it (corrected if need be), its level and the
 * disciplines they judge. The account opens and the expert joins the external pool, approved and linked.
 */
export function ExpertApprovalDialog({
  row,
  saving,
  onApprove,
  onClose,
}: {
  row: ApplicationRow | null;
  saving: boolean;
  onApprove: (row: ApplicationRow, expert: ApplicationExpertInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ApplicationExpertInput>();
  const named = useLocalName();
  const catalogue = useApplicationDisciplines(row !== null);
  const en = i18n.language.startsWith("en");

  useEffect(() => {
    if (row) form.setFieldsValue({ titleName: row.titleName ?? "", disciplineCodes: [] });
  }, [row, form]);

  return (
    <FormDialog<ApplicationExpertInput>
      open={row !== null}
      title={t("audit.expert.title", { name: row?.name ?? "" })}
      okText={t("audit.approve")}
      cancelText={t("staff.cancel")}
      name="expert-approval"
      form={form}
      width={560}
      saving={saving}
      onSave={async () => row && onApprove(row, await form.validateFields())}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t("audit.expert.hint", { institution: row?.institution ?? "" })}
      </Typography.Paragraph>
      <Form.Item
        name="titleName"
        label={t("audit.expert.titleName")}
        rules={[{ required: true, whitespace: true, message: t("expert.v.titleNameRequired") }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="titleLevel"
        label={t("audit.expert.titleLevel")}
        rules={[{ required: true, message: t("expert.v.titleLevel") }]}
      >
        <Select
          options={EXPERT_TITLE_LEVELS.map((level) => ({
            value: level,
            label: TITLE_LEVEL_LABELS[level][en ? "en" : "zh"],
          }))}
        />
      </Form.Item>
      <Form.Item
        name="disciplineCodes"
        label={t("audit.expert.disciplines")}
        rules={[{ required: true, type: "array", min: 1, message: t("expert.v.disciplines") }]}
      >
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          loading={catalogue.isLoading}
          options={(catalogue.data ?? []).map((d) => ({
            value: d.code,
            label: `${d.code} ${named(d.name, d.nameEn)}`,
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
