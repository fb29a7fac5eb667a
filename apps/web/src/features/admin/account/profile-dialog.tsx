import { QueryClientProvider } from "@tanstack/react-query";
import type { UserProfile } from "@zcps/contracts/api";
import { emailSchema, LIMITS, mobileSchema, profileUpdateSchema } from "@zcps/contracts/validation";
import { Button, Col, Flex, Form, type FormItemProps, type FormRule, Input, Modal, Row, Space, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDictLabel } from "../../../lib/dict";
import { zodRule } from "../../../lib/form-rules";
import { queryClient } from "../../../lib/query-client";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useSession } from "../../../stores/session";
import { checkProfileUnique, type ProfileUniqueField } from "./api/check-profile-unique";
import { useLoginUserInfo } from "./api/get-login-user-info";
import { useUpdateProfile } from "./api/update-profile";

interface Props {
  open: boolean;
  onClose: () => void;
}

interface ProfileValues {
  mobilePhone: string;
  telPhone: string;
  email: string;
  description: string;
}

const NOTIFICATION_SECONDS = 2;

/** Format rules run on change; the server check (onBlur only) runs after them for a well-formed value. */
const BLUR_CHECKED: Pick<FormItemProps, "validateTrigger" | "validateFirst"> = {
  validateTrigger: ["onChange", "onBlur"],
  validateFirst: true,
};

function toValues(profile: UserProfile): ProfileValues {
  return {
    mobilePhone: profile.mobilePhone ?? "",
    telPhone: profile.telPhone ?? "",
    email: profile.email ?? "",
    description: profile.description ?? "",
  };
}

/** Blur-time server check that the value is not another user's in the tenant. */
function uniqueRule(field: ProfileUniqueField, id: string | undefined): FormRule {
  return {
    validateTrigger: "onBlur",
    validator: async (_rule, value: unknown) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (!text || !id) return;
      let clash: string | null = null;
      try {
        clash = await checkProfileUnique(field, text, id);
      } catch {
        // the server refuses a clash again on save
        return;
      }
      if (clash) throw new Error(clash);
    },
  };
}

/** The personal-information dialog of the account menu (spec 2): read-only until Edit is pressed. */
function ProfileDialogContent({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = useAntdApp();
  const [form] = Form.useForm<ProfileValues>();
  const [editing, setEditing] = useState(false);
  const info = useLoginUserInfo(open);
  const update = useUpdateProfile();
  const loadUser = useSession((s) => s.loadUser);
  const sexLabel = useDictLabel("comm_sex");
  const nationLabel = useDictLabel("nation");
  const profile = info.data;

  function close() {
    setEditing(false);
    onClose();
  }

  async function save() {
    if (!profile) return;
    const values = await form.validateFields();
    const body = profileUpdateSchema.parse({ ...values, id: profile.id, departId: profile.departId });
    const reply = await update.mutateAsync(body);
    notification.success({
      title: t("common.ok"),
      description: reply.message || t("common.created"),
      duration: NOTIFICATION_SECONDS,
    });
    await loadUser();
    close();
  }

  const readOnly = [
    { key: "name", label: t("account.field.name"), value: profile?.name },
    { key: "username", label: t("account.field.username"), value: profile?.username },
    { key: "depart", label: t("account.field.depart"), value: profile?.depart?.name },
    { key: "idNo", label: t("account.field.idNo"), value: profile?.idNo },
    { key: "no", label: t("account.field.no"), value: profile?.no },
    { key: "sex", label: t("account.field.sex"), value: sexLabel(profile?.sex) },
    { key: "nation", label: t("account.field.nation"), value: nationLabel(profile?.nation) },
  ];

  return (
    <Modal
      open={open}
      title={t("account.profile.title")}
      width="40%"
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          {/* Edit toggles editing (spec 4); leaving it drops unsaved changes */}
          <Button
            type={editing ? "primary" : "default"}
            ghost={editing}
            disabled={!profile}
            onClick={() => {
              if (editing) form.resetFields();
              setEditing(!editing);
            }}
          >
            {t("account.edit")}
          </Button>
          <Space>
            <Button onClick={close}>{t("account.cancel")}</Button>
            <Button
              type="primary"
              disabled={!editing}
              loading={update.isPending}
              onClick={() => {
                save().catch(() => undefined);
              }}
            >
              {t("account.ok")}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Spin spinning={info.isLoading}>
        {/* remounted when fresh data arrives, so the fields always start from the server's values */}
        <Form<ProfileValues>
          key={info.dataUpdatedAt}
          name="profile"
          form={form}
          layout="vertical"
          preserve={false}
          disabled={!editing}
          initialValues={profile ? toValues(profile) : undefined}
        >
          <Row gutter={16}>
            {readOnly.map((field) => (
              <Col key={field.key} xs={24} md={12}>
                <Form.Item label={field.label} htmlFor={`profile_${field.key}`}>
                  <Input
                    id={`profile_${field.key}`}
                    value={field.value ?? ""}
                    readOnly
                    disabled={false}
                    variant="filled"
                  />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Form.Item
                name="mobilePhone"
                label={t("account.field.mobilePhone")}
                required
                rules={[zodRule(mobileSchema), uniqueRule("mobilePhone", profile?.id)]}
                {...BLUR_CHECKED}
              >
                <Input maxLength={LIMITS.phone} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="telPhone"
                label={t("account.field.telPhone")}
                rules={[zodRule(profileUpdateSchema.shape.telPhone)]}
              >
                <Input maxLength={LIMITS.phone} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="email"
                label={t("account.field.email")}
                required
                rules={[zodRule(emailSchema), uniqueRule("email", profile?.id)]}
                {...BLUR_CHECKED}
              >
                <Input maxLength={LIMITS.email} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="description"
                label={t("account.field.description")}
                rules={[zodRule(profileUpdateSchema.shape.description)]}
              >
                <Input.TextArea maxLength={LIMITS.description} autoSize={{ minRows: 3, maxRows: 5 }} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}

/**
 * The top bar mounts this dialog outside the pages' query provider, so it
 * brings the shared cache along itself.
 */
export function ProfileDialog(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ProfileDialogContent {...props} />
    </QueryClientProvider>
  );
}
