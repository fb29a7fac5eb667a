import type { MessageRow } from "@zcps/contracts/zcps/workflow/api";
import { WORKFLOW_ELEMENTS } from "@zcps/contracts/zcps/workflow/elements";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { EnabledFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteMessage } from "./api/delete-message";
import { type MessagePageQuery, useMessages } from "./api/get-messages";
import { useReadAllMessages } from "./api/read-all-messages";
import { useReadMessage } from "./api/read-message";

/** /zcps/messageCenter: my inbox, unread first, in the console's language. */
export default function MessageCenterPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const navigate = useNavigate();
  const can = useCan();
  const [query, setQuery] = useState<MessagePageQuery>({ page: 1, limit: 20 });
  const [open, setOpen] = useState<MessageRow | null>(null);
  const messages = useMessages(query, i18n.language);
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const remove = useDeleteMessage();

  async function show(row: MessageRow) {
    setOpen(await read.mutateAsync(row.id));
  }

  const columns: ColumnsType<MessageRow> = [
    {
      title: t("messages.col.title"),
      dataIndex: "title",
      width: 420,
      render: (title: string, row) => (
        <Button type="link" size="small" onClick={() => show(row).catch(() => undefined)}>
          <Badge dot={!row.read} offset={[6, 0]}>
            <Typography.Text strong={!row.read}>{title}</Typography.Text>
          </Badge>
        </Button>
      ),
    },
    {
      title: t("messages.col.status"),
      dataIndex: "read",
      width: 100,
      render: (isRead: boolean) =>
        isRead ? <Tag>{t("messages.read")}</Tag> : <Tag color="processing">{t("messages.unread")}</Tag>,
    },
    {
      title: t("messages.col.createdAt"),
      dataIndex: "createdAt",
      width: 170,
      render: (value: string) => dayjs(value).format("YYYY-MM-DD HH:mm"),
    },
    {
      title: t("messages.col.actions"),
      key: "actions",
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => show(row).catch(() => undefined)}>
            {t("messages.open")}
          </Button>
          {can(WORKFLOW_ELEMENTS.messageDel) && (
            <Popconfirm
              title={t("messages.deleteTitle")}
              description={t("messages.deleteConfirm")}
              okText={t("messages.ok")}
              cancelText={t("messages.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={async () => {
                const reply = await remove.mutateAsync(row.id);
                message.success(reply.message);
              }}
            >
              <Button type="link" size="small" danger>
                {t("messages.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<MessageRow>
      filters={
        <EnabledFilter
          value={query.unread}
          onChange={(unread) => setQuery((q) => ({ ...q, page: 1, unread }))}
          placeholder={t("messages.filter.read")}
          yes={t("messages.unread")}
          no={t("messages.read")}
          width={120}
        />
      }
      onSearch={() => void messages.refetch()}
      searchLabel={t("messages.search")}
      actions={
        can(WORKFLOW_ELEMENTS.messageReadAll) && (
          <Button
            loading={readAll.isPending}
            onClick={async () => {
              const reply = await readAll.mutateAsync();
              message.success(reply.message);
            }}
          >
            {t("messages.readAll")}
          </Button>
        )
      }
      columns={columns}
      rowKey="id"
      data={messages.data}
      loading={messages.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("messages.total", { total })}
    >
      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={
          <Space>
            {open?.link && (
              <Button type="primary" onClick={() => open.link && navigate(open.link)}>
                {t("messages.goTo")}
              </Button>
            )}
            <Button onClick={() => setOpen(null)}>{t("messages.close")}</Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          {open ? dayjs(open.createdAt).format("YYYY-MM-DD HH:mm") : ""}
        </Typography.Paragraph>
        <Typography.Paragraph data-testid="message-body">{open?.body}</Typography.Paragraph>
      </Modal>
    </ListPage>
  );
}
