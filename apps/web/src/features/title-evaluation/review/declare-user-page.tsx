import {
  DECLARATION_METHOD_LABELS,
  DECLARATION_METHODS,
  TITLE_LEVEL_LABELS,
  TITLE_LEVELS,
} from "@zcps/contracts/zcps/catalogue/catalogue";
import { DECLARATION_STATES } from "@zcps/contracts/zcps/machine";
import { NAMED_LIST_TYPES } from "@zcps/contracts/zcps/staff/api";
import { DECLARATION_STATE_LABELS, type DeclarationRow } from "@zcps/contracts/zcps/workflow/api";
import { WORKFLOW_ELEMENTS } from "@zcps/contracts/zcps/workflow/elements";
import Button from "antd/es/button";
import Select from "antd/es/select";
import type { ColumnsType } from "antd/es/table";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { queryClient } from "../../../lib/query-client";
import { StateTag, useLabels } from "../kit/declaration-labels";
import { LazyDeclarationDrawer } from "../kit/lazy-declaration-drawer";
import { useExportDeclarations } from "./api/export-declarations";
import { declarationFiltersQueryOptions, useDeclarationFilters } from "./api/get-declaration-filters";
import { type DeclarationPageQuery, declarationsQueryOptions, useDeclarations } from "./api/get-declarations";

const FIRST_QUERY: DeclarationPageQuery = { page: 1, limit: 20 };

/** The first view's data (lib/area-page.ts): the filters' choices, then the first page of their default batch. */
export function prefetch() {
  queryClient.fetchQuery(declarationFiltersQueryOptions).then(
    ({ defaultBatchId }) => {
      if (defaultBatchId)
        void queryClient.prefetchQuery(declarationsQueryOptions({ ...FIRST_QUERY, projectTimeId: defaultBatchId }));
    },
    // the page asks again and says what went wrong
    () => undefined,
  );
}

/** /zcps/declareUser: every declaration of a batch of the current project, filtered, exported, opened read-only. */
export default function DeclareUserPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const can = useCan();
  const labels = useLabels();
  const options = useDeclarationFilters();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<DeclarationPageQuery>(FIRST_QUERY);
  const [openId, setOpenId] = useState<string | null>(null);
  const exporter = useExportDeclarations();

  const defaultBatch = options.data?.defaultBatchId ?? undefined;
  useEffect(() => {
    if (defaultBatch) setQuery((q) => (q.projectTimeId ? q : { ...q, projectTimeId: defaultBatch }));
  }, [defaultBatch]);
  const declarations = useDeclarations(query, Boolean(query.projectTimeId));

  const set = (patch: Partial<DeclarationPageQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const named = (o: { id: string; name: string; nameEn: string | null }) => ({
    value: o.id,
    label: labels.named(o.name, o.nameEn),
  });
  const select = (
    key: keyof DeclarationPageQuery,
    placeholder: string,
    choices: { value: string; label: string }[],
    width = 160,
  ) => (
    <ChoiceFilter
      value={query[key] as string | undefined}
      onChange={(value) => set({ [key]: value })}
      options={choices}
      placeholder={placeholder}
      width={width}
      searchable
    />
  );
  const { projectTimeId: _b, page: _p, limit: _l, ...filter } = query;

  const columns: ColumnsType<DeclarationRow> = [
    {
      title: t("declareUser.col.name"),
      dataIndex: "staffName",
      width: 100,
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
          {name}
        </Button>
      ),
    },
    { title: t("declareUser.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
    {
      title: t("declareUser.col.unit"),
      dataIndex: "unitName",
      width: 170,
      ellipsis: true,
      render: (_, row) => labels.named(row.unitName, row.unitNameEn),
    },
    {
      title: t("declareUser.col.title"),
      dataIndex: "titleName",
      width: 110,
      render: (_, row) => labels.named(row.titleName, row.titleNameEn),
    },
    {
      title: t("declareUser.col.track"),
      dataIndex: "trackName",
      width: 120,
      render: (_, row) => labels.named(row.trackName, row.trackNameEn) || "-",
    },
    { title: t("declareUser.col.method"), dataIndex: "method", width: 100, render: (m: string) => labels.method(m) },
    {
      title: t("declareUser.col.status"),
      dataIndex: "status",
      width: lang === "en" ? 170 : 120,
      render: (s: string) => <StateTag state={s} />,
    },
    {
      title: t("declareUser.col.submittedAt"),
      dataIndex: "submittedAt",
      width: 140,
      render: (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-"),
    },
    {
      title: t("declareUser.col.eligible"),
      dataIndex: "eligible",
      width: 110,
      render: (v: boolean | null) => labels.eligible(v),
    },
  ];

  const data = options.data;
  return (
    <ListPage<DeclarationRow>
      filters={
        <>
          <Select<string>
            value={query.projectTimeId}
            onChange={(projectTimeId) => set({ projectTimeId })}
            options={(data?.batches ?? []).map(named)}
            placeholder={t("declareUser.batch")}
            aria-label={t("declareUser.batch")}
            style={{ width: 160 }}
          />
          {!data?.unitScoped && select("unitId", t("declareUser.col.unit"), (data?.units ?? []).map(named), 200)}
          {select(
            "seriesCode",
            t("declareUser.series"),
            (data?.series ?? []).map((s) => ({ value: s.code, label: labels.named(s.name, s.nameEn) })),
          )}
          {select("titleId", t("declareUser.col.title"), (data?.titles ?? []).map(named))}
          {select(
            "level",
            t("declareUser.level"),
            TITLE_LEVELS.map((l) => ({ value: l, label: TITLE_LEVEL_LABELS[l][lang] })),
            130,
          )}
          {select(
            "trackCode",
            t("declareUser.col.track"),
            (data?.tracks ?? []).map((s) => ({ value: s.code, label: labels.named(s.name, s.nameEn) })),
          )}
          {select(
            "method",
            t("declareUser.col.method"),
            DECLARATION_METHODS.map((m) => ({ value: m, label: DECLARATION_METHOD_LABELS[m][lang] })),
          )}
          {select(
            "status",
            t("declareUser.col.status"),
            DECLARATION_STATES.map((s) => ({ value: s, label: DECLARATION_STATE_LABELS[s][lang] })),
          )}
          {select(
            "namedList",
            t("declareUser.namedList"),
            NAMED_LIST_TYPES.map((l) => ({ value: l, label: t(`declareUser.list.${l}`) })),
            150,
          )}
          <KeywordFilter
            value={keyword}
            onChange={setKeyword}
            onSearch={() => set({ keyword })}
            placeholder={t("declareUser.keyword")}
            width={200}
          />
        </>
      }
      onSearch={() => set({ keyword })}
      searchLabel={t("declareUser.search")}
      actions={
        can(WORKFLOW_ELEMENTS.declareUserExport) && (
          <Button
            loading={exporter.isPending}
            disabled={!query.projectTimeId}
            onClick={() => exporter.mutate({ projectTimeId: query.projectTimeId, ...filter })}
          >
            {t("declareUser.export")}
          </Button>
        )
      }
      columns={columns}
      rowKey="id"
      data={declarations.data}
      loading={declarations.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("declareUser.total", { total })}
    >
      <LazyDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
