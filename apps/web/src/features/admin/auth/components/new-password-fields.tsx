import LockOutlined from "@ant-design/icons/es/icons/LockOutlined";
import { newPasswordSchema } from "@zcps/contracts/validation";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { zodFormRule, zodRule } from "../../../../lib/form-rules";

/** New password + confirmation with the shared rules (spec 5). */
export const newPasswordFormSchema = z
  .object({ pass: newPasswordSchema, checkPass: z.string("v.checkPassRequired").trim().min(1, "v.checkPassRequired") })
  .refine((v) => v.pass.trim() === v.checkPass, { message: "v.passMismatch", path: ["checkPass"] });

export interface NewPasswordValues {
  pass: string;
  checkPass: string;
}

export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="pass" label={t("forgot.newPassword")} rules={[zodRule(newPasswordSchema)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="checkPass"
        label={t("forgot.confirmPassword")}
        dependencies={["pass"]}
        rules={[zodFormRule(newPasswordFormSchema, "checkPass")]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={20} />
      </Form.Item>
    </>
  );
}
