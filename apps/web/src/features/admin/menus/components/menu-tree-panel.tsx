import { ROLE_ELEMENTS } from "@zcps/contracts/elements-roles";
import type { MenuAdminNode, MenuMove } from "@zcps/contracts/roles";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import type { DataNode, TreeProps } from "antd/es/tree";
import Tree from "antd/es/tree";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import { filterTree, findNode, textMatcher, treeIds } from "../../../../lib/tree";

interface Props {
  menus: MenuAdminNode[];
  loading: boolean;
  selected: MenuAdminNode | undefined;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (id: string, move: MenuMove) => void;
}

function toTreeData(nodes: MenuAdminNode[], english: boolean, t: (key: string) => string): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span className="menu-node-title">
        <span>{english ? node.titleEn : node.title}</span>
        <span className="menu-node-code">{node.code}</span>
        {!node.enabled && <Tag className="menu-node-tag">{t("menus.disabled")}</Tag>}
      </span>
    ),
    children: toTreeData(node.children, english, t),
  }));
}

/**
 * Where a drop puts the dragged menu: onto a node makes it that node's first child; beside a node puts it
 * before or after that node among the node's siblings.
 */
function dropTarget(
  tree: MenuAdminNode[],
  dragId: string,
  dropId: string,
  intoNode: boolean,
  after: boolean,
): MenuMove {
  if (intoNode) return { parentId: dropId, position: 0 };
  const target = findNode(tree, dropId);
  const parentId = target?.parentId ?? null;
  const siblings = (parentId ? (findNode(tree, parentId)?.children ?? []) : tree).filter((n) => n.id !== dragId);
  const index = siblings.findIndex((n) => n.id === dropId);
  return { parentId, position: Math.max(0, index) + (after ? 1 : 0) };
}

/** The left side: the whole menu tree with a search box, drag and drop to move, and the menu buttons. */
export function MenuTreePanel({ menus, loading, selected, onSelect, onAdd, onEdit, onDelete, onMove }: Props) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const english = i18n.language.startsWith("en");
  const searching = keyword.trim() !== "";
  const canEdit = can(ROLE_ELEMENTS.menuEdit);

  const shown = useMemo(
    () =>
      searching
        ? filterTree(
            menus,
            textMatcher<MenuAdminNode>(keyword, (n) => [n.title, n.titleEn, n.code]),
          )
        : menus,
    [menus, keyword, searching],
  );
  const expandedKeys = searching ? treeIds(shown) : (expanded ?? menus.map((n) => n.id));

  const onDrop: TreeProps["onDrop"] = (info) => {
    const dragId = String(info.dragNode.key);
    const dropId = String(info.node.key);
    const relative = info.dropPosition - Number(info.node.pos.split("-").pop());
    onMove(dragId, dropTarget(menus, dragId, dropId, !info.dropToGap, relative > 0));
  };

  return (
    <Panel
      title={t("menus.tree")}
      className="menu-tree-panel"
      testId="menu-tree"
      extra={
        <Flex gap={4}>
          {can(ROLE_ELEMENTS.menuAdd) && (
            <Button size="small" type="primary" onClick={onAdd}>
              {t("menus.add")}
            </Button>
          )}
          {canEdit && (
            <Button size="small" disabled={!selected} onClick={onEdit}>
              {t("menus.edit")}
            </Button>
          )}
          {can(ROLE_ELEMENTS.menuDel) && (
            <Popconfirm
              title={t("menus.deleteTitle")}
              description={t("menus.deleteConfirm", {
                name: selected ? (english ? selected.titleEn : selected.title) : "",
              })}
              okText={t("menus.ok")}
              cancelText={t("menus.cancel")}
              okButtonProps={{ danger: true }}
              disabled={!selected}
              onConfirm={onDelete}
            >
              <Button size="small" danger disabled={!selected}>
                {t("menus.delete")}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      }
    >
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t("menus.search")}
        aria-label={t("menus.search")}
        allowClear
      />
      {canEdit && !searching && <div className="menu-tree-hint">{t("menus.dragHint")}</div>}
      <Spin spinning={loading}>
        {shown.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("menus.noMenus")} />
        ) : (
          <Tree
            blockNode
            draggable={canEdit && !searching ? { icon: false } : false}
            treeData={toTreeData(shown, english, t)}
            selectedKeys={selected ? [selected.id] : []}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onSelect={(keys) => {
              if (keys.length > 0) onSelect(String(keys[0]));
            }}
            onDrop={onDrop}
          />
        )}
      </Spin>
    </Panel>
  );
}
