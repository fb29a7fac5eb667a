import type { TenantRow, TenantUser } from "@zcps/contracts/tenants";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useTenantUserOptions } from "../api/search-tenant-users";
import { useSetTenantOwner } from "../api/set-tenant-owner";

const SEARCH_DELAY_MS = 300;

function userLabel(user: TenantUser) {
  return (
    <span className="tenant-user-option">
      <span>{user.username}</span>
      <span className="tenant-user-option-name">
        {user.name} · {user.tenantName}
      </span>
    </span>
  );
}

/** 授予用户: the tenant's owner, chosen by a remote search of every tenant's users (AG-Admin tenant "user"). */
export function OwnerDialog({ tenant, onClose }: { tenant: TenantRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ userId?: string }>();
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const found = useTenantUserOptions(keyword, tenant !== null);
  const setOwner = useSetTenantOwner();
  const userId = Form.useWatch("userId", form);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (tenant) form.setFieldsValue({ userId: tenant.owner?.id });
  }, [tenant, form]);

  const options = useMemo(() => {
    const byId = new Map<string, TenantUser>();
    if (tenant?.owner) byId.set(tenant.owner.id, tenant.owner);
    for (const user of found.data ?? []) byId.set(user.id, user);
    return [...byId.values()];
  }, [tenant, found.data]);
  const chosen = options.find((u) => u.id === userId);
  const moving = Boolean(tenant && chosen && chosen.tenantId !== tenant.id);

  async function save() {
    if (!tenant) return;
    const { userId: id } = await form.validateFields();
    if (!id) return;
    const reply = await setOwner.mutateAsync({ id: tenant.id, userId: id });
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={tenant !== null}
      title={t("tenants.ownerTitle", { name: tenant?.name ?? "" })}
      width={560}
      okText={t("tenants.ok")}
      cancelText={t("tenants.cancel")}
      confirmLoading={setOwner.isPending}
      okButtonProps={{ disabled: !userId || userId === tenant?.owner?.id }}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form name="tenantOwner" form={form} layout="vertical" preserve={false}>
        <Form.Item name="userId" label={t("tenants.field.owner")} required>
          <Select
            aria-label={t("tenants.field.owner")}
            options={options.map((user) => ({ value: user.id, label: userLabel(user), title: user.name }))}
            showSearch={{ filterOption: false, onSearch: setTyped }}
            loading={found.isFetching}
            notFoundContent={found.isFetching ? <Spin size="small" /> : t("tenants.noMatch")}
            placeholder={t("tenants.ownerSearch")}
            optionLabelProp="title"
          />
        </Form.Item>
      </Form>
      {moving && chosen && (
        <Alert
          type="warning"
          showIcon
          title={t("tenants.ownerMoves", { user: chosen.name, from: chosen.tenantName, to: tenant?.name ?? "" })}
        />
      )}
    </Modal>
  );
}
