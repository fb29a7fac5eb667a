import type { DictTypeNode } from "@zcps/contracts/dictionary";
import { DICT_ELEMENTS } from "@zcps/contracts/elements-dict";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Spin from "antd/es/spin";
import type { DataNode } from "antd/es/tree";
import Tree from "antd/es/tree";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { ancestorIds, filterTree, textMatcher, treeIds } from "../../../lib/tree";

interface Props {
  types: DictTypeNode[];
  loading: boolean;
  selected: DictTypeNode | undefined;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function toTreeData(nodes: DictTypeNode[], english: boolean): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span className="dict-type-title">
        <span>{english ? node.nameEn || node.name : node.name}</span>
        <span className="dict-type-code">{node.code}</span>
      </span>
    ),
    children: toTreeData(node.children, english),
  }));
}

/** The left side: the tree of types with a search box and the type buttons (by element code). */
export function TypeTreePanel({ types, loading, selected, onSelect, onAdd, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [expanded, setExpanded] = useState<string[] | null>(null);
  // a newly chosen node (one just created, say) is shown: its branch opens
  const [revealed, setRevealed] = useState<string | undefined>(undefined);
  if (selected && revealed !== selected.id) {
    setRevealed(selected.id);
    const opened = expanded ?? types.map((n) => n.id);
    const missing = ancestorIds(types, selected.id).filter((id) => !opened.includes(id));
    if (missing.length > 0) setExpanded([...opened, ...missing]);
  }
  const english = i18n.language.startsWith("en");

  const shown = useMemo(
    () =>
      keyword.trim()
        ? filterTree(
            types,
            textMatcher<DictTypeNode>(keyword, (n) => [n.name, n.nameEn, n.code]),
          )
        : types,
    [types, keyword],
  );
  // searching opens every branch that matched; otherwise the top level is open until the user chooses
  const expandedKeys = keyword.trim() ? treeIds(shown) : (expanded ?? types.map((n) => n.id));

  return (
    <Panel
      title={t("dictPage.types")}
      className="dict-types"
      extra={
        <Flex gap={4}>
          {can(DICT_ELEMENTS.typeAdd) && (
            <Button size="small" type="primary" onClick={onAdd}>
              {t("dictPage.addType")}
            </Button>
          )}
          {can(DICT_ELEMENTS.typeEdit) && (
            <Button size="small" disabled={!selected} onClick={onEdit}>
              {t("dictPage.editType")}
            </Button>
          )}
          {can(DICT_ELEMENTS.typeDel) && (
            <Popconfirm
              title={t("dictPage.deleteTypeTitle")}
              description={t("dictPage.deleteTypeConfirm", { name: selected?.name ?? "" })}
              okText={t("dictPage.ok")}
              cancelText={t("dictPage.cancel")}
              okButtonProps={{ danger: true }}
              disabled={!selected}
              onConfirm={() => {
                onDelete();
              }}
            >
              <Button size="small" danger disabled={!selected}>
                {t("dictPage.deleteType")}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      }
    >
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t("dictPage.typeSearch")}
        aria-label={t("dictPage.typeSearch")}
        allowClear
      />
      <Spin spinning={loading}>
        {shown.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dictPage.noTypes")} />
        ) : (
          <Tree
            className="dict-type-tree"
            blockNode
            treeData={toTreeData(shown, english)}
            selectedKeys={selected ? [selected.id] : []}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onSelect={(keys) => {
              // clicking the selected type again keeps it selected
              if (keys.length > 0) onSelect(String(keys[0]));
            }}
          />
        )}
      </Spin>
    </Panel>
  );
}
