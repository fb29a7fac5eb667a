import type { CaseStatus, TeamCaseRow, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import Drawer from "antd/es/drawer";
import Table from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES } from "../../../../lib/list-page";
import { useLabels } from "../../kit/declaration-labels";
import { type StageDeclarationsQuery, useStageDeclarations } from "../api/get-stage-declarations";
import { caseColumns } from "./case-columns";
import { CheckDrawer } from "./check-drawer";

export interface OutcomeFilter {
  unitId?: string;
  titleId?: string;
  status?: CaseStatus;
}

/** The declarations behind a count's cell (a unit, a title, an outcome), each opened read-only. */
export function OutcomeCasesDrawer({
  stage,
  filter,
  title,
  onClose,
}: {
  stage: TeamStage;
  filter: OutcomeFilter | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [openId, setOpenId] = useState<string | null>(null);
  const query: StageDeclarationsQuery | null = filter ? { stage, ...filter, ...paging } : null;
  const list = useStageDeclarations(query);
  const columns = caseColumns(t, labels, (row) => setOpenId(row.declarationId), ["team", "decided"]);
  return (
    <Drawer
      open={filter !== null}
      title={title}
      width={1000}
      onClose={() => {
        setPaging({ page: 1, limit: 20 });
        onClose();
      }}
      destroyOnHidden
    >
      <div data-testid="outcome-cases">
        <Table<TeamCaseRow>
          rowKey="declarationId"
          size="small"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t("teamUi.total", { total }),
            onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
          }}
        />
      </div>
      <CheckDrawer stage={stage} declarationId={openId} actions={{}} onClose={() => setOpenId(null)} />
    </Drawer>
  );
}
