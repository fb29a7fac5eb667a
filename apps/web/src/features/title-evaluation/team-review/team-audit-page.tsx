import { QUEUE_FILTERS, type TeamCaseRow } from "@zcps/contracts/zcps/team-review/api";
import Button from "antd/es/button";
import Result from "antd/es/result";
import Segmented from "antd/es/segmented";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { KeywordFilter, ListPage } from "../../../lib/list-page";
import { useLabels } from "../kit/declaration-labels";
import { type QueueQuery, useQueue } from "./api/get-queue";
import { caseColumns } from "./components/case-columns";
import { CheckDrawer } from "./components/check-drawer";
import { type StageWiring, useStage } from "./stage";
import "./team-review.css";

/**
 * /FormalAudit/TeamAudit and /PersonnelSynthesis/TeamAuditZH: a team member's queue, the declarations allocated to
 * their teams; one opened shows all the team reads and takes the member's check or the team's decision.
 */
export default function TeamAuditPage() {
  const wiring = useStage();
  const { t } = useTranslation();
  if (!wiring) return <Result status="404" title={t("teamUi.unknownPage")} />;
  return <TeamAudit key={wiring.stage} wiring={wiring} />;
}

function TeamAudit({ wiring }: { wiring: StageWiring }) {
  const { stage, codes } = wiring;
  const { t } = useTranslation();
  const can = useCan();
  const labels = useLabels();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<QueueQuery>({ status: "PENDING", page: 1, limit: 20 });
  const queue = useQueue(stage, query);
  const [openId, setOpenId] = useState<string | null>(null);
  const set = (patch: Partial<QueueQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));

  const columns: ColumnsType<TeamCaseRow> = [
    ...caseColumns(t, labels, (row) => setOpenId(row.declarationId), ["team", "lastCheck", "deadline"]),
    {
      title: t("teamUi.col.actions"),
      key: "actions",
      width: 90,
      fixed: "right",
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.declarationId)}>
          {["PENDING", "CHECKED"].includes(row.status) ? t("teamUi.toCheck") : t("teamUi.view")}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<TeamCaseRow>
        filters={
          <>
            <Segmented<QueueQuery["status"] & string>
              value={query.status}
              onChange={(status) => set({ status })}
              options={QUEUE_FILTERS.map((f) => ({ value: f, label: t(`teamUi.queue.${f}`) }))}
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
        columns={columns}
        rowKey="declarationId"
        data={queue.data}
        loading={queue.isFetching}
        paging={query}
        onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
        totalText={(total) => t("teamUi.total", { total })}
      />
      <CheckDrawer
        stage={stage}
        declarationId={openId}
        actions={{ check: can(codes.check), submit: can(codes.submit), withdraw: can(codes.withdraw) }}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
