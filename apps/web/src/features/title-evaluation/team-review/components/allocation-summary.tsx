import type { AllocationReply } from "@zcps/contracts/zcps/team-review/api";
import Alert from "antd/es/alert";
import Descriptions from "antd/es/descriptions";
import Flex from "antd/es/flex";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";

/**
 * What an allocation does (or, as a preview, would do): how many go to each team and what it then holds, how many
 * moved, and each declaration left out with why.
 */
export function AllocationSummary({ reply, testId }: { reply: AllocationReply; testId: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: "allocated", label: t("teamUi.allocatedCount"), children: reply.allocated },
          { key: "moved", label: t("teamUi.movedCount"), children: reply.moved },
          ...reply.perTeam.map((team) => ({
            key: team.teamId,
            label: team.name,
            children: t("teamUi.teamShare", { count: team.allocated, load: team.load }),
          })),
        ]}
      />
      {reply.unplaced.length === 0 && reply.allocated === 0 ? (
        <Alert type="info" showIcon title={t("teamUi.nothingToAllocate")} />
      ) : reply.unplaced.length === 0 ? (
        <Alert type="success" showIcon title={t(reply.dryRun ? "teamUi.allWouldBePlaced" : "teamUi.allPlaced")} />
      ) : (
        <>
          <Alert
            type="warning"
            showIcon
            title={t(reply.dryRun ? "teamUi.wouldBeUnplaced" : "teamUi.unplaced", { count: reply.unplaced.length })}
          />
          <Table
            rowKey="declarationId"
            size="small"
            pagination={reply.unplaced.length > 10 ? { pageSize: 10 } : false}
            dataSource={reply.unplaced}
            columns={[
              { title: t("teamUi.col.declarant"), dataIndex: "staffName", width: 120 },
              {
                title: t("teamUi.col.unit"),
                dataIndex: "unitName",
                width: 160,
                render: (v: string | null) => v ?? "-",
              },
              { title: t("teamUi.col.reason"), dataIndex: "reasonText" },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
