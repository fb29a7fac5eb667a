import { ROLE_ELEMENTS } from "@zcps/contracts/elements-roles";
import type { GrantLevel, GroupNode } from "@zcps/contracts/roles";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Spin from "antd/es/spin";
import type { DataNode } from "antd/es/tree";
import Tree from "antd/es/tree";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import { filterTree, findNode, textMatcher, treeIds } from "../../../../lib/tree";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeleteGroup } from "../api/delete-group";
import { useGroupTree } from "../api/get-group-tree";
import { AuthorityDialog } from "./authority-dialog";
import { GroupFormDialog, type GroupFormState } from "./group-form-dialog";
import { GroupUsersDialog } from "./group-users-dialog";

function toTreeData(nodes: GroupNode[], english: boolean): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span className="group-node-title">
        <span>{english ? node.nameEn || node.name : node.name}</span>
        <span className="group-node-code">{node.code}</span>
      </span>
    ),
    children: toTreeData(node.children, english),
  }));
}

/** One role type's tab: its role tree on the left, the chosen role and what may be done with it on the right. */
export function GroupTypeTab({ groupTypeId }: { groupTypeId: string }) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const groups = useGroupTree(groupTypeId);
  const deleteGroup = useDeleteGroup();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState("");
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [formState, setFormState] = useState<GroupFormState>({ open: false });
  const [usersOf, setUsersOf] = useState<GroupNode | null>(null);
  const [authority, setAuthority] = useState<{ group: GroupNode; level: GrantLevel } | null>(null);
  const english = i18n.language.startsWith("en");
  const tree = groups.data ?? [];
  const selected = findNode(tree, selectedId);
  const parent = findNode(tree, selected?.parentId);
  const shown = useMemo(
    () =>
      keyword.trim()
        ? filterTree(
            tree,
            textMatcher<GroupNode>(keyword, (g) => [g.name, g.nameEn, g.code]),
          )
        : tree,
    [tree, keyword],
  );
  const expandedKeys = keyword.trim() ? treeIds(shown) : (expanded ?? treeIds(tree));

  async function removeSelected() {
    if (!selected) return;
    const reply = await deleteGroup.mutateAsync(selected.id);
    message.success(reply.message);
    setSelectedId(selected.parentId);
  }

  const name = (group: GroupNode) => (english ? group.nameEn || group.name : group.name);

  return (
    <div className="group-tab">
      <Panel
        title={t("groups.tree")}
        className="group-tree-panel"
        testId="group-tree"
        extra={
          can(ROLE_ELEMENTS.groupAdd) && (
            <Button
              size="small"
              type="primary"
              onClick={() => setFormState({ open: true, groupTypeId, parentId: selected?.id ?? null })}
            >
              {selected ? t("groups.addChild") : t("groups.add")}
            </Button>
          )
        }
      >
        <Input.Search
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t("groups.search")}
          aria-label={t("groups.search")}
          allowClear
        />
        <Spin spinning={groups.isFetching}>
          {shown.length === 0 && !groups.isFetching ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("groups.noGroups")} />
          ) : (
            <Tree
              blockNode
              treeData={toTreeData(shown, english)}
              selectedKeys={selected ? [selected.id] : []}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpanded(keys.map(String))}
              onSelect={(keys) => {
                // clicking the selected role again keeps it selected
                if (keys.length > 0) setSelectedId(String(keys[0]));
              }}
            />
          )}
        </Spin>
      </Panel>
      <Panel title={t("groups.detail")} className="group-detail-panel" testId="group-detail">
        {!selected ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("groups.chooseGroup")} />
        ) : (
          <Flex vertical gap={16}>
            <Flex gap={8} wrap>
              {can(ROLE_ELEMENTS.groupEdit) && (
                <Button onClick={() => setFormState({ open: true, groupTypeId, group: selected })}>
                  {t("groups.edit")}
                </Button>
              )}
              {can(ROLE_ELEMENTS.groupUsers) && (
                <Button onClick={() => setUsersOf(selected)}>{t("groups.users.button")}</Button>
              )}
              {can(ROLE_ELEMENTS.groupAuthority) && (
                <Button type="primary" onClick={() => setAuthority({ group: selected, level: "use" })}>
                  {t("groups.authority.useButton")}
                </Button>
              )}
              {can(ROLE_ELEMENTS.groupAuthorize) && (
                <Button onClick={() => setAuthority({ group: selected, level: "grant" })}>
                  {t("groups.authority.grantButton")}
                </Button>
              )}
              {can(ROLE_ELEMENTS.groupDel) && (
                <Popconfirm
                  title={t("groups.deleteTitle")}
                  description={t("groups.deleteConfirm", { name: name(selected) })}
                  okText={t("groups.ok")}
                  cancelText={t("groups.cancel")}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => removeSelected().catch(() => undefined)}
                >
                  <Button danger>{t("groups.delete")}</Button>
                </Popconfirm>
              )}
            </Flex>
            <Descriptions
              bordered
              size="small"
              column={2}
              items={[
                { key: "name", label: t("groups.field.name"), children: selected.name },
                { key: "nameEn", label: t("groups.field.nameEn"), children: selected.nameEn },
                { key: "code", label: t("groups.field.code"), children: selected.code },
                {
                  key: "parent",
                  label: t("groups.field.parent"),
                  children: parent ? name(parent) : t("groups.topLevel"),
                },
                {
                  key: "dataScope",
                  label: t("groups.field.dataScope"),
                  children: t(`groups.dataScope.${selected.dataScope}`),
                },
                { key: "members", label: t("groups.field.memberCount"), children: selected.memberCount },
                { key: "order", label: t("groups.field.orderNum"), children: selected.orderNum },
                { key: "description", label: t("groups.field.description"), span: 2, children: selected.description },
              ]}
            />
          </Flex>
        )}
      </Panel>
      <GroupFormDialog
        state={formState}
        tree={tree}
        onClose={() => setFormState({ open: false })}
        onSaved={setSelectedId}
      />
      <GroupUsersDialog group={usersOf} onClose={() => setUsersOf(null)} />
      <AuthorityDialog
        group={authority?.group ?? null}
        level={authority?.level ?? "use"}
        onClose={() => setAuthority(null)}
      />
    </div>
  );
}
