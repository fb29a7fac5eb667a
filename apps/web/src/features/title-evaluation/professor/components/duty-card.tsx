import type { CommitteeDuty } from "@zcps/contracts/zcps/professor/api";
import Descriptions from "antd/es/descriptions";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../kit/declaration-labels";
import { CommitteeStageTag } from "./tags";

/** The member's committee: its unit, members, round, how many have submitted and how many declarants await it. */
export function DutyCard({ duty }: { duty: CommitteeDuty }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      data-testid="professor-duty"
      items={[
        { key: "unit", label: t("profUi.unit"), children: labels.named(duty.unitName, duty.unitNameEn) },
        { key: "members", label: t("profUi.members"), children: t("profUi.memberCount", { count: duty.members }) },
        {
          key: "round",
          label: t("profUi.round"),
          children: (
            <>
              {t("profUi.roundN", { round: duty.round })} <CommitteeStageTag duty={duty} />
            </>
          ),
        },
        {
          key: "submitted",
          label: t("profUi.submitted"),
          children: `${duty.submitted} / ${duty.members}`,
        },
        { key: "awaiting", label: t("profUi.awaiting"), children: duty.awaiting },
        ...(duty.mySubmitted === undefined
          ? []
          : [
              {
                key: "mine",
                label: t("profUi.myBallot"),
                children: duty.mySubmitted ? (
                  <Tag color="success">{t("profUi.mySubmitted")}</Tag>
                ) : (
                  <Tag color="warning">{t("profUi.myPending")}</Tag>
                ),
              },
            ]),
      ]}
    />
  );
}
