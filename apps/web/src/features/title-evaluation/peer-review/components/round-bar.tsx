import Flex from "antd/es/flex";
import Select from "antd/es/select";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { batchName } from "../../kit/batch-select";
import { useLabels } from "../../kit/declaration-labels";
import { roundSummary } from "../logic";
import type { RoundChoice } from "../round-choice";

/** The batch and round picker at the top of each administrator page, with the round's settings in a few words. */
export function RoundBar({ choice, actions }: { choice: RoundChoice; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const labels = useLabels();
  const { round } = choice;
  return (
    <Panel testId="peer-round-bar">
      <Flex gap={8} wrap align="center">
        <Select<string>
          value={choice.batchId}
          onChange={choice.chooseBatch}
          aria-label={t("peerUi.batch")}
          placeholder={t("peerUi.batch")}
          style={{ width: 220 }}
          popupMatchSelectWidth={false}
          options={choice.batches.map((b) => ({ value: b.id, label: batchName(b, english) }))}
        />
        <Select<string>
          value={round?.id}
          onChange={choice.chooseRound}
          aria-label={t("peerUi.round")}
          placeholder={choice.loading ? t("peerUi.loading") : t("peerUi.noRound")}
          style={{ width: 220 }}
          popupMatchSelectWidth={false}
          options={choice.rounds.map((r) => ({
            value: r.id,
            label: `${labels.named(r.name, r.nameEn)}${r.status === "CLOSED" ? ` (${t("peerUi.roundStatus.CLOSED")})` : ""}`,
          }))}
        />
        {round && (
          <>
            <Tag color={round.status === "OPEN" ? "green" : "default"}>{t(`peerUi.roundStatus.${round.status}`)}</Tag>
            <Typography.Text type="secondary" data-testid="peer-round-summary">
              {[
                t("peerUi.roundCounts", { declarations: round.declarations, pending: round.pending }),
                ...roundSummary(t, labels.level, round.settings),
              ].join(t("peerUi.separator"))}
            </Typography.Text>
          </>
        )}
        {actions && (
          <Flex gap={8} style={{ marginInlineStart: "auto" }}>
            {actions}
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}
