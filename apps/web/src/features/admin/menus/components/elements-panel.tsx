import { ROLE_ELEMENTS } from "@zcps/contracts/elements-roles";
import type { ElementRow, MenuAdminNode } from "@zcps/contracts/roles";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Select from "antd/es/select";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useAddElementRoute } from "../api/add-element-route";
import { useDeleteElement } from "../api/delete-element";
import { type ElementPageQuery, useElements } from "../api/get-elements";
import { useRouteChoices } from "../api/get-route-choices";
import { useRemoveElementRoute } from "../api/remove-element-route";
import { ElementFormDialog, type ElementFormState } from "./element-form-dialog";
import { routeKey, routeOf } from "./route-key";

const PAGE_SIZES = [10, 20, 50];

/** Adds one route to an element from a searchable list (only routes it does not open yet). */
function AddRouteSelect({ element }: { element: ElementRow }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [open, setOpen] = useState(false);
  const choices = useRouteChoices(open);
  const addRoute = useAddElementRoute();
  const held = new Set(element.routes.map(routeKey));
  if (!open) {
    return (
      <Button size="small" type="dashed" onClick={() => setOpen(true)}>
        {t("menus.element.addRoute")}
      </Button>
    );
  }
  return (
    <Select
      size="small"
      autoFocus
      defaultOpen
      style={{ width: 320 }}
      loading={choices.isLoading}
      showSearch={{ optionFilterProp: "label" }}
      placeholder={t("menus.element.chooseRoutes")}
      options={(choices.data ?? [])
        .filter((choice) => !held.has(routeKey(choice)))
        .map((choice) => ({ value: routeKey(choice), label: `${routeKey(choice)} · ${choice.summary}` }))}
      onBlur={() => setOpen(false)}
      onChange={(key: string) => {
        setOpen(false);
        addRoute
          .mutateAsync({ id: element.id, route: routeOf(key) })
          .then((reply) => message.success(reply.message))
          .catch(() => undefined);
      }}
    />
  );
}

/** The right side's lower part: the chosen menu's buttons and resources, each with the API routes it opens. */
export function ElementsPanel({ menu }: { menu: MenuAdminNode | undefined }) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ page: 1, limit: 10, name: "", menuId: "" });
  const [formState, setFormState] = useState<ElementFormState>({ open: false });
  // a newly chosen menu starts at its first page, unfiltered
  const query: ElementPageQuery | null = menu
    ? paging.menuId === menu.id
      ? paging
      : { page: 1, limit: paging.limit, name: "", menuId: menu.id }
    : null;
  const elements = useElements(query);
  const deleteElement = useDeleteElement();
  const removeRoute = useRemoveElementRoute();
  const english = i18n.language.startsWith("en");
  const canEdit = can(ROLE_ELEMENTS.elementEdit);
  const canDelete = can(ROLE_ELEMENTS.elementDel);

  function search() {
    if (menu) setPaging({ page: 1, limit: query?.limit ?? 10, name: keyword, menuId: menu.id });
  }

  const columns: ColumnsType<ElementRow> = [
    { title: t("menus.element.code"), dataIndex: "code", width: 160 },
    {
      title: t("menus.element.type"),
      dataIndex: "type",
      width: 76,
      render: (type: ElementRow["type"]) => (
        <Tag color={type === "button" ? "blue" : "green"}>{t(`menus.elementType.${type}`)}</Tag>
      ),
    },
    {
      title: t("menus.element.name"),
      key: "name",
      width: 90,
      render: (_, row) => (
        <Tooltip title={row.description}>
          <span>{english ? row.nameEn : row.name}</span>
        </Tooltip>
      ),
    },
    {
      title: t("menus.element.routes"),
      key: "routes",
      render: (_, row) => (
        <Flex wrap gap={4} align="center">
          {row.routes.map((route) => (
            <Tag
              key={routeKey(route)}
              className="route-tag"
              closable={canEdit}
              onClose={(event) => {
                event.preventDefault();
                removeRoute
                  .mutateAsync({ id: row.id, route })
                  .then((reply) => message.success(reply.message))
                  .catch(() => undefined);
              }}
            >
              <span className={`route-method route-method-${route.method.toLowerCase()}`}>{route.method}</span>{" "}
              {route.route}
            </Tag>
          ))}
          {canEdit && <AddRouteSelect element={row} />}
        </Flex>
      ),
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: t("menus.actions"),
      key: "actions",
      width: english ? 130 : 100,
      fixed: "right",
      render: (_, row) => (
        <Space size={0}>
          {canEdit && menu && (
            <Button type="link" size="small" onClick={() => setFormState({ open: true, menu, element: row })}>
              {t("menus.edit")}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t("menus.element.deleteTitle")}
              description={t("menus.element.deleteConfirm", { code: row.code })}
              okText={t("menus.ok")}
              cancelText={t("menus.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                deleteElement
                  .mutateAsync(row.id)
                  .then((reply) => message.success(reply.message))
                  .catch(() => undefined)
              }
            >
              <Button type="link" size="small" danger>
                {t("menus.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <Panel title={t("menus.elements")} testId="menu-elements">
      {!menu ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("menus.chooseMenu")} />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={8} wrap>
            <Input
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onPressEnter={search}
              placeholder={t("menus.element.search")}
              aria-label={t("menus.element.search")}
              allowClear
              style={{ width: 220 }}
            />
            <Button type="primary" onClick={search}>
              {t("menus.searchButton")}
            </Button>
            {can(ROLE_ELEMENTS.elementAdd) && (
              <Button onClick={() => setFormState({ open: true, menu })}>{t("menus.element.add")}</Button>
            )}
          </Flex>
          <Table<ElementRow>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={elements.data?.rows ?? []}
            loading={elements.isFetching}
            scroll={{ x: 760 }}
            pagination={{
              current: query?.page,
              pageSize: query?.limit,
              total: elements.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES,
              showTotal: (total) => t("menus.total", { total }),
              onChange: (page, limit) =>
                setPaging({
                  page: limit === query?.limit ? page : 1,
                  limit,
                  name: query?.name ?? "",
                  menuId: menu.id,
                }),
            }}
          />
        </Flex>
      )}
      <ElementFormDialog state={formState} onClose={() => setFormState({ open: false })} />
    </Panel>
  );
}
