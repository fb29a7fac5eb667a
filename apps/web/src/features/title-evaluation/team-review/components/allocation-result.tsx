import type { AllocationReply } from "@zcps/contracts/zcps/team-review/api";
import Alert from "antd/es/alert";
import Descriptions from "antd/es/descriptions";
import Flex from "antd/es/flex";
import Modal from "antd/es/modal";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";

/** What an allocation did: how many went to each team, how many moved, and each declaration left out with why. */
export function AllocationResult({ reply, onClose }: { reply: AllocationReply | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={reply !== null}
      title={t("teamUi.allocationResult")}
      onOk={onClose}
      onCancel={onClose}
      okText={t("teamUi.close")}
      cancelButtonProps={{ style: { display: "none" } }}
      width={680}
      destroyOnHidden
    >
      {reply && (
        <Flex vertical gap={12} data-testid="allocation-result">
          <Descriptions
            size="small"
            column={2}
            bordered
            items={[
              { key: "allocated", label: t("teamUi.allocatedCount"), children: reply.allocated },
              { key: "moved", label: t("teamUi.movedCount"), children: reply.moved },
              ...reply.perTeam.map((team) => ({ key: team.teamId, label: team.name, children: team.allocated })),
            ]}
          />
          {reply.unplaced.length === 0 ? (
            <Alert type="success" showIcon title={t("teamUi.allPlaced")} />
          ) : (
            <>
              <Alert type="warning" showIcon title={t("teamUi.unplaced", { count: reply.unplaced.length })} />
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
      )}
    </Modal>
  );
}
