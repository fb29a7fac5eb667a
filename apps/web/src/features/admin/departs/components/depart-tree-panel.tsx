import type { DepartTreeNode } from "@zcps/contracts/departs";
import { DEPART_ELEMENTS } from "@zcps/contracts/elements-depart";
import type { TreeProps } from "antd/es/tree";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { TreePanel } from "../../../../lib/tree-panel";
import { type DepartDrop, dropTarget } from "../drop-target";

interface Props {
  departs: DepartTreeNode[];
  loading: boolean;
  selected: DepartTreeNode | undefined;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (drop: DepartDrop) => void;
}

/** The left side: the organisation tree with a search box, the department buttons and drag-to-move. */
export function DepartTreePanel({ departs, loading, selected, onSelect, onAdd, onEdit, onDelete, onMove }: Props) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const english = i18n.language.startsWith("en");
  const rootIds = new Set(departs.map((d) => d.id));

  const handleDrop: TreeProps["onDrop"] = (info) => {
    const dropIndex = Number(info.node.pos.split("-").at(-1));
    const relative = info.dropPosition - dropIndex;
    const drop = dropTarget(departs, String(info.dragNode.key), String(info.node.key), !info.dropToGap, relative > 0);
    if (drop) onMove(drop);
  };

  return (
    <TreePanel
      title={t("departPage.tree")}
      className="depart-tree"
      treeClassName="depart-tree-nodes"
      nodes={departs}
      loading={loading}
      selected={selected}
      onSelect={onSelect}
      label={(node) => (english ? node.nameEn || node.name : node.name)}
      note={(node) => (node.userCount > 0 ? node.userCount : undefined)}
      searchTexts={(node) => [node.name, node.nameEn, node.code]}
      searchPlaceholder={t("departPage.treeSearch")}
      emptyText={t("departPage.noDeparts")}
      actions={{
        add: can(DEPART_ELEMENTS.add) ? { label: t("departPage.add"), onClick: onAdd } : undefined,
        edit: can(DEPART_ELEMENTS.edit) ? { label: t("departPage.edit"), onClick: onEdit } : undefined,
        remove: can(DEPART_ELEMENTS.del)
          ? {
              label: t("departPage.delete"),
              confirmTitle: t("departPage.deleteTitle"),
              confirmText: t("departPage.deleteConfirm", { name: selected?.name ?? "" }),
              okText: t("departPage.ok"),
              cancelText: t("departPage.cancel"),
              onConfirm: onDelete,
            }
          : undefined,
      }}
      drag={
        can(DEPART_ELEMENTS.edit)
          ? {
              hint: t("departPage.dragHint"),
              nodeDraggable: (key) => !rootIds.has(key),
              // the root stays the only root: nothing is dropped beside it
              allowDrop: ({ dropNode, dropPosition }) => dropPosition === 0 || !rootIds.has(String(dropNode.key)),
              onDrop: handleDrop,
            }
          : undefined
      }
    />
  );
}
