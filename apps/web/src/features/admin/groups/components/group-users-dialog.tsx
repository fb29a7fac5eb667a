import type { GroupNode, UserRef } from "@zcps/contracts/roles";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useGroupUsers } from "../api/get-group-users";
import { useUserOptions } from "../api/search-user-options";
import { useSetGroupUsers } from "../api/set-group-users";

interface UsersFormValues {
  leaders: string[];
  members: string[];
}

const SEARCH_DELAY_MS = 300;

function userLabel(user: UserRef) {
  return (
    <span className="user-option">
      <span>{user.username}</span>
      <span className="user-option-name">
        {user.name}
        {user.departName ? ` · ${user.departName}` : ""}
      </span>
    </span>
  );
}

/** A multi-select of users found by a remote search of name or account (AG-Admin groupUser). */
function UserSearchSelect({
  value,
  onChange,
  known,
  label,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  known: Map<string, UserRef>;
  label: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const [focused, setFocused] = useState(false);
  const found = useUserOptions(keyword, focused);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // chosen users keep their labels while the search shows others
  const options = useMemo(() => {
    const byId = new Map<string, UserRef>();
    for (const id of value ?? []) {
      const user = known.get(id);
      if (user) byId.set(id, user);
    }
    for (const user of found.data ?? []) byId.set(user.id, user);
    return [...byId.values()].map((user) => ({ value: user.id, label: userLabel(user), title: user.name }));
  }, [value, known, found.data]);

  return (
    <Select
      mode="multiple"
      aria-label={label}
      value={value}
      onChange={(ids: string[]) => {
        for (const user of found.data ?? []) known.set(user.id, user);
        onChange?.(ids);
      }}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onFocus={() => setFocused(true)}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : t("groups.users.noMatch")}
      placeholder={t("groups.users.searchPlaceholder")}
      optionLabelProp="title"
    />
  );
}

/** 关联用户: the role's leaders and members, chosen from the tenant's users. */
export function GroupUsersDialog({ group, onClose }: { group: GroupNode | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const { message } = useAntdApp();
  const [form] = Form.useForm<UsersFormValues>();
  const users = useGroupUsers(group?.id);
  const setUsers = useSetGroupUsers();
  const known = useMemo(() => new Map<string, UserRef>(), []);

  useEffect(() => {
    if (!group || !users.data) return;
    for (const user of [...users.data.leaders, ...users.data.members]) known.set(user.id, user);
    form.setFieldsValue({
      leaders: users.data.leaders.map((u) => u.id),
      members: users.data.members.map((u) => u.id),
    });
  }, [group, users.data, form, known]);

  async function save() {
    if (!group) return;
    const values = await form.validateFields();
    const reply = await setUsers.mutateAsync({
      id: group.id,
      users: { leaders: values.leaders ?? [], members: values.members ?? [] },
    });
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={group !== null}
      title={t("groups.dialogTitle", {
        title: t("groups.users.title"),
        name: group ? (english ? group.nameEn || group.name : group.name) : "",
      })}
      width={640}
      okText={t("groups.save")}
      cancelText={t("groups.cancel")}
      confirmLoading={setUsers.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={users.isLoading}>
        <Form<UsersFormValues> name="groupUsers" form={form} layout="vertical" preserve={false}>
          <Form.Item name="leaders" label={t("groups.users.leaders")} extra={t("groups.users.leadersHint")}>
            <UserSearchSelect known={known} label={t("groups.users.leaders")} />
          </Form.Item>
          <Form.Item name="members" label={t("groups.users.members")}>
            <UserSearchSelect known={known} label={t("groups.users.members")} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
