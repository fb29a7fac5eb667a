import { useState } from "react";
import { useTranslation } from "react-i18next";
import { findNode } from "../../../lib/tree";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteDepart } from "./api/delete-depart";
import { useDepartTree } from "./api/get-depart-tree";
import { useMoveDepart } from "./api/move-depart";
import { DepartFormDialog, type DepartFormState } from "./components/depart-form-dialog";
import { DepartTreePanel } from "./components/depart-tree-panel";
import { DepartUsersPanel } from "./components/depart-users-panel";
import type { DepartDrop } from "./drop-target";
import "./departs.css";

/** /orgManager/departManager: the organisation tree on the left, the chosen department's users on the right. */
export default function DepartManagerPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const departs = useDepartTree();
  const deleteDepart = useDeleteDepart();
  const moveDepart = useMoveDepart();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [form, setForm] = useState<DepartFormState>({ open: false });
  const tree = departs.data ?? [];
  // the school is shown until the user chooses another department
  const selected = findNode(tree, selectedId) ?? tree[0];

  async function removeSelected() {
    if (!selected) return;
    const reply = await deleteDepart.mutateAsync(selected.id);
    message.success(reply.message);
    setSelectedId(selected.parentId);
  }

  async function move(drop: DepartDrop) {
    await moveDepart.mutateAsync(drop);
    message.success(t("departPage.moved"));
  }

  return (
    <div className="depart-page">
      <DepartTreePanel
        departs={tree}
        loading={departs.isFetching}
        selected={selected}
        onSelect={setSelectedId}
        onAdd={() => setForm({ open: true, parent: selected })}
        onEdit={() => selected && setForm({ open: true, depart: selected })}
        onDelete={() => removeSelected().catch(() => undefined)}
        onMove={(drop) => move(drop).catch(() => undefined)}
      />
      <DepartUsersPanel depart={selected} departs={tree} />
      <DepartFormDialog state={form} departs={tree} onClose={() => setForm({ open: false })} onSaved={setSelectedId} />
    </div>
  );
}
