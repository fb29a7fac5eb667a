import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Spin from "antd/es/spin";
import type { DataNode, TreeProps } from "antd/es/tree";
import Tree from "antd/es/tree";
import TreeSelect, { type TreeSelectProps } from "antd/es/tree-select";
import { type ReactNode, useMemo, useState } from "react";
import { Panel } from "../components/panel";
import { ancestorIds, filterTree, type TreeShape, textMatcher, treeIds } from "./tree";
import "./tree-panel.css";

/** The toolbar's buttons; each is shown when given (the page leaves out what the caller's codes do not open). */
export interface TreePanelActions {
  add?: { label: string; onClick: () => void };
  /** disabled while nothing is selected, like `remove` */
  edit?: { label: string; onClick: () => void };
  remove?: {
    label: string;
    confirmTitle: string;
    confirmText: string;
    okText: string;
    cancelText: string;
    onConfirm: () => void;
  };
}

/** Drag-to-move: offered while the tree is not filtered by a search (a filtered tree hides the real siblings). */
export interface TreePanelDrag {
  hint: string;
  nodeDraggable: (key: string) => boolean;
  allowDrop: NonNullable<TreeProps["allowDrop"]>;
  onDrop: NonNullable<TreeProps["onDrop"]>;
}

interface TreePanelProps<T extends TreeShape<T>> {
  title: string;
  /** the panel's class and the tree's: the page's layout and the browser tests find them by these */
  className: string;
  treeClassName: string;
  nodes: T[];
  loading: boolean;
  selected: T | undefined;
  onSelect: (id: string) => void;
  /** a node's name, and a note after it in grey (a count, a code) */
  label: (node: T) => string;
  note?: (node: T) => ReactNode;
  /** the texts the search box looks in */
  searchTexts: (node: T) => (string | null | undefined)[];
  searchPlaceholder: string;
  emptyText: string;
  actions: TreePanelActions;
  drag?: TreePanelDrag;
}

/**
 * The left side of a tree page: a panel with the node buttons, a search box and the tree. The top level is open at
 * first; searching opens every branch that matched; a node chosen from outside (one just created) is revealed.
 */
export function TreePanel<T extends TreeShape<T>>({
  title,
  className,
  treeClassName,
  nodes,
  loading,
  selected,
  onSelect,
  label,
  note,
  searchTexts,
  searchPlaceholder,
  emptyText,
  actions,
  drag,
}: TreePanelProps<T>) {
  const [keyword, setKeyword] = useState("");
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [revealed, setRevealed] = useState<string | undefined>(undefined);
  if (selected && revealed !== selected.id) {
    setRevealed(selected.id);
    const opened = expanded ?? nodes.map((n) => n.id);
    const missing = ancestorIds(nodes, selected.id).filter((id) => !opened.includes(id));
    if (missing.length > 0) setExpanded([...opened, ...missing]);
  }
  const searching = keyword.trim() !== "";
  const dragging = searching ? undefined : drag;

  const shown = useMemo(
    () => (searching ? filterTree(nodes, textMatcher(keyword, searchTexts)) : nodes),
    [nodes, keyword, searching, searchTexts],
  );
  const expandedKeys = searching ? treeIds(shown) : (expanded ?? nodes.map((n) => n.id));
  const toTreeData = (level: T[]): DataNode[] =>
    level.map((node) => {
      const extra = note?.(node);
      return {
        key: node.id,
        title: (
          <span className="tree-panel-node">
            <span>{label(node)}</span>
            {extra && <span className="tree-panel-note">{extra}</span>}
          </span>
        ),
        children: toTreeData(node.children),
      };
    });

  return (
    <Panel
      title={title}
      className={`tree-panel ${className}`}
      extra={<TreePanelToolbar actions={actions} selected={selected !== undefined} />}
    >
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        allowClear
      />
      {dragging && <div className="tree-panel-hint">{dragging.hint}</div>}
      <Spin spinning={loading}>
        {shown.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <Tree
            className={treeClassName}
            blockNode
            treeData={toTreeData(shown)}
            selectedKeys={selected ? [selected.id] : []}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onSelect={(keys) => {
              // clicking the selected node again keeps it selected
              if (keys.length > 0) onSelect(String(keys[0]));
            }}
            draggable={
              dragging ? { icon: false, nodeDraggable: (node) => dragging.nodeDraggable(String(node.key)) } : false
            }
            allowDrop={dragging?.allowDrop}
            onDrop={dragging?.onDrop}
          />
        )}
      </Spin>
    </Panel>
  );
}

function TreePanelToolbar({ actions, selected }: { actions: TreePanelActions; selected: boolean }) {
  const { add, edit, remove } = actions;
  return (
    <Flex gap={4}>
      {add && (
        <Button size="small" type="primary" onClick={add.onClick}>
          {add.label}
        </Button>
      )}
      {edit && (
        <Button size="small" disabled={!selected} onClick={edit.onClick}>
          {edit.label}
        </Button>
      )}
      {remove && (
        <Popconfirm
          title={remove.confirmTitle}
          description={remove.confirmText}
          okText={remove.okText}
          cancelText={remove.cancelText}
          okButtonProps={{ danger: true }}
          disabled={!selected}
          onConfirm={() => {
            remove.onConfirm();
          }}
        >
          <Button size="small" danger disabled={!selected}>
            {remove.label}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}

interface ParentOption {
  value: string;
  title: string;
  children: ParentOption[];
}

function parentOptions<T extends TreeShape<T>>(
  nodes: readonly T[],
  exclude: string | undefined,
  title: (node: T) => string,
): ParentOption[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({ value: n.id, title: title(n), children: parentOptions(n.children, exclude, title) }));
}

interface ParentTreeSelectProps<T extends TreeShape<T>> extends Omit<TreeSelectProps<string>, "treeData" | "title"> {
  nodes: readonly T[];
  /** the node being edited: it cannot move under itself or below it, so its branch is left out */
  editing: T | undefined;
  title: (node: T) => string;
  /** open every branch at first (a small tree); otherwise the branch of the current parent */
  expandAll?: boolean;
}

/** A form field choosing a tree node's parent (Form.Item gives it id, value and onChange); empty is the top level. */
export function ParentTreeSelect<T extends TreeShape<T>>({
  nodes,
  editing,
  title,
  expandAll = false,
  ...select
}: ParentTreeSelectProps<T>) {
  const options = useMemo(() => parentOptions(nodes, editing?.id, title), [nodes, editing, title]);
  return (
    <TreeSelect
      {...select}
      treeData={options}
      allowClear
      showSearch={{ treeNodeFilterProp: "title" }}
      treeDefaultExpandAll={expandAll}
      treeDefaultExpandedKeys={!expandAll && select.value ? [select.value] : undefined}
    />
  );
}
