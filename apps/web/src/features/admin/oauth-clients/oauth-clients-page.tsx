import { OAUTH_CLIENT_ELEMENTS } from "@zcps/contracts/elements-oauth-clients";
import type { OAuthClientRow, OAuthGrantType } from "@zcps/contracts/oauth-clients";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { EnabledFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteOAuthClient } from "./api/delete-oauth-client";
import { type OAuthClientPageQuery, useOAuthClients } from "./api/get-oauth-clients";
import { useRotateOAuthClientSecret } from "./api/rotate-oauth-client-secret";
import { useSetOAuthClientEnabled } from "./api/set-oauth-client-enabled";
import { OAuthClientFormDialog } from "./components/oauth-client-form-dialog";
import { SecretDialog, type ShownSecret } from "./components/secret-dialog";

type FormState = { open: false } | { open: true; client?: OAuthClientRow };

/** /authManager/oauthClientDetailsManager: the clients the token endpoint accepts, their grants and secrets. */
export default function OAuthClientsPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [name, setName] = useState("");
  const [query, setQuery] = useState<OAuthClientPageQuery>({ page: 1, limit: 20, name: "" });
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const clients = useOAuthClients(query);
  const deleteClient = useDeleteOAuthClient();
  const setEnabled = useSetOAuthClientEnabled();
  const rotate = useRotateOAuthClientSecret();
  const english = i18n.language.startsWith("en");

  const canEdit = can(OAUTH_CLIENT_ELEMENTS.edit);
  const canDelete = can(OAUTH_CLIENT_ELEMENTS.del);
  const canRotate = can(OAUTH_CLIENT_ELEMENTS.rotate);

  function search() {
    setQuery((q) => ({ ...q, page: 1, name }));
  }

  async function remove(client: OAuthClientRow) {
    const reply = await deleteClient.mutateAsync(client.id);
    message.success(reply.message || t("oauthClients.deleted"));
  }

  async function toggle(client: OAuthClientRow, enabled: boolean) {
    const reply = await setEnabled.mutateAsync({ id: client.id, enabled });
    message.success(reply.message || t("oauthClients.saved"));
  }

  async function rotateSecret(client: OAuthClientRow) {
    const reply = await rotate.mutateAsync(client.id);
    message.success(reply.message);
    setShown({ clientId: reply.data.client.clientId, secret: reply.data.secret });
  }

  const validity = (seconds: number) =>
    seconds % 3600 === 0 ? t("oauthClients.hours", { hours: seconds / 3600 }) : t("oauthClients.seconds", { seconds });

  const columns: ColumnsType<OAuthClientRow> = [
    {
      title: t("oauthClients.col.clientId"),
      dataIndex: "clientId",
      width: 160,
      render: (clientId: string, row) => (
        <Space size={4}>
          <Typography.Text code>{clientId}</Typography.Text>
          {row.isConsole && (
            <Tooltip title={t("oauthClients.consoleHint")}>
              <Tag color="blue">{t("oauthClients.console")}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: t("oauthClients.col.name"),
      dataIndex: "name",
      width: 140,
      ellipsis: true,
      render: (value: string, row) => <Tooltip title={row.description}>{value}</Tooltip>,
    },
    {
      title: t("oauthClients.col.grantTypes"),
      dataIndex: "grantTypes",
      width: 220,
      render: (grants: OAuthGrantType[]) => (
        <Space size={[0, 4]} wrap>
          {grants.map((grant) => (
            <Tag key={grant}>{t(`oauthClients.grant.${grant}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t("oauthClients.col.scopes"),
      dataIndex: "scopes",
      width: 140,
      render: (scopes: string[]) => scopes.join(", "),
    },
    {
      title: t("oauthClients.col.validity"),
      dataIndex: "accessTokenSeconds",
      width: 110,
      render: validity,
    },
    {
      title: t("oauthClients.col.redirectUris"),
      dataIndex: "redirectUris",
      width: 220,
      ellipsis: true,
      render: (uris: string[]) => <Tooltip title={uris.join("\n")}>{uris.join(", ")}</Tooltip>,
    },
    {
      title: t("oauthClients.col.enabled"),
      dataIndex: "enabled",
      width: english ? 90 : 80,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={!canEdit || row.isConsole}
          loading={setEnabled.isPending && setEnabled.variables?.id === row.id}
          checkedChildren={t("oauthClients.enabled")}
          unCheckedChildren={t("oauthClients.disabled")}
          aria-label={`${t("oauthClients.col.enabled")} ${row.clientId}`}
          onChange={(checked) => {
            toggle(row, checked).catch(() => undefined);
          }}
        />
      ),
    },
    {
      title: t("oauthClients.col.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 240 : 200,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setFormState({ open: true, client: row })}>
              {t("oauthClients.edit")}
            </Button>
          )}
          {canRotate && (
            <Popconfirm
              title={t("oauthClients.rotateTitle")}
              description={t("oauthClients.rotateConfirm", { clientId: row.clientId })}
              okText={t("oauthClients.ok")}
              cancelText={t("oauthClients.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => rotateSecret(row).catch(() => undefined)}
            >
              <Button type="link" size="small">
                {t("oauthClients.rotate")}
              </Button>
            </Popconfirm>
          )}
          {canDelete && !row.isConsole && (
            <Popconfirm
              title={t("oauthClients.deleteTitle")}
              description={t("oauthClients.deleteConfirm", { clientId: row.clientId })}
              okText={t("oauthClients.ok")}
              cancelText={t("oauthClients.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(row).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                {t("oauthClients.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<OAuthClientRow>
      filters={
        <>
          <KeywordFilter
            value={name}
            onChange={setName}
            onSearch={search}
            placeholder={t("oauthClients.filter.name")}
            width={200}
          />
          <EnabledFilter
            value={query.enabled}
            onChange={(enabled) => setQuery((q) => ({ ...q, page: 1, enabled }))}
            placeholder={t("oauthClients.filter.enabled")}
            yes={t("oauthClients.enabled")}
            no={t("oauthClients.disabled")}
            width={120}
          />
        </>
      }
      onSearch={search}
      searchLabel={t("oauthClients.search")}
      actions={
        can(OAUTH_CLIENT_ELEMENTS.add) && (
          <Button onClick={() => setFormState({ open: true })}>{t("oauthClients.add")}</Button>
        )
      }
      columns={columns}
      rowKey="id"
      data={clients.data}
      loading={clients.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("oauthClients.total", { total })}
    >
      <OAuthClientFormDialog
        open={formState.open}
        client={formState.open ? formState.client : undefined}
        onClose={() => setFormState({ open: false })}
        onSecret={setShown}
      />
      <SecretDialog shown={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
}
