import type { GrantableMenu, GrantLevel, GroupNode } from "@zcps/contracts/roles";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import type { DataNode } from "antd/es/tree";
import Tree from "antd/es/tree";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useAuthority } from "../api/get-authority";
import { useGrantable } from "../api/get-grantable";
import { useSetAuthority } from "../api/set-authority";
import { check, checkBranch, elementKey, heldKeys, indexKeys, menuKey, toAuthority, uncheck } from "./authority-tree";

interface Props {
  /** the role whose authority is edited; null when closed */
  group: GroupNode | null;
  level: GrantLevel;
  onClose: () => void;
}

interface Labels {
  english: boolean;
  keyword: string;
  t: (key: string) => string;
  onBranch: (key: string) => void;
}

/** Does the menu, one of its elements or anything below it mention the keyword? */
function mentions(menu: GrantableMenu, needle: string): boolean {
  if (!needle) return true;
  const texts = [menu.title, menu.titleEn, menu.code, ...menu.elements.flatMap((e) => [e.name, e.nameEn, e.code])];
  return texts.some((text) => text.toLowerCase().includes(needle)) || menu.children.some((c) => mentions(c, needle));
}

function toTreeData(menus: GrantableMenu[], labels: Labels): DataNode[] {
  const needle = labels.keyword.trim().toLowerCase();
  return menus
    .filter((menu) => mentions(menu, needle))
    .map((menu) => ({
      key: menuKey(menu.id),
      title: (
        <span className="authority-node">
          <span>{labels.english ? menu.titleEn : menu.title}</span>
          <span className="authority-code">{menu.code}</span>
          {!menu.enabled && <Tag>{labels.t("groups.authority.disabled")}</Tag>}
          {(menu.children.length > 0 || menu.elements.length > 0) && (
            <Button
              type="link"
              size="small"
              className="authority-branch"
              onClick={(event) => {
                event.stopPropagation();
                labels.onBranch(menuKey(menu.id));
              }}
            >
              {labels.t("groups.authority.selectBranch")}
            </Button>
          )}
        </span>
      ),
      children: [
        ...menu.elements.map((element) => ({
          key: elementKey(element.id),
          isLeaf: true,
          title: (
            <span className="authority-node">
              <Tag color={element.type === "button" ? "blue" : "green"} className="authority-element-tag">
                {labels.t(`groups.authority.elementType.${element.type}`)}
              </Tag>
              <span>{labels.english ? element.nameEn : element.name}</span>
              <span className="authority-code">{element.code}</span>
            </span>
          ),
        })),
        ...toTreeData(menu.children, labels),
      ],
    }));
}

/**
 * 权限分配 / 权限下发 (AG-Admin groupAuthority / groupAuthorize): the menus the administrator may grant, each
 * with its elements, as checkboxes. Only what the administrator may grant onward is offered; the role's other
 * grants are kept as they are by the server.
 */
export function AuthorityDialog({ group, level, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const open = group !== null;
  const grantable = useGrantable(open);
  const held = useAuthority(group?.id, level);
  const setAuthority = useSetAuthority();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [keyword, setKeyword] = useState("");
  const english = i18n.language.startsWith("en");
  const menus = grantable.data ?? [];
  const index = useMemo(() => indexKeys(menus), [menus]);

  useEffect(() => {
    if (open && held.data && grantable.data) setChecked(heldKeys(index, held.data));
  }, [open, held.data, grantable.data, index]);

  useEffect(() => {
    if (!open) {
      setExpanded(null);
      setKeyword("");
    }
  }, [open]);

  const treeData = useMemo(
    () =>
      toTreeData(menus, {
        english,
        keyword,
        t,
        onBranch: (key) => setChecked((current) => checkBranch(index, current, key)),
      }),
    [menus, english, keyword, t, index],
  );
  const menuKeys = index.all.filter((key) => key.startsWith("m:"));
  const expandedKeys = keyword.trim() ? menuKeys : (expanded ?? menus.map((m) => menuKey(m.id)));
  const counts = toAuthority(checked);

  async function save() {
    if (!group) return;
    const reply = await setAuthority.mutateAsync({ id: group.id, level, authority: toAuthority(checked) });
    message.success(reply.message);
    onClose();
  }

  const title = level === "use" ? t("groups.authority.useTitle") : t("groups.authority.grantTitle");
  return (
    <Modal
      open={open}
      title={t("groups.dialogTitle", { title, name: group ? (english ? group.nameEn || group.name : group.name) : "" })}
      width={820}
      okText={t("groups.save")}
      cancelText={t("groups.cancel")}
      confirmLoading={setAuthority.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Alert
          type="info"
          showIcon
          title={level === "use" ? t("groups.authority.useHint") : t("groups.authority.grantHint")}
        />
        <Flex gap={8} wrap align="center">
          <Input.Search
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t("groups.authority.search")}
            aria-label={t("groups.authority.search")}
            allowClear
            style={{ width: 240 }}
          />
          <Button size="small" onClick={() => setExpanded(menuKeys)}>
            {t("groups.authority.expandAll")}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t("groups.authority.collapseAll")}
          </Button>
          <Button size="small" onClick={() => setChecked(new Set(index.all))}>
            {t("groups.authority.selectAll")}
          </Button>
          <Button size="small" onClick={() => setChecked(new Set())}>
            {t("groups.authority.clear")}
          </Button>
          <span className="authority-count" data-testid="authority-count">
            {t("groups.authority.count", { menus: counts.menus.length, elements: counts.elements.length })}
          </span>
        </Flex>
        <Spin spinning={grantable.isLoading || held.isLoading}>
          {menus.length === 0 && !grantable.isLoading ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("groups.authority.nothing")} />
          ) : (
            <Tree
              className="authority-tree"
              checkable
              checkStrictly
              selectable={false}
              blockNode
              height={440}
              treeData={treeData}
              checkedKeys={{ checked: [...checked], halfChecked: [] }}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpanded(keys.map(String))}
              onCheck={(_, info) => {
                const key = String(info.node.key);
                setChecked((current) => (info.checked ? check(index, current, key) : uncheck(index, current, key)));
              }}
            />
          )}
        </Spin>
      </Flex>
    </Modal>
  );
}
