import type { UnitOption } from "@zcps/contracts/zcps/staff/api";
import { type AccountApply, APPLICATION_KINDS, accountApplySchema } from "@zcps/contracts/zcps/staff/api";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Result from "antd/es/result";
import Select from "antd/es/select";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { zodRule } from "../../../lib/form-rules";
import { applyForAccount, getPublicUnits } from "./api/apply-for-account";

const fields = accountApplySchema.shape;

/** /apply (public): apply for an account as an external expert or as a staff member without one. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountApply>();
  const kind = Form.useWatch("kind", form) ?? "expert";
  const [units, setUnits] = useState<UnitOption[]>([]);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    getPublicUnits().then(setUnits, () => setUnits([]));
  }, []);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      setDone((await applyForAccount(values)).message);
    } finally {
      setSaving(false);
    }
  }

  const rule = (name: keyof typeof fields) => [zodRule(fields[name])];

  return (
    <div
      style={{
        minHeight: "100vh",
        display: "flex",
        justifyContent: "center",
        alignItems: "flex-start",
        padding: "48px 16px",
        background: "#f5f6f8",
      }}
    >
      <Card title={t("apply.title")} style={{ width: 520, maxWidth: "100%" }}>
        {done ? (
          <Result status="success" title={done} extra={<Link to="/login">{t("apply.backToLogin")}</Link>} />
        ) : (
          <Form<AccountApply> form={form} layout="vertical" name="apply" initialValues={{ kind: "expert" }}>
            <Form.Item name="kind" label={t("audit.kind")}>
              <Radio.Group
                optionType="button"
                options={APPLICATION_KINDS.map((k) => ({ value: k, label: t(`audit.kind.${k}`) }))}
              />
            </Form.Item>
            <Form.Item name="name" label={t("staff.field.name")} rules={rule("name")} required>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="username" label={t("audit.username")} rules={rule("username")} required>
              <Input maxLength={20} autoComplete="username" />
            </Form.Item>
            <Form.Item name="mobilePhone" label={t("staff.field.phone")} rules={rule("mobilePhone")} required>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="email" label={t("staff.field.email")} rules={rule("email")} required>
              <Input maxLength={32} />
            </Form.Item>
            {kind === "expert" ? (
              <Form.Item
                name="institution"
                label={t("audit.institution")}
                rules={[{ required: true, message: t("staff.v.institutionRequired") }]}
              >
                <Input maxLength={100} />
              </Form.Item>
            ) : (
              <>
                <Form.Item
                  name="unitId"
                  label={t("staff.field.unitId")}
                  rules={[{ required: true, message: t("staff.v.unitRequired") }]}
                >
                  <Select options={units.map((u) => ({ value: u.id, label: u.name }))} />
                </Form.Item>
                <Form.Item
                  name="employeeNo"
                  label={t("staff.field.employeeNo")}
                  rules={[{ required: true, message: t("staff.v.employeeNoRequired") }]}
                >
                  <Input maxLength={32} />
                </Form.Item>
              </>
            )}
            <Form.Item name="titleName" label={t("audit.titleName")}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="reason" label={t("audit.reasonApply")}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Button type="primary" block loading={saving} onClick={() => submit().catch(() => undefined)}>
              {t("apply.submit")}
            </Button>
            <div style={{ marginTop: 16, textAlign: "center" }}>
              <Link to="/login">{t("apply.backToLogin")}</Link>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
