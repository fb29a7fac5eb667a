import { OPEN_CASE_STATUSES, type TeamCheckContent, type TeamStage } from "@zcps/contracts/zcps/team-review/api";
import Alert from "antd/es/alert";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Spin from "antd/es/spin";
import Tabs from "antd/es/tabs";
import Typography from "antd/es/typography";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { pickName } from "../../../../lib/use-local-name";
import { DeclarationView, itemLine } from "../../kit/declaration-drawer";
import { useLabels } from "../../kit/declaration-labels";
import { useCheckContent } from "../api/get-check-content";
import { CaseStatusTag } from "./case-status-tag";
import { CheckHistory } from "./check-history";
import { DecisionForm } from "./decision-form";
import { EligibilityPanel } from "./eligibility-panel";
import { RulingForm } from "./ruling-form";
import { DuplicatesList, VerdictsTable } from "./verdicts-table";
import { WithdrawDialog } from "./withdraw-dialog";

/** What the page's codes let the caller do; the drawer adds what the server allows on this declaration now. */
export interface DrawerActions {
  check?: boolean;
  submit?: boolean;
  withdraw?: boolean;
  /** the personnel lead's ruling on a dispute */
  rule?: boolean;
  /** personnel decide an open declaration themselves */
  decide?: boolean;
}

function useItemName(content: TeamCheckContent | undefined) {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const section of content?.declaration.sections ?? [])
      for (const item of section.items) names.set(item.id, itemLine(section.materialType, item.payload, lang));
    return (itemId: string) => names.get(itemId) ?? itemId;
  }, [content, lang]);
}

/**
 * One declaration as a team stage reads it: the whole declaration, the requirement on verified items with each rule's
 * figures, the departments' verdicts, duplicate claims and the team's record; beside it, what the caller may do now
 * (a check, the decision, a withdrawal, the lead's ruling, personnel's own decision).
 */
export function CheckDrawer({
  stage,
  declarationId,
  actions,
  defaultTab = "declaration",
  onClose,
}: {
  stage: TeamStage;
  declarationId: string | null;
  actions: DrawerActions;
  /** the tab shown first: the declaration, or the team's record on a page about outcomes */
  defaultTab?: "declaration" | "history";
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const labels = useLabels();
  const content = useCheckContent(stage, declarationId);
  const data = content.data;
  const itemName = useItemName(data);
  const [withdrawing, setWithdrawing] = useState(false);
  const departOf = useMemo(
    () => new Map((data?.verdicts ?? []).map((v) => [v.itemId, pickName(en, v.departName, v.departNameEn)])),
    [data, en],
  );

  const header = data?.declaration.header;
  const status = data?.case.status ?? null;
  const allowed = data?.allowed;
  const open = status !== null && OPEN_CASE_STATUSES.includes(status) && status !== "DISPUTED";
  const canCheck = Boolean(actions.check && allowed?.check);
  const canSubmit = Boolean(actions.submit && allowed?.submit);
  const canWithdraw = Boolean(actions.withdraw && allowed?.withdraw);
  const canRule = Boolean(actions.rule && allowed?.rule);
  const canDecide = Boolean(actions.decide && open);

  const side = data && header && (
    <Flex vertical gap={12} className="team-side" data-testid="team-side">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{t("teamUi.caseStatus")}</Typography.Text>
        <CaseStatusTag status={status} />
        {data.case.teamName && <Typography.Text type="secondary">{data.case.teamName}</Typography.Text>}
      </Flex>
      {data.case.returnDeadline && (
        <Alert
          type="warning"
          showIcon
          data-testid="return-deadline"
          title={t("teamUi.returnOpen", {
            target: data.case.returnTarget ? t(`teamUi.target.${data.case.returnTarget}`) : "-",
            date: data.case.returnDeadline,
          })}
        />
      )}
      {status === "DISPUTED" && !canRule && <Alert type="warning" showIcon title={t("team.disputeOpen")} />}
      {data.leaderConfirms && canCheck && !canSubmit && <Alert type="info" showIcon title={t("team.leaderConfirms")} />}
      {canRule && (
        <>
          <Typography.Title level={5}>{t("teamUi.ruleTitle")}</Typography.Title>
          <RulingForm declarationId={header.id} version={header.version} onDone={onClose} />
        </>
      )}
      {(canCheck || canSubmit) && (
        <DecisionForm
          key={`${header.id}:${header.version}`}
          stage={stage}
          mode="team"
          content={data}
          canCheck={canCheck}
          canSubmit={canSubmit}
          onDone={onClose}
        />
      )}
      {canDecide && !canCheck && !canSubmit && (
        <>
          <Typography.Title level={5}>{t("teamUi.decideTitle")}</Typography.Title>
          <DecisionForm
            key={`${header.id}:${header.version}`}
            stage={stage}
            mode="personnel"
            content={data}
            canCheck={false}
            canSubmit
            onDone={onClose}
          />
        </>
      )}
      {canWithdraw && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t("teamUi.withdrawHelp")}</Typography.Text>
          <Button danger onClick={() => setWithdrawing(true)}>
            {t("teamUi.withdraw")}
          </Button>
        </Flex>
      )}
      {!canCheck && !canSubmit && !canWithdraw && !canRule && !canDecide && (
        <Typography.Text type="secondary">{t("teamUi.nothingToDo")}</Typography.Text>
      )}
    </Flex>
  );

  const count = (label: string, n: number) => (n > 0 ? `${label} (${n})` : label);

  return (
    <Drawer
      open={declarationId !== null}
      onClose={onClose}
      width="min(1240px, 96vw)"
      destroyOnHidden
      title={
        header
          ? `${header.staffName} · ${labels.named(header.titleName, header.titleNameEn)} · ${labels.level(header.level)}`
          : t("teamUi.check")
      }
    >
      {!data || !header ? (
        <Spin />
      ) : (
        <div className="team-check" data-testid="team-check">
          <Tabs
            className="team-main"
            defaultActiveKey={defaultTab}
            items={[
              {
                key: "declaration",
                label: t("teamUi.tab.declaration"),
                children: <DeclarationView data={data.declaration} departOf={departOf} />,
              },
              {
                key: "eligibility",
                label: (
                  <span>
                    {t("teamUi.tab.eligibility")} {data.eligibility.pass === false && <Badge status="error" />}
                  </span>
                ),
                children: <EligibilityPanel stage={stage} declarationId={header.id} eligibility={data.eligibility} />,
              },
              {
                key: "verdicts",
                label: count(t("teamUi.tab.verdicts"), data.verdicts.length),
                children: <VerdictsTable verdicts={data.verdicts} itemName={itemName} />,
              },
              {
                key: "duplicates",
                label: count(t("teamUi.tab.duplicates"), data.duplicates.length),
                children: <DuplicatesList duplicates={data.duplicates} itemName={itemName} />,
              },
              {
                key: "history",
                label: count(t("teamUi.tab.history"), data.checks.length),
                children: (
                  <CheckHistory
                    checks={data.checks}
                    checklist={data.checklist}
                    departName={(departId) => {
                      const depart = data.departments.find((d) => d.departId === departId);
                      return depart ? pickName(en, depart.name, depart.nameEn) : null;
                    }}
                  />
                ),
              },
            ]}
          />
          {side}
        </div>
      )}
      <WithdrawDialog
        stage={stage}
        target={
          withdrawing && header ? { declarationId: header.id, version: header.version, name: header.staffName } : null
        }
        onClose={() => setWithdrawing(false)}
        onDone={onClose}
      />
    </Drawer>
  );
}
