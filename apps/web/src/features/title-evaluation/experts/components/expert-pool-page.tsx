import {
  EXPERT_PAGES,
  EXPERT_STATUSES,
  EXPERT_TITLE_LEVELS,
  type ExpertKind,
  type ExpertRow,
} from "@zcps/contracts/zcps/experts/api";
import { expertElements } from "@zcps/contracts/zcps/experts/elements";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { DeleteLink } from "../../../../lib/delete-link";
import { ChoiceFilter, KeywordFilter, ListPage, type Paging } from "../../../../lib/list-page";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { useApproveExpert } from "../api/approve-expert";
import { useDeleteExpert } from "../api/delete-expert";
import { useDisciplines, useExpertUnits } from "../api/get-expert-lookups";
import { type ExpertQuery, useExperts } from "../api/get-experts";
import { useSetBlacklist } from "../api/set-blacklist";
import { ConflictsDrawer } from "./conflicts-drawer";
import { ExpertDialog, type ExpertDialogState } from "./expert-dialog";
import { ImportDialog } from "./import-dialog";
import { statusOf, useDisciplineLabel } from "./labels";

const STATUS_COLORS = { active: "green", inactive: "default", blacklisted: "red", unapproved: "gold" } as const;

/** One expert pool (external or internal): filters, experts with their disciplines and state, and what may be done. */
export function ExpertPoolPage({ kind }: { kind: ExpertKind }) {
  const { t } = useTranslation();
  const { message, modal } = useAntdApp();
  const can = useCan();
  const codes = expertElements(EXPERT_PAGES[kind]);
  const localName = useLocalName();
  const [filter, setFilter] = useState<Omit<ExpertQuery, keyof Paging>>({});
  const [query, setQuery] = useState<ExpertQuery>({ page: 1, limit: 20 });
  const search = () => setQuery((q) => ({ ...filter, page: 1, limit: q.limit }));
  const list = useExperts(kind, query);
  const disciplines = useDisciplines(kind);
  const units = useExpertUnits(kind, kind === "internal");
  const disciplineLabel = useDisciplineLabel(disciplines.data);
  const remove = useDeleteExpert(kind);
  const blacklist = useSetBlacklist(kind);
  const approve = useApproveExpert(kind);
  const [dialog, setDialog] = useState<ExpertDialogState>({ open: false });
  const [conflictsOf, setConflictsOf] = useState<ExpertRow | null>(null);
  const [importing, setImporting] = useState(false);

  const disciplineOptions = useMemo(
    () => (disciplines.data ?? []).map((d) => ({ value: d.code, label: `${d.code} ${localName(d.name, d.nameEn)}` })),
    [disciplines.data, localName],
  );

  function askBlacklist(row: ExpertRow) {
    let reason = "";
    modal.confirm({
      title: t("ex.blacklistTitle", { name: row.name }),
      content: (
        <Input.TextArea
          aria-label={t("ex.blacklistReason")}
          placeholder={t("ex.blacklistReason")}
          maxLength={200}
          onChange={(e) => {
            reason = e.target.value;
          }}
        />
      ),
      okText: t("ex.blacklist"),
      okButtonProps: { danger: true },
      cancelText: t("ex.cancel"),
      onOk: () => blacklist.mutateAsync({ id: row.id, reason }).then((reply) => message.success(reply.message)),
    });
  }

  async function approveExpert(row: ExpertRow) {
    const reply = await approve.mutateAsync(row.id);
    const account = reply.data;
    modal.success({
      title: reply.message,
      content: account.password
        ? t("ex.accountCreated", { username: account.username, password: account.password })
        : t("ex.accountLinked", { username: account.username }),
      okText: t("ex.ok"),
    });
  }

  return (
    <ListPage<ExpertRow>
      filters={
        <>
          <KeywordFilter
            placeholder={t(`ex.keyword.${kind}`)}
            width={200}
            value={filter.keyword}
            onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
            onSearch={search}
          />
          <ChoiceFilter
            placeholder={t("ex.field.disciplines")}
            width={220}
            value={filter.disciplineCode}
            onChange={(disciplineCode) => setFilter((f) => ({ ...f, disciplineCode }))}
            options={disciplineOptions}
            searchable
          />
          <ChoiceFilter
            placeholder={t("ex.field.titleLevel")}
            width={130}
            value={filter.titleLevel}
            onChange={(titleLevel) => setFilter((f) => ({ ...f, titleLevel }))}
            options={EXPERT_TITLE_LEVELS.map((level) => ({ value: level, label: t(`ex.level.${level}`) }))}
          />
          <ChoiceFilter
            placeholder={t("ex.status")}
            width={140}
            value={filter.status}
            onChange={(status) => setFilter((f) => ({ ...f, status }))}
            options={EXPERT_STATUSES.map((status) => ({ value: status, label: t(`ex.status.${status}`) }))}
          />
          {kind === "internal" && (
            <ChoiceFilter
              placeholder={t("ex.field.unit")}
              width={200}
              value={filter.unitId}
              onChange={(unitId) => setFilter((f) => ({ ...f, unitId }))}
              options={(units.data ?? []).map((u) => ({ value: u.id, label: localName(u.name, u.nameEn) }))}
              searchable
            />
          )}
        </>
      }
      onSearch={search}
      searchLabel={t("ex.search")}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("ex.total", { total })}
      actions={
        <>
          {can(codes.add) && (
            <Button type="primary" onClick={() => setDialog({ open: true })}>
              {t("ex.add")}
            </Button>
          )}
          {can(codes.import) && <Button onClick={() => setImporting(true)}>{t("ex.import")}</Button>}
        </>
      }
      rowKey="id"
      data={list.data}
      loading={list.isFetching}
      columns={[
        { title: t("ex.field.name"), dataIndex: "name", width: 90, fixed: "left" as const },
        {
          title: t("ex.status"),
          key: "status",
          width: 110,
          render: (_, row) => {
            const status = statusOf(row);
            const tag = <Tag color={STATUS_COLORS[status]}>{t(`ex.status.${status}`)}</Tag>;
            return (
              <>
                {row.blacklistReason ? <Tooltip title={row.blacklistReason}>{tag}</Tooltip> : tag}
                {row.username && (
                  <div style={{ color: "var(--ant-color-text-secondary)", fontSize: 12 }} title={t("ex.field.account")}>
                    {row.username}
                  </div>
                )}
              </>
            );
          },
        },
        kind === "external"
          ? { title: t("ex.field.institution"), dataIndex: "institution", width: 150, ellipsis: true }
          : {
              title: t("ex.field.unit"),
              key: "unit",
              width: 150,
              ellipsis: true,
              render: (_: unknown, row: ExpertRow) =>
                `${localName(row.unitName, row.unitNameEn)}${row.employeeNo ? ` (${row.employeeNo})` : ""}`,
            },
        {
          title: t("ex.field.titleName"),
          key: "title",
          width: 100,
          render: (_, row) => (
            <>
              {row.titleName}
              {row.doctoralSupervisor && <Tag style={{ marginInlineStart: 4 }}>{t("ex.field.doctoralSupervisor")}</Tag>}
            </>
          ),
        },
        {
          title: t("ex.field.disciplines"),
          key: "disciplines",
          width: 190,
          render: (_, row) => (
            <Space size={[4, 4]} wrap>
              {row.disciplineCodes.map((code) => (
                <Tag key={code}>{disciplineLabel(code)}</Tag>
              ))}
            </Space>
          ),
        },
        {
          // the column's own short header: the form's label does not fit 110 px
          title: t("ex.col.keywords"),
          key: "keywords",
          width: 110,
          ellipsis: true,
          render: (_, row) => row.keywords.join("、"),
        },
        { title: t("ex.field.maxLoad"), dataIndex: "maxLoad", width: 70 },
        { title: t("ex.field.phone"), dataIndex: "phone", width: 115 },
        {
          title: t("ex.actions"),
          key: "actions",
          width: 230,
          fixed: "right" as const,
          render: (_, row) => (
            <Space size={0} wrap>
              {can(codes.approve) && !row.approvedAt && !row.blacklisted && (
                <Popconfirm
                  title={t("ex.approveConfirm", { name: row.name })}
                  okText={t("ex.ok")}
                  cancelText={t("ex.cancel")}
                  onConfirm={() => approveExpert(row).catch(() => undefined)}
                >
                  <Button type="link" size="small">
                    {t("ex.approve")}
                  </Button>
                </Popconfirm>
              )}
              {can(codes.edit) && (
                <Button type="link" size="small" onClick={() => setDialog({ open: true, row })}>
                  {t("ex.edit")}
                </Button>
              )}
              <Button type="link" size="small" onClick={() => setConflictsOf(row)}>
                {t("ex.conflictCount", { count: row.conflictCount })}
              </Button>
              {can(codes.blacklist) &&
                (row.blacklisted ? (
                  <Popconfirm
                    title={t("ex.unblacklistConfirm", { name: row.name })}
                    okText={t("ex.ok")}
                    cancelText={t("ex.cancel")}
                    onConfirm={() =>
                      blacklist.mutateAsync({ id: row.id, reason: null }).then(
                        (reply) => message.success(reply.message),
                        () => undefined,
                      )
                    }
                  >
                    <Button type="link" size="small">
                      {t("ex.unblacklist")}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" size="small" danger onClick={() => askBlacklist(row)}>
                    {t("ex.blacklist")}
                  </Button>
                ))}
              {can(codes.del) && (
                <DeleteLink
                  title={t("ex.deleteConfirm", { name: row.name })}
                  onConfirm={() => remove.mutateAsync(row.id).then((reply) => message.success(reply.message))}
                />
              )}
            </Space>
          ),
        },
      ]}
    >
      <ExpertDialog
        kind={kind}
        state={dialog}
        disciplineOptions={disciplineOptions}
        onClose={() => setDialog({ open: false })}
      />
      <ConflictsDrawer
        kind={kind}
        expert={conflictsOf}
        editable={can(codes.conflict)}
        onClose={() => setConflictsOf(null)}
      />
      <ImportDialog kind={kind} open={importing} onClose={() => setImporting(false)} />
    </ListPage>
  );
}
