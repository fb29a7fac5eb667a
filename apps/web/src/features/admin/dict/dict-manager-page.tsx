import { useState } from "react";
import { findNode } from "../../../lib/tree";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteDictType } from "./api/delete-dict-type";
import { useDictTypeTree } from "./api/get-dict-type-tree";
import { TypeFormDialog, type TypeFormState } from "./components/type-form-dialog";
import { TypeTreePanel } from "./components/type-tree-panel";
import { ValuesPanel } from "./components/values-panel";
import "./dictionary.css";

/** /baseManager/dictManager: the tree of dictionary types on the left, the chosen type's values on the right. */
export default function DictManagerPage() {
  const { message } = useAntdApp();
  const types = useDictTypeTree();
  const deleteType = useDeleteDictType();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [typeForm, setTypeForm] = useState<TypeFormState>({ open: false });
  const tree = types.data ?? [];
  const selected = findNode(tree, selectedId);

  async function removeSelected() {
    if (!selected) return;
    const reply = await deleteType.mutateAsync(selected.id);
    message.success(reply.message);
    setSelectedId(selected.parentId);
  }

  return (
    <div className="dict-page">
      <TypeTreePanel
        types={tree}
        loading={types.isFetching}
        selected={selected}
        onSelect={setSelectedId}
        onAdd={() => setTypeForm({ open: true, parent: selected })}
        onEdit={() => selected && setTypeForm({ open: true, type: selected })}
        onDelete={() => removeSelected().catch(() => undefined)}
      />
      <ValuesPanel type={selected} />
      <TypeFormDialog
        state={typeForm}
        types={tree}
        onClose={() => setTypeForm({ open: false })}
        onSaved={setSelectedId}
      />
    </div>
  );
}
