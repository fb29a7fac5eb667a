import type { DepartTreeNode } from "@zcps/contracts/departs";
import { DEPART_ELEMENTS } from "@zcps/contracts/elements-depart";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Spin from "antd/es/spin";
import type { DataNode, TreeProps } from "antd/es/tree";
import Tree from "antd/es/tree";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { ancestorIds, filterTree, textMatcher, treeIds } from "../../../lib/tree";
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

function toTreeData(nodes: DepartTreeNode[], english: boolean): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span className="depart-title">
        <span>{english ? node.nameEn || node.name : node.name}</span>
        {node.userCount > 0 && <span className="depart-count">{node.userCount}</span>}
      </span>
    ),
    children: toTreeData(node.children, english),
  }));
}

/** The left side: the organisation tree with a search box, the department buttons and drag-to-move. */
export function DepartTreePanel({ departs, loading, selected, onSelect, onAdd, onEdit, onDelete, onMove }: Props) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [expanded, setExpanded] = useState<string[] | null>(null);
  // a newly chosen node (one just created, say) is shown: its branch opens
  const [revealed, setRevealed] = useState<string | undefined>(undefined);
  if (selected && revealed !== selected.id) {
    setRevealed(selected.id);
    const opened = expanded ?? departs.map((n) => n.id);
    const missing = ancestorIds(departs, selected.id).filter((id) => !opened.includes(id));
    if (missing.length > 0) setExpanded([...opened, ...missing]);
  }
  const english = i18n.language.startsWith("en");
  const canMove = can(DEPART_ELEMENTS.edit) && !keyword.trim();
  const rootIds = new Set(departs.map((d) => d.id));

  const shown = useMemo(
    () =>
      keyword.trim()
        ? filterTree(
            departs,
            textMatcher<DepartTreeNode>(keyword, (n) => [n.name, n.nameEn, n.code]),
          )
        : departs,
    [departs, keyword],
  );
  // the school and its units are open at first; searching opens every branch that matched
  const expandedKeys = keyword.trim() ? treeIds(shown) : (expanded ?? departs.map((d) => d.id));

  const handleDrop: TreeProps["onDrop"] = (info) => {
    const dropIndex = Number(info.node.pos.split("-").at(-1));
    const relative = info.dropPosition - dropIndex;
    const drop = dropTarget(departs, String(info.dragNode.key), String(info.node.key), !info.dropToGap, relative > 0);
    if (drop) onMove(drop);
  };

  return (
    <Panel
      title={t("departPage.tree")}
      className="depart-tree"
      extra={
        <Flex gap={4}>
          {can(DEPART_ELEMENTS.add) && (
            <Button size="small" type="primary" onClick={onAdd}>
              {t("departPage.add")}
            </Button>
          )}
          {can(DEPART_ELEMENTS.edit) && (
            <Button size="small" disabled={!selected} onClick={onEdit}>
              {t("departPage.edit")}
            </Button>
          )}
          {can(DEPART_ELEMENTS.del) && (
            <Popconfirm
              title={t("departPage.deleteTitle")}
              description={t("departPage.deleteConfirm", { name: selected?.name ?? "" })}
              okText={t("departPage.ok")}
              cancelText={t("departPage.cancel")}
              okButtonProps={{ danger: true }}
              disabled={!selected}
              onConfirm={() => {
                onDelete();
              }}
            >
              <Button size="small" danger disabled={!selected}>
                {t("departPage.delete")}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      }
    >
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t("departPage.treeSearch")}
        aria-label={t("departPage.treeSearch")}
        allowClear
      />
      {canMove && <div className="depart-hint">{t("departPage.dragHint")}</div>}
      <Spin spinning={loading}>
        {shown.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("departPage.noDeparts")} />
        ) : (
          <Tree
            className="depart-tree-nodes"
            blockNode
            treeData={toTreeData(shown, english)}
            selectedKeys={selected ? [selected.id] : []}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onSelect={(keys) => {
              // clicking the selected department again keeps it selected
              if (keys.length > 0) onSelect(String(keys[0]));
            }}
            draggable={canMove ? { icon: false, nodeDraggable: (node) => !rootIds.has(String(node.key)) } : false}
            // the root stays the only root: nothing is dropped beside it
            allowDrop={({ dropNode, dropPosition }) => dropPosition === 0 || !rootIds.has(String(dropNode.key))}
            onDrop={handleDrop}
          />
        )}
      </Spin>
    </Panel>
  );
}
