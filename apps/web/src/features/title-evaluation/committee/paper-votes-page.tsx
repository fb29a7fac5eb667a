import { COMMITTEE_ELEMENTS as E } from "@zcps/contracts/zcps/committee/element-codes";
import type { PaperEntryRow } from "@zcps/contracts/zcps/committee/paper";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useLocalName } from "../../../lib/use-local-name";
import { UnitBatchFilter } from "../kit/batch-select";
import { useApplyPaperEntries } from "./api/apply-paper-entries";
import { useDeletePaperEntry } from "./api/delete-paper-entry";
import { type PaperEntryQuery, type PaperEntryState, usePaperEntries } from "./api/get-paper-entries";
import { paperColumns } from "./components/paper-columns";
import { PaperEntryDialog } from "./components/paper-entry-dialog";

const STATES: readonly PaperEntryState[] = ["PENDING", "APPLIED"];

/**
 * /HighJudgesRes/Gpwtglb: the register of paper ballots. Personnel enter, per declarant, the figures of a meeting that
 * voted on paper with its signed tally sheet (the server gives the verdict under the committee's rule) and delete
 * one until it is applied; the chair applies the pending entries, which moves each declarant as an electronic vote.
 */
export default function PaperVotesPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const localName = useLocalName();
  const can = useCan();
  const canEdit = can(E.paperEdit);
  const { message } = useAntdApp();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<PaperEntryQuery>({ page: 1, limit: 20 });
  const [entering, setEntering] = useState(false);
  const list = usePaperEntries(query);
  const remove = useDeletePaperEntry();
  const apply = useApplyPaperEntries();

  const set = (patch: Partial<PaperEntryQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const search = () => set({ keyword: keyword.trim() || undefined });

  async function removeEntry(row: PaperEntryRow) {
    const reply = await remove.mutateAsync(row.id);
    message.success(reply.message || t("cmtUi.paper.deleted"));
  }

  async function applyPending() {
    const { data } = await apply.mutateAsync(query.projectTimeId);
    message.success(t("cmtUi.paper.applied", { ...data }));
  }

  return (
    <Panel title={t("cmtUi.paper.title")} testId="paper-votes">
      <ListPage<PaperEntryRow>
        filters={
          <>
            <UnitBatchFilter value={query.projectTimeId} onChange={(projectTimeId) => set({ projectTimeId })} />
            <ChoiceFilter<PaperEntryState>
              value={query.state}
              onChange={(state) => set({ state })}
              options={STATES.map((s) => ({ value: s, label: t(`cmtUi.paper.state.${s}`) }))}
              placeholder={t("cmtUi.paper.state")}
              width={130}
            />
            <KeywordFilter
              value={keyword}
              onChange={setKeyword}
              onSearch={search}
              placeholder={t("cmtUi.paper.keyword")}
              width={180}
            />
          </>
        }
        onSearch={search}
        searchLabel={t("cmtUi.paper.search")}
        actions={
          <>
            {canEdit && <Button onClick={() => setEntering(true)}>{t("cmtUi.paper.enter")}</Button>}
            {can(E.paperApply) && (
              <Popconfirm
                title={t("cmtUi.paper.applyTitle")}
                description={t("cmtUi.paper.applyHelp")}
                okText={t("cmtUi.paper.apply")}
                cancelText={t("cmtUi.cancel")}
                onConfirm={() => applyPending().catch(() => undefined)}
              >
                <Button type="primary" loading={apply.isPending}>
                  {t("cmtUi.paper.apply")}
                </Button>
              </Popconfirm>
            )}
          </>
        }
        columns={paperColumns({ t, en, localName, canEdit, onDelete: removeEntry })}
        rowKey="id"
        data={list.data}
        loading={list.isFetching}
        paging={query}
        onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
        totalText={(total) => t("cmtUi.paper.total", { total })}
      >
        <PaperEntryDialog open={entering} projectTimeId={query.projectTimeId} onClose={() => setEntering(false)} />
      </ListPage>
    </Panel>
  );
}
