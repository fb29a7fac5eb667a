import { CASE_STATUSES, type CaseStatus, type TeamCaseRow } from "@zcps/contracts/zcps/team-review/api";
import { TEAM_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/team-review/element-codes";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useLabels } from "../kit/declaration-labels";
import { type CasesQuery, useCases } from "./api/get-cases";
import { useFigures } from "./api/get-figures";
import { caseColumns } from "./components/case-columns";
import { CheckDrawer } from "./components/check-drawer";
import { StageFigures } from "./components/stage-figures";
import "./team-review.css";

/**
 * /PersonnelSynthesis/TeamResultZH: every declaration of the synthesis review with its outcome; one opened shows its
 * decision history, and the personnel lead rules on a disputed one (or personnel decide an open one themselves).
 */
export default function TeamResultPage() {
  const { t } = useTranslation();
  const can = useCan();
  const labels = useLabels();
  const figures = useFigures();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<CasesQuery>({ allocated: "all", page: 1, limit: 20 });
  const cases = useCases("SYNTHESIS_REVIEW", query);
  const [openId, setOpenId] = useState<string | null>(null);
  const set = (patch: Partial<CasesQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const canRule = can(TEAM_REVIEW_ELEMENTS.synthesisRule);

  const columns: ColumnsType<TeamCaseRow> = [
    ...caseColumns(t, labels, (row) => setOpenId(row.declarationId), ["team", "lastCheck", "decided"]),
    {
      title: t("teamUi.col.actions"),
      key: "actions",
      width: 100,
      fixed: "right",
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.declarationId)}>
          {row.status === "DISPUTED" && canRule ? t("teamUi.rule") : t("teamUi.history")}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <StageFigures
        figures={figures.data?.synthesis}
        loading={figures.isLoading}
        shown={["inStage", "checked", "disputed", "returnsOpen"]}
      />
      <ListPage<TeamCaseRow>
        filters={
          <>
            <ChoiceFilter<CaseStatus>
              value={query.status}
              onChange={(status) => set({ status })}
              options={CASE_STATUSES.map((s) => ({ value: s, label: t(`team.status.${s}`) }))}
              placeholder={t("teamUi.col.status")}
              width={150}
            />
            <KeywordFilter
              value={keyword}
              onChange={setKeyword}
              onSearch={() => set({ keyword: keyword.trim() || undefined })}
              placeholder={t("teamUi.keyword")}
            />
          </>
        }
        onSearch={() => set({ keyword: keyword.trim() || undefined })}
        searchLabel={t("teamUi.search")}
        actions={
          <Button onClick={() => set({ status: "DISPUTED" })} disabled={query.status === "DISPUTED"}>
            {t("teamUi.showDisputed", { count: figures.data?.synthesis.disputed ?? 0 })}
          </Button>
        }
        columns={columns}
        rowKey="declarationId"
        data={cases.data}
        loading={cases.isFetching}
        paging={query}
        onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
        totalText={(total) => t("teamUi.total", { total })}
      />
      <CheckDrawer
        stage="SYNTHESIS_REVIEW"
        declarationId={openId}
        defaultTab="history"
        actions={{ rule: canRule, decide: can(TEAM_REVIEW_ELEMENTS.synthesisDecide) }}
        onClose={() => setOpenId(null)}
      />
    </Flex>
  );
}
