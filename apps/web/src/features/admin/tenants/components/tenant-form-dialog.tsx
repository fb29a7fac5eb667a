import {
  TENANT_LIMITS,
  type TenantCreate,
  type TenantRow,
  tenantAdminSchema,
  tenantCreateSchema,
  tenantInputSchema,
} from "@zcps/contracts/tenants";
import { LIMITS } from "@zcps/contracts/validation";
import Checkbox from "antd/es/checkbox";
import Col from "antd/es/col";
import Divider from "antd/es/divider";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Switch from "antd/es/switch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SERVER_CHECKED, serverCheckRule, zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { checkAdminUsername } from "../api/check-admin-username";
import { checkTenantCode } from "../api/check-tenant-code";
import { useCreateTenant } from "../api/create-tenant";
import { useUpdateTenant } from "../api/update-tenant";

interface TenantFormValues {
  code?: string;
  name?: string;
  description?: string | null;
  isSuper: boolean;
  enabled: boolean;
  withAdmin: boolean;
  admin?: { username?: string; name?: string; password?: string };
}

interface Props {
  open: boolean;
  /** the tenant being edited; absent when creating */
  tenant?: TenantRow;
  onClose: () => void;
}

const fields = tenantInputSchema.shape;
const adminFields = tenantAdminSchema.shape;

/** Add or edit a tenant; a new one may get its first administrator at once. */
export function TenantFormDialog({ open, tenant, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<TenantFormValues>();
  const withAdmin = Form.useWatch("withAdmin", form);
  const createTenant = useCreateTenant();
  const updateTenant = useUpdateTenant();
  const editing = Boolean(tenant);

  useEffect(() => {
    if (open && tenant) {
      form.setFieldsValue({
        code: tenant.code,
        name: tenant.name,
        description: tenant.description,
        isSuper: tenant.isSuper,
        enabled: tenant.enabled,
      });
    }
  }, [open, tenant, form]);

  async function save() {
    const { withAdmin: addAdmin, admin, ...values } = await form.validateFields();
    const reply = tenant
      ? await updateTenant.mutateAsync({ id: tenant.id, tenant: tenantInputSchema.parse(values) })
      : await createTenant.mutateAsync(
          tenantCreateSchema.parse({ ...values, admin: addAdmin ? admin : null }) as TenantCreate,
        );
    message.success(reply.message || t("tenants.saved"));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={editing ? t("tenants.editTitle") : t("tenants.addTitle")}
      width={640}
      okText={t("tenants.ok")}
      cancelText={t("tenants.cancel")}
      confirmLoading={createTenant.isPending || updateTenant.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TenantFormValues>
        name="tenant"
        form={form}
        layout="vertical"
        initialValues={{ isSuper: false, enabled: true, withAdmin: true }}
        preserve={false}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t("tenants.field.code")}
              required
              rules={[zodRule(fields.code), serverCheckRule((code) => checkTenantCode(code, tenant?.id))]}
              {...SERVER_CHECKED}
            >
              <Input maxLength={TENANT_LIMITS.code} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t("tenants.field.name")} required rules={[zodRule(fields.name)]}>
              <Input maxLength={TENANT_LIMITS.name} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="isSuper"
              label={t("tenants.field.isSuper")}
              valuePropName="checked"
              extra={t("tenants.field.isSuperHint")}
            >
              <Switch checkedChildren={t("tenants.super")} unCheckedChildren={t("tenants.normal")} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabled" label={t("tenants.field.enabled")} valuePropName="checked">
              <Switch checkedChildren={t("tenants.enabled")} unCheckedChildren={t("tenants.disabled")} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t("tenants.field.description")} rules={[zodRule(fields.description)]}>
              <Input.TextArea maxLength={TENANT_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
        {!editing && (
          <>
            <Divider titlePlacement="start" plain>
              <Form.Item name="withAdmin" valuePropName="checked" noStyle>
                <Checkbox>{t("tenants.field.withAdmin")}</Checkbox>
              </Form.Item>
            </Divider>
            {withAdmin && (
              <Row gutter={16}>
                <Col span={12}>
                  <Form.Item
                    name={["admin", "username"]}
                    label={t("tenants.field.adminUsername")}
                    required
                    rules={[zodRule(adminFields.username), serverCheckRule(checkAdminUsername)]}
                    {...SERVER_CHECKED}
                  >
                    <Input maxLength={LIMITS.username} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name={["admin", "name"]}
                    label={t("tenants.field.adminName")}
                    required
                    rules={[zodRule(adminFields.name)]}
                  >
                    <Input maxLength={LIMITS.name} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name={["admin", "password"]}
                    label={t("tenants.field.adminPassword")}
                    required
                    rules={[zodRule(adminFields.password)]}
                  >
                    <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
                  </Form.Item>
                </Col>
              </Row>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}
