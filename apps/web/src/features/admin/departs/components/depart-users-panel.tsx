import type { DepartTreeNode, DepartUserRow } from "@zcps/contracts/departs";
import { DEPART_ELEMENTS } from "@zcps/contracts/elements-depart";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Switch from "antd/es/switch";
import type { ColumnsType } from "antd/es/table";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import { type DepartUserQuery, useDepartUsers } from "../api/get-depart-users";
import { AddUsersDialog } from "./add-users-dialog";
import { MoveUsersDialog } from "./move-users-dialog";

const PAGE_SIZES = [10, 20, 50, 100];

interface Props {
  depart: DepartTreeNode | undefined;
  departs: DepartTreeNode[];
}

/** The right side: the chosen department's users, paged, with adding users and moving them elsewhere. */
export function DepartUsersPanel({ depart, departs }: Props) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<Omit<DepartUserQuery, "departId">>({
    page: 1,
    limit: 20,
    keyword: "",
    descendants: false,
  });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [moving, setMoving] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const users = useDepartUsers(depart ? { ...query, departId: depart.id } : null);
  const english = i18n.language.startsWith("en");
  const canMove = can(DEPART_ELEMENTS.userMove);

  // another department starts on its first page without the previous one's filters and selection
  const [shownDepartId, setShownDepartId] = useState(depart?.id);
  if (shownDepartId !== depart?.id) {
    setShownDepartId(depart?.id);
    setKeyword("");
    setSelectedIds([]);
    setQuery((q) => ({ ...q, page: 1, keyword: "" }));
  }

  const columns: ColumnsType<DepartUserRow> = [
    { title: t("departPage.col.name"), dataIndex: "name", width: 120, ellipsis: true },
    { title: t("departPage.col.username"), dataIndex: "username", width: 150, ellipsis: true },
    { title: t("departPage.col.no"), dataIndex: "no", width: 110 },
    { title: t("departPage.col.mobilePhone"), dataIndex: "mobilePhone", width: 130 },
    {
      title: t("departPage.col.depart"),
      key: "depart",
      width: 180,
      ellipsis: true,
      render: (_, row) => (english ? row.departNameEn || row.departName : row.departName),
    },
    {
      title: t("departPage.col.enabled"),
      dataIndex: "enabled",
      width: 90,
      render: (enabled: boolean) =>
        enabled ? <Tag color="success">{t("departPage.enabled")}</Tag> : <Tag>{t("departPage.disabled")}</Tag>,
    },
  ];
  if (canMove) {
    columns.push({
      title: t("departPage.col.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 90 : 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setMoving([row.id])}>
          {t("departPage.move")}
        </Button>
      ),
    });
  }

  const search = () => setQuery((q) => ({ ...q, page: 1, keyword }));
  const name = depart ? (english ? depart.nameEn || depart.name : depart.name) : "";

  return (
    <Panel
      title={depart ? t("departPage.usersOf", { name }) : t("departPage.users")}
      extra={depart && <Tag>{t(`departPage.type.${depart.type}`)}</Tag>}
      className="depart-users"
    >
      {!depart ? (
        <Empty description={t("departPage.chooseDepart")} />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={8} wrap align="center">
            <Input
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onPressEnter={search}
              placeholder={t("departPage.filter.keyword")}
              aria-label={t("departPage.filter.keyword")}
              allowClear
              style={{ width: 220 }}
            />
            <Flex gap={6} align="center">
              <Switch
                size="small"
                checked={query.descendants}
                onChange={(descendants) => setQuery((q) => ({ ...q, page: 1, descendants }))}
                aria-label={t("departPage.filter.descendants")}
              />
              <span>{t("departPage.filter.descendants")}</span>
            </Flex>
            <Button type="primary" onClick={search}>
              {t("departPage.search")}
            </Button>
            {can(DEPART_ELEMENTS.userAdd) && (
              <Button onClick={() => setAdding(true)}>{t("departPage.addUsers")}</Button>
            )}
            {canMove && (
              <Button disabled={selectedIds.length === 0} onClick={() => setMoving(selectedIds)}>
                {t("departPage.moveUsers")}
              </Button>
            )}
          </Flex>
          <Table<DepartUserRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={users.data?.rows ?? []}
            loading={users.isFetching}
            rowSelection={
              canMove
                ? { selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(String)) }
                : undefined
            }
            scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
            pagination={{
              current: query.page,
              pageSize: query.limit,
              total: users.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES,
              showTotal: (total) => t("departPage.total", { total }),
              onChange: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
            }}
          />
        </Flex>
      )}
      <AddUsersDialog depart={adding ? (depart ?? null) : null} onClose={() => setAdding(false)} />
      <MoveUsersDialog
        userIds={moving}
        departs={departs}
        from={query.descendants ? undefined : depart?.id}
        onClose={(moved) => {
          setMoving([]);
          if (moved) setSelectedIds([]);
        }}
      />
    </Panel>
  );
}
