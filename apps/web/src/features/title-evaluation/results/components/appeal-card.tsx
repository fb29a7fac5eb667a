import type { MyAppealCase } from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Descriptions from "antd/es/descriptions";
import Flex from "antd/es/flex";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { StateTag } from "../../kit/declaration-labels";
import { useMyAppeals } from "../api/get-my-appeals";
import { openAppealEvidence } from "../api/open-appeal-evidence";
import { appealCases } from "../logic";
import { EvidenceLinks } from "./evidence-links";
import { FileAppealDialog } from "./file-appeal-dialog";
import { AppealOutcomeText, AppealStateTag } from "./tags";

type MyAppeal = MyAppealCase["appeals"][number];

/** One declaration with a decision that may be appealed, or was: where it stands, the decision, its appeals. */
function AppealCase({ appealCase, onAppeal }: { appealCase: MyAppealCase; onAppeal: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`appeal-case-${appealCase.declarationId}`}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        title={`${appealCase.batchName} · ${appealCase.titleName}`}
        extra={
          appealCase.appealable && (
            <Button type="primary" onClick={onAppeal}>
              {t("resultsUi.appeal")}
            </Button>
          )
        }
      >
        <Descriptions.Item label={t("resultsUi.status")}>
          <StateTag state={appealCase.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t("resultsUi.windowClosesOn")}>{appealCase.windowClosesOn ?? "-"}</Descriptions.Item>
        {appealCase.decisionReason && (
          <Descriptions.Item label={t("resultsUi.decisionReasonLabel")} span={2}>
            <span style={{ whiteSpace: "pre-line" }}>{appealCase.decisionReason}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {appealCase.appeals.length > 0 && (
        <Table<MyAppeal>
          style={{ marginTop: 12 }}
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={appealCase.appeals}
          scroll={{ x: 900 }}
          columns={[
            {
              title: t("resultsUi.grounds"),
              dataIndex: "grounds",
              render: (grounds: string, row) => (
                <Flex vertical gap={4}>
                  <span style={{ whiteSpace: "pre-line" }}>{grounds}</span>
                  {row.evidence.length > 0 && (
                    <EvidenceLinks files={row.evidence} open={(fileId) => openAppealEvidence(row.id, fileId)} />
                  )}
                </Flex>
              ),
            },
            {
              title: t("resultsUi.col.filedAt"),
              dataIndex: "filedAt",
              width: 140,
              render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
            },
            { title: t("resultsUi.col.dueOn"), dataIndex: "dueOn", width: 110 },
            {
              title: t("resultsUi.status"),
              dataIndex: "state",
              width: 100,
              render: (_, row) => <AppealStateTag state={row.state} />,
            },
            {
              title: t("resultsUi.col.outcome"),
              key: "outcome",
              width: 260,
              render: (_, row) =>
                row.state === "OPEN" ? (
                  <Typography.Text type="secondary">{t("resultsUi.pending")}</Typography.Text>
                ) : (
                  <Flex vertical>
                    <span>
                      <AppealOutcomeText appeal={row} />
                    </span>
                    {row.resolution && (
                      <Typography.Text type="secondary" style={{ whiteSpace: "pre-line" }}>
                        {row.resolution}
                      </Typography.Text>
                    )}
                  </Flex>
                ),
            },
          ]}
        />
      )}
    </div>
  );
}

/**
 * The declarant's appeals (申诉) on their home: each declaration with a negative decision they may still appeal, or
 * have appealed, and how each appeal stands. Nothing shows when there is none.
 */
export function AppealCard() {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can(E.appealFile);
  const mine = useMyAppeals(allowed);
  const [appealing, setAppealing] = useState<MyAppealCase | null>(null);
  const cases = appealCases(mine.data ?? []);
  if (!allowed || cases.length === 0) return null;

  return (
    <Card title={t("resultsUi.myAppeals")} data-testid="appeal-card">
      <Flex vertical gap={24}>
        {cases.map((c) => (
          <AppealCase key={c.declarationId} appealCase={c} onAppeal={() => setAppealing(c)} />
        ))}
      </Flex>
      <FileAppealDialog appealCase={appealing} onClose={() => setAppealing(null)} />
    </Card>
  );
}
