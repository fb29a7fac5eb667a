import type { ScoreParts } from "@zcps/contracts/zcps/peer-review/allocation";
import Descriptions from "antd/es/descriptions";
import { useTranslation } from "react-i18next";

const PARTS = [
  "discipline",
  "keywords",
  "seniority",
  "response",
  "random",
] as const satisfies readonly (keyof ScoreParts)[];

const points = (value: number) => (Math.round(value * 100) / 100).toString();

/** Why this expert: the soft score and its parts, in points (reference 4.3). */
export function ScorePartsView({ score, parts }: { score: number | null; parts: ScoreParts | null }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ width: 240 }}
      items={[
        ...(score === null ? [] : [{ key: "score", label: t("peerUi.score"), children: <b>{points(score)}</b> }]),
        ...PARTS.map((part) => ({
          key: part,
          label: t(`peerUi.part.${part}`),
          children: parts ? points(parts[part]) : "-",
        })),
      ]}
    />
  );
}
