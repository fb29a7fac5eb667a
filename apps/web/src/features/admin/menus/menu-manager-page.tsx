import type { MenuMove } from "@zcps/contracts/roles";
import { useState } from "react";
import { findNode } from "../../../lib/tree";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteMenu } from "./api/delete-menu";
import { useMenuTree } from "./api/get-menu-tree";
import { useMoveMenu } from "./api/move-menu";
import { ElementsPanel } from "./components/elements-panel";
import { type MenuFormMode, MenuFormPanel } from "./components/menu-form-panel";
import { MenuTreePanel } from "./components/menu-tree-panel";
import "./menus.css";

/**
 * /baseManager/menuManager (AG-Admin menuManager): the menu tree on the left; on the right the chosen menu's
 * form and its elements, each with the API routes it opens.
 */
export default function MenuManagerPage() {
  const { message } = useAntdApp();
  const menus = useMenuTree();
  const deleteMenu = useDeleteMenu();
  const moveMenu = useMoveMenu();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<MenuFormMode>({ kind: "view" });
  const tree = menus.data ?? [];
  const selected = findNode(tree, selectedId);

  async function removeSelected() {
    if (!selected) return;
    const reply = await deleteMenu.mutateAsync(selected.id);
    message.success(reply.message);
    setSelectedId(selected.parentId);
    setMode({ kind: "view" });
  }

  async function move(id: string, to: MenuMove) {
    const reply = await moveMenu.mutateAsync({ id, move: to });
    message.success(reply.message);
  }

  return (
    <div className="menu-page">
      <MenuTreePanel
        menus={tree}
        loading={menus.isFetching}
        selected={selected}
        onSelect={(id) => {
          setSelectedId(id);
          setMode({ kind: "view" });
        }}
        onAdd={() => setMode({ kind: "create", parentId: selected?.id ?? null })}
        onEdit={() => setMode({ kind: "edit" })}
        onDelete={() => removeSelected().catch(() => undefined)}
        onMove={(id, to) => move(id, to).catch(() => undefined)}
      />
      <div className="menu-detail">
        <MenuFormPanel
          mode={mode}
          menu={selected}
          tree={tree}
          onSaved={(id) => {
            setSelectedId(id);
            setMode({ kind: "view" });
          }}
          onCancel={() => setMode({ kind: "view" })}
        />
        <ElementsPanel menu={mode.kind === "create" ? undefined : selected} />
      </div>
    </div>
  );
}
