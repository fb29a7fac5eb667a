import type { StageFigures as Figures } from "@zcps/contracts/zcps/team-review/api";
import Card from "antd/es/card";
import Statistic from "antd/es/statistic";
import { useTranslation } from "react-i18next";

const FIGURES = ["inStage", "unallocated", "checked", "disputed", "returnsOpen"] as const;

/** A stage's figures at a glance: in the stage, waiting for a team, checked, disputed, returns not yet corrected. */
export function StageFigures({
  figures,
  loading,
  shown = FIGURES,
}: {
  figures: Figures | undefined;
  loading: boolean;
  shown?: readonly (typeof FIGURES)[number][];
}) {
  const { t } = useTranslation();
  return (
    <div className="team-figures" data-testid="stage-figures">
      {shown.map((key) => (
        <Card key={key} size="small">
          <Statistic title={t(`teamUi.fig.${key}`)} value={figures?.[key] ?? 0} loading={loading} />
        </Card>
      ))}
    </div>
  );
}
