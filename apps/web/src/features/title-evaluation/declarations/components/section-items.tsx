import type { DeclarationDetail, ItemRow, SectionRow } from "@zcps/contracts/zcps/declaration/api";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Checkbox from "antd/es/checkbox";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeleteItem } from "../api/delete-item";
import { useSectionItems } from "../api/find-data";
import { useSetRepresentatives } from "../api/set-representatives";
import { AttachmentsCell } from "./attachments-cell";
import { ItemFormDrawer } from "./item-form-drawer";

type DrawerState = { open: false } | { open: true; item?: ItemRow };

/** One section: its items with source, representative mark and attachments; add, edit and delete when open. */
export function SectionItems({
  declaration,
  section,
  canEdit,
}: {
  declaration: DeclarationDetail;
  section: SectionRow;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const navigate = useNavigate();
  const items = useSectionItems(declaration.id, section.materialType, i18n.language);
  const remove = useDeleteItem();
  const setReps = useSetRepresentatives();
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const rows = items.data ?? [];
  const full = section.single ? rows.length >= 1 : section.maxItems !== null && rows.length >= section.maxItems;

  async function toggleRepresentative(item: ItemRow, on: boolean) {
    const current = declaration.representatives.map((r) => r.id).filter((id) => id !== item.id);
    const reply = await setReps.mutateAsync({
      declarationId: declaration.id,
      itemIds: on ? [...current, item.id] : current,
    });
    message.success(reply.message);
  }

  const columns: ColumnsType<ItemRow> = [
    {
      title: t("declare.items.summary"),
      dataIndex: "summary",
      render: (summary: string, item) => (
        <Space wrap>
          <span>{summary}</span>
          {item.returned ? <Tag color="red">{t("declare.items.returned")}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t("declare.items.source"),
      dataIndex: "source",
      width: 130,
      render: (source: string) =>
        source === "import" ? (
          <Tag color="blue">{t("declare.items.sourceImport")}</Tag>
        ) : (
          <Tag>{t("declare.items.sourceSelf")}</Tag>
        ),
    },
    ...(section.representativeAllowed
      ? [
          {
            title: t("declare.items.representative"),
            key: "representative",
            width: 110,
            render: (_: unknown, item: ItemRow) => (
              <Checkbox
                checked={item.isRepresentative}
                disabled={!canEdit || !item.editable || setReps.isPending}
                onChange={(e) => toggleRepresentative(item, e.target.checked)}
              >
                {item.representativeOrder ?? ""}
              </Checkbox>
            ),
          },
        ]
      : []),
    {
      title: t("declare.items.attachments"),
      key: "attachments",
      width: 220,
      render: (_, item) => (
        <AttachmentsCell itemId={item.id} attachments={item.attachments} canEdit={canEdit && item.editable} />
      ),
    },
    {
      title: t("declare.items.actions"),
      key: "actions",
      width: 170,
      render: (_, item) =>
        item.source === "import" ? (
          declaration.isOwner ? (
            <Button type="link" size="small" onClick={() => navigate(`/zcps/personErrorCorrection?item=${item.id}`)}>
              {t("declare.items.correction")}
            </Button>
          ) : null
        ) : canEdit && item.editable ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setDrawer({ open: true, item })}>
              {t("declare.items.edit")}
            </Button>
            <Popconfirm
              title={t("declare.items.deleteConfirm")}
              okText={t("declare.ok")}
              cancelText={t("declare.cancel")}
              onConfirm={async () => message.success((await remove.mutateAsync(item.id)).message)}
            >
              <Button type="link" size="small" danger>
                {t("declare.items.delete")}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  return (
    <Card
      size="small"
      title={section.label}
      extra={
        canEdit && section.editable && !full ? (
          <Button type="primary" onClick={() => setDrawer({ open: true })}>
            {t("declare.items.add")}
          </Button>
        ) : null
      }
    >
      <Table<ItemRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={items.isLoading}
        pagination={false}
        locale={{ emptyText: t("declare.items.empty") }}
        scroll={{ x: 800 }}
      />
      {drawer.open ? (
        <ItemFormDrawer
          declarationId={declaration.id}
          materialType={section.materialType}
          item={drawer.item}
          onClose={() => setDrawer({ open: false })}
        />
      ) : null}
    </Card>
  );
}
