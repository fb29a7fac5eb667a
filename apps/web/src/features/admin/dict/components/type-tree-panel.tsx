import type { DictTypeNode } from "@zcps/contracts/dictionary";
import { DICT_ELEMENTS } from "@zcps/contracts/elements-dict";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { TreePanel } from "../../../../lib/tree-panel";

interface Props {
  types: DictTypeNode[];
  loading: boolean;
  selected: DictTypeNode | undefined;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The left side: the tree of types with a search box and the type buttons (by element code). */
export function TypeTreePanel({ types, loading, selected, onSelect, onAdd, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const english = i18n.language.startsWith("en");

  return (
    <TreePanel
      title={t("dictPage.types")}
      className="dict-types"
      treeClassName="dict-type-tree"
      nodes={types}
      loading={loading}
      selected={selected}
      onSelect={onSelect}
      label={(node) => (english ? node.nameEn || node.name : node.name)}
      note={(node) => node.code}
      searchTexts={(node) => [node.name, node.nameEn, node.code]}
      searchPlaceholder={t("dictPage.typeSearch")}
      emptyText={t("dictPage.noTypes")}
      actions={{
        add: can(DICT_ELEMENTS.typeAdd) ? { label: t("dictPage.addType"), onClick: onAdd } : undefined,
        edit: can(DICT_ELEMENTS.typeEdit) ? { label: t("dictPage.editType"), onClick: onEdit } : undefined,
        remove: can(DICT_ELEMENTS.typeDel)
          ? {
              label: t("dictPage.deleteType"),
              confirmTitle: t("dictPage.deleteTypeTitle"),
              confirmText: t("dictPage.deleteTypeConfirm", { name: selected?.name ?? "" }),
              okText: t("dictPage.ok"),
              cancelText: t("dictPage.cancel"),
              onConfirm: onDelete,
            }
          : undefined,
      }}
    />
  );
}
