import type { DepartTreeNode } from "@zcps/contracts/departs";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import TreeSelect from "antd/es/tree-select";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useMoveDepartUsers } from "../api/move-depart-users";

interface Props {
  /** the users to move; the dialog is open while there are some */
  userIds: string[];
  departs: DepartTreeNode[];
  /** their current department, which is not a target */
  from: string | undefined;
  onClose: (moved: boolean) => void;
}

interface Option {
  value: string;
  title: string;
  disabled: boolean;
  children: Option[];
}

function options(nodes: DepartTreeNode[], from: string | undefined, english: boolean): Option[] {
  return nodes.map((n) => ({
    value: n.id,
    title: english ? n.nameEn || n.name : n.name,
    disabled: n.id === from,
    children: options(n.children, from, english),
  }));
}

export function MoveUsersDialog({ userIds, departs, from, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [target, setTarget] = useState<string | undefined>();
  const move = useMoveDepartUsers();
  const treeData = useMemo(
    () => options(departs, from, i18n.language.startsWith("en")),
    [departs, from, i18n.language],
  );

  function close(moved: boolean) {
    setTarget(undefined);
    onClose(moved);
  }

  async function save() {
    if (!target) return;
    const reply = await move.mutateAsync({ targetDepartId: target, userIds });
    message.success(reply.message);
    close(true);
  }

  return (
    <Modal
      open={userIds.length > 0}
      title={t("departPage.moveUsersTitle", { count: userIds.length })}
      okText={t("departPage.ok")}
      cancelText={t("departPage.cancel")}
      okButtonProps={{ disabled: !target }}
      confirmLoading={move.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={() => close(false)}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t("departPage.moveHint")} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t("departPage.moveTarget")} required>
          <TreeSelect
            value={target}
            onChange={setTarget}
            treeData={treeData}
            showSearch={{ treeNodeFilterProp: "title" }}
            treeDefaultExpandAll
            placeholder={t("departPage.moveTarget")}
            aria-label={t("departPage.moveTarget")}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
