import type { UserRow } from "@zcps/contracts/api";
import type { TenantReach } from "@zcps/contracts/tenants";
import { LIMITS, userCreateSchema, userUpdateSchema } from "@zcps/contracts/validation";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import Switch from "antd/es/switch";
import TreeSelect from "antd/es/tree-select";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type DictName, dictLabel, useDictValues } from "../../../../lib/dict";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSession } from "../../../../stores/session";
import { useCreateUser } from "../api/create-user";
import { useDepartTree } from "../api/get-depart-tree";
import { useUser } from "../api/get-user";
import { useUpdateUser } from "../api/update-user";
import { BLUR_CHECKED, uniqueRule } from "./unique-rule";

interface UserFormValues {
  /** shown only to a caller managing several tenants; fixed once the user exists */
  tenantId?: string;
  name?: string;
  username?: string;
  password?: string;
  departId?: string;
  sex?: string | null;
  nation?: string | null;
  idNo?: string | null;
  no?: string | null;
  mobilePhone?: string | null;
  telPhone?: string | null;
  email?: string | null;
  enabled: boolean;
  description?: string | null;
}

interface Props {
  open: boolean;
  /** the user being edited; absent when creating */
  userId?: string;
  /** the tenants the caller manages (a tenant choice when there are several) */
  reach: TenantReach | undefined;
  onClose: () => void;
}

const fields = userCreateSchema.shape;
const DEPART_FIELD_NAMES = { label: "name", value: "id", children: "children" };

function toFormValues(user: UserRow): UserFormValues {
  return {
    tenantId: user.tenantId,
    name: user.name,
    username: user.username,
    departId: user.departId ?? user.depart?.id ?? undefined,
    sex: user.sex,
    nation: user.nation,
    idNo: user.idNo,
    no: user.no,
    mobilePhone: user.mobilePhone,
    telPhone: user.telPhone,
    email: user.email,
    enabled: user.enabled,
    description: user.description,
  };
}

function useDictOptions(name: DictName) {
  const { i18n } = useTranslation();
  const { data } = useDictValues(name);
  return (data ?? []).map((entry) => ({ value: entry.value, label: dictLabel(entry, i18n.language) }));
}

export function UserFormDialog({ open, userId, reach, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const ownTenantId = useSession((s) => s.tenantId);
  const [form] = Form.useForm<UserFormValues>();
  const editing = Boolean(userId);
  const user = useUser(open ? userId : undefined);
  const allTenants = Boolean(reach?.allTenants);
  // the department tree and the uniqueness checks follow the tenant the user is saved in
  const chosenTenant = Form.useWatch("tenantId", form);
  const tenantId = allTenants ? (editing ? user.data?.tenantId : chosenTenant) : undefined;
  const unique = editing ? { id: userId } : { tenantId };
  const departs = useDepartTree(tenantId);
  const sexOptions = useDictOptions("comm_sex");
  const nationOptions = useDictOptions("nation");
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const saving = createUser.isPending || updateUser.isPending;

  useEffect(() => {
    if (open && user.data) form.setFieldsValue(toFormValues(user.data));
  }, [open, user.data, form]);

  async function save() {
    const values = await form.validateFields();
    // The schemas trim every value and turn empty optional fields into null.
    const reply = userId
      ? await updateUser.mutateAsync({ id: userId, user: userUpdateSchema.parse(values) })
      : await createUser.mutateAsync({ user: userCreateSchema.parse(values), tenantId });
    message.success(reply.message || t("users.saved"));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={editing ? t("users.editTitle") : t("users.addTitle")}
      width={760}
      okText={t("users.ok")}
      cancelText={t("users.cancel")}
      confirmLoading={saving}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={editing && user.isLoading}>
        <Form<UserFormValues>
          name="user"
          form={form}
          layout="vertical"
          initialValues={{ enabled: true, tenantId: allTenants ? ownTenantId : undefined }}
          preserve={false}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label={t("users.field.name")} required rules={[zodRule(fields.name)]}>
                <Input maxLength={LIMITS.name} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="username"
                label={t("users.field.username")}
                required
                rules={editing ? [] : [zodRule(fields.username), uniqueRule("username", unique)]}
                {...BLUR_CHECKED}
              >
                <Input maxLength={LIMITS.username} readOnly={editing} disabled={editing} autoComplete="off" />
              </Form.Item>
            </Col>
            {!editing && (
              <Col span={12}>
                <Form.Item
                  name="password"
                  label={t("users.field.password")}
                  required
                  rules={[zodRule(fields.password)]}
                >
                  <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
                </Form.Item>
              </Col>
            )}
            {allTenants && (
              <Col span={12}>
                <Form.Item name="tenantId" label={t("users.field.tenant")} required>
                  <Select
                    options={(reach?.tenants ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
                    disabled={editing}
                    showSearch={{ optionFilterProp: "label" }}
                    onChange={() => form.setFieldValue("departId", undefined)}
                  />
                </Form.Item>
              </Col>
            )}
            <Col span={12}>
              <Form.Item name="departId" label={t("users.field.depart")} required rules={[zodRule(fields.departId)]}>
                <TreeSelect
                  treeData={departs.data ?? []}
                  fieldNames={DEPART_FIELD_NAMES}
                  loading={departs.isLoading}
                  showSearch={{ treeNodeFilterProp: "name" }}
                  treeDefaultExpandAll
                  placeholder={t("users.choose")}
                  allowClear
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="sex" label={t("users.field.sex")}>
                <Select options={sexOptions} allowClear placeholder={t("users.choose")} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="nation" label={t("users.field.nation")}>
                <Select
                  options={nationOptions}
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  placeholder={t("users.choose")}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="idNo"
                label={t("users.field.idNo")}
                rules={[zodRule(fields.idNo), uniqueRule("idNo", unique)]}
                {...BLUR_CHECKED}
              >
                <Input maxLength={LIMITS.idNo} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="no"
                label={t("users.field.no")}
                rules={[zodRule(fields.no), uniqueRule("no", unique)]}
                {...BLUR_CHECKED}
              >
                <Input maxLength={LIMITS.no} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="mobilePhone"
                label={t("users.field.mobilePhone")}
                rules={[zodRule(fields.mobilePhone), uniqueRule("mobilePhone", unique)]}
                {...BLUR_CHECKED}
              >
                <Input maxLength={LIMITS.phone} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="telPhone" label={t("users.field.telPhone")} rules={[zodRule(fields.telPhone)]}>
                <Input maxLength={LIMITS.phone} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="email"
                label={t("users.field.email")}
                rules={[zodRule(fields.email), uniqueRule("email", unique)]}
                {...BLUR_CHECKED}
              >
                <Input maxLength={LIMITS.email} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="enabled" label={t("users.field.enabled")} valuePropName="checked">
                <Switch checkedChildren={t("users.enabled")} unCheckedChildren={t("users.disabled")} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label={t("users.field.description")} rules={[zodRule(fields.description)]}>
                <Input.TextArea maxLength={LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}
