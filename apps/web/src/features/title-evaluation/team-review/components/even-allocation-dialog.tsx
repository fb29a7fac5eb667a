import {
  ALLOCATE_BY,
  type AllocateBy,
  type AllocationReply,
  type TeamRow,
  type TeamStage,
} from "@zcps/contracts/zcps/team-review/api";
import Alert from "antd/es/alert";
import Checkbox from "antd/es/checkbox";
import Flex from "antd/es/flex";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { pickName } from "../../../../lib/use-local-name";
import { useAllocate, useEvenAllocationPreview } from "../api/allocate";
import { blockedUnits } from "../logic";
import { AllocationSummary } from "./allocation-summary";

/**
 * Every unallocated declaration of the stage spread evenly over the chosen teams in one action, keeping a unit's (or
 * a discipline's) together where the loads allow. Before it runs, the units no chosen team may take are named and the
 * server's preview shows exactly what each team would get and what would stay out; after, the reply says what was
 * placed and what was not, and why.
 */
export function EvenAllocationDialog({
  stage,
  open,
  teams,
  unallocated,
  onDone,
  onClose,
}: {
  stage: TeamStage;
  open: boolean;
  teams: TeamRow[];
  /** how many declarations wait for a team */
  unallocated: number | undefined;
  onDone: (reply: AllocationReply) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const allocate = useAllocate(stage);
  const [chosen, setChosen] = useState<string[]>([]);
  const [by, setBy] = useState<AllocateBy>("UNIT");

  useEffect(() => {
    if (open) setChosen(teams.map((team) => team.id));
  }, [open, teams]);

  const picked = teams.filter((team) => chosen.includes(team.id));
  const blocked = blockedUnits(picked);
  const preview = useEvenAllocationPreview(stage, by, chosen, open);

  async function run() {
    const reply = await allocate.mutateAsync({ mode: "EVEN", by, teamIds: chosen });
    onDone(reply.data);
  }

  return (
    <Modal
      open={open}
      title={t("teamUi.allocateEvenly")}
      okText={t("teamUi.allocate")}
      cancelText={t("teamUi.cancel")}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={allocate.isPending}
      onOk={() => run().catch(() => undefined)}
      onCancel={onClose}
      width={680}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="even-allocation">
        <Typography.Text type="secondary">
          {t("teamUi.allocateEvenlyHelp", { count: unallocated ?? 0 })}
        </Typography.Text>
        <div>
          <Typography.Text strong>{t("teamUi.keepTogether")}</Typography.Text>
          <div>
            <Radio.Group
              value={by}
              onChange={(e) => setBy(e.target.value)}
              options={ALLOCATE_BY.map((b) => ({ value: b, label: t(`teamUi.by.${b}`) }))}
            />
          </div>
        </div>
        <div>
          <Typography.Text strong>{t("teamUi.chooseTeams")}</Typography.Text>
          <Checkbox.Group
            value={chosen}
            onChange={(v) => setChosen(v as string[])}
            className="team-choose-teams"
            options={teams.map((team) => ({
              value: team.id,
              label: t("teamUi.teamLoad", { name: team.name, open: team.open, members: team.members.length }),
            }))}
          />
        </div>
        {chosen.length === 0 ? (
          <Alert type="warning" showIcon title={t("team.unplaced.NO_TEAMS")} />
        ) : blocked.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            data-testid="blocked-units"
            title={t("teamUi.blockedUnits")}
            description={blocked.map((u) => pickName(en, u.name, u.nameEn) || u.unitId).join(t("teamUi.listSeparator"))}
          />
        ) : (
          <Alert type="info" showIcon title={t("teamUi.noneBlocked")} />
        )}
        {chosen.length > 0 && (
          <div>
            <Typography.Text strong>{t("teamUi.preview")}</Typography.Text>
            {preview.data ? (
              <AllocationSummary reply={preview.data} testId="allocation-preview" />
            ) : (
              <div>
                <Typography.Text type="secondary">{t("teamUi.previewing")}</Typography.Text>
              </div>
            )}
          </div>
        )}
      </Flex>
    </Modal>
  );
}
