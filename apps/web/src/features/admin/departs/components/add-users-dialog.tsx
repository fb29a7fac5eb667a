import type { DepartTreeNode, DepartUserRow } from "@zcps/contracts/departs";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useAddDepartUsers } from "../api/add-depart-users";
import { useUserCandidates } from "../api/get-user-candidates";

interface Props {
  /** the department users are added to; the dialog is open while set */
  depart: DepartTreeNode | null;
  onClose: () => void;
}

function userLabel(u: DepartUserRow, english: boolean) {
  const depart = english ? u.departNameEn || u.departName : u.departName;
  return `${u.name} (${u.username})${depart ? ` · ${depart}` : ""}`;
}

/** The user picker: search by name, account or staff number, choose several, add them to the department. */
export function AddUsersDialog({ depart, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [keyword, setKeyword] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = useUserCandidates(depart?.id ?? null, keyword);
  const add = useAddDepartUsers();

  function close() {
    setKeyword("");
    setChosen([]);
    onClose();
  }

  async function save() {
    if (!depart || chosen.length === 0) return;
    const reply = await add.mutateAsync({ departId: depart.id, userIds: chosen });
    message.success(reply.message);
    close();
  }

  return (
    <Modal
      open={depart !== null}
      title={t("departPage.addUsersTitle", { name: depart?.name ?? "" })}
      width={560}
      okText={t("departPage.ok")}
      cancelText={t("departPage.cancel")}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={add.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={close}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t("departPage.addUsersHint")} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t("departPage.users")}>
          <Select
            mode="multiple"
            value={chosen}
            onChange={setChosen}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={candidates.isFetching}
            placeholder={t("departPage.pickUsers")}
            aria-label={t("departPage.pickUsers")}
            options={(candidates.data ?? []).map((u) => ({
              value: u.id,
              label: userLabel(u, i18n.language.startsWith("en")),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
