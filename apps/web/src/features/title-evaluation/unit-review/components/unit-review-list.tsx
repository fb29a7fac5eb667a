import { DECLARATION_STATES } from "@zcps/contracts/zcps/machine";
import type { UnitDeclarationRow, UnitListQuery, UnitSummary } from "@zcps/contracts/zcps/unit-review/api";
import { DECLARATION_STATE_LABELS } from "@zcps/contracts/zcps/workflow/api";
import type { ColumnsType } from "antd/es/table";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../../lib/list-page";
import { UnitBatchFilter } from "../../kit/batch-select";
import { LazyDeclarationDrawer } from "../../kit/lazy-declaration-drawer";
import { useUnitDeclarations } from "../api/get-unit-declarations";

/** The states a unit's declaration can be in once submitted (the filter's choices). */
const UNIT_STATES = DECLARATION_STATES.filter((s) => s !== "DRAFT");

/**
 * The unit's declarations as a filtered, paged list with the detail drawer: the list of ReporterSummary and the
 * roster. `header` draws above the list from the unit's summary; `columns` builds the table. The batch is the list's
 * own filter, unless the page chooses it (`batch`) for more than the list.
 */
export function UnitReviewList({
  batch,
  header,
  columns,
  extraFilters,
  actions,
  rowSelection,
  children,
}: {
  batch?: { id: string | undefined };
  header?: (summary: UnitSummary | undefined) => ReactNode;
  columns: (
    open: (row: UnitDeclarationRow) => void,
    summary: UnitSummary | undefined,
  ) => ColumnsType<UnitDeclarationRow>;
  extraFilters?: (query: UnitListQuery, set: (patch: Partial<UnitListQuery>) => void) => ReactNode;
  actions?: (summary: UnitSummary | undefined) => ReactNode;
  rowSelection?: { selected: string[]; onChange: (ids: string[]) => void };
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const [query, setQuery] = useState<UnitListQuery>({ page: 1, limit: 20 });
  const [keyword, setKeyword] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const declarations = useUnitDeclarations(batch ? { ...query, projectTimeId: batch.id } : query);
  const summary = declarations.data?.summary;
  // a filter applies with what the keyword box says now, so the list never filters by a word no longer shown
  const set = (patch: Partial<UnitListQuery>) => setQuery((q) => ({ ...q, page: 1, keyword, ...patch }));

  return (
    <>
      {header?.(summary)}
      <ListPage<UnitDeclarationRow>
        filters={
          <>
            {!batch && (
              <UnitBatchFilter value={query.projectTimeId} onChange={(projectTimeId) => set({ projectTimeId })} />
            )}
            <ChoiceFilter
              value={query.status}
              onChange={(status) => set({ status })}
              options={UNIT_STATES.map((s) => ({ value: s, label: DECLARATION_STATE_LABELS[s][lang] }))}
              placeholder={t("declareUser.col.status")}
              width={150}
            />
            <KeywordFilter
              value={keyword}
              onChange={setKeyword}
              onSearch={() => set({ keyword })}
              placeholder={t("unitReview.keyword")}
              width={200}
            />
            {extraFilters?.(query, set)}
          </>
        }
        onSearch={() => set({ keyword })}
        searchLabel={t("unitReview.search")}
        actions={actions?.(summary)}
        columns={columns((row) => setOpenId(row.id), summary)}
        rowKey="id"
        data={declarations.data}
        loading={declarations.isFetching}
        paging={{ page: query.page ?? 1, limit: query.limit ?? 20 }}
        onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
        totalText={(total) => t("unitReview.totalRows", { total })}
        rowSelection={
          rowSelection && {
            selectedRowKeys: rowSelection.selected,
            onChange: (keys) => rowSelection.onChange(keys.map(String)),
            preserveSelectedRowKeys: true,
          }
        }
      >
        <LazyDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
        {children}
      </ListPage>
    </>
  );
}
