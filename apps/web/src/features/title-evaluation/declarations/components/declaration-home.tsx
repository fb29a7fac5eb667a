import { DECLARATION_ELEMENTS } from "@zcps/contracts/zcps/declaration/elements";
import { RESULTS_ELEMENTS } from "@zcps/contracts/zcps/results/element-codes";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Typography from "antd/es/typography";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { withLocales } from "../../../../i18n";
import { useCan } from "../../../../lib/access";
import { UnitPublicityCard } from "../../kit/unit-publicity-card";
import { useCheckUser } from "../api/get-check-user";
import { DeclarationCard } from "./declaration-card";
import { SpecialApplications } from "./special-applications";
import { StartDeclarationDialog } from "./start-declaration-dialog";

// stage 9's cards come with their texts, only to those who may see them
const ResultCards = lazy(() =>
  withLocales(
    import("../../results/declarant-cards"),
    import("../../results/locales").then((m) => m.resultsLocales),
  ),
);

/** The declarant's home: who I am, my declarations with their next steps and history, and a way to start one. */
export function DeclarationHome({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const check = useCheckUser(i18n.language);
  const [starting, setStarting] = useState(false);
  const reply = check.data;
  const staff = reply?.staff;

  return (
    <div className="declare-page">
      <Card
        title={t("declare.home.title")}
        loading={check.isLoading}
        extra={
          reply?.canDeclare && can(DECLARATION_ELEMENTS.edit) ? (
            <Button type="primary" onClick={() => setStarting(true)}>
              {t("declare.home.start")}
            </Button>
          ) : null
        }
      >
        {staff ? (
          <Typography.Paragraph>
            {t("declare.home.staff", {
              name: staff.name,
              no: staff.employeeNo,
              unit: staff.unitName ?? "-",
              title: staff.currentTitleName ?? "-",
            })}
          </Typography.Paragraph>
        ) : null}
        {reply && !reply.canDeclare && reply.reason && reply.declarations.length === 0 ? (
          <Alert type="info" showIcon message={reply.reason} />
        ) : null}
        {reply && reply.declarations.length === 0 && reply.canDeclare ? (
          <Empty description={t("declare.home.empty")} />
        ) : null}
      </Card>
      {(reply?.declarations ?? []).map((d) => (
        <DeclarationCard key={d.id} summary={d} onOpen={() => onOpen(d.id)} />
      ))}
      <SpecialApplications />
      <UnitPublicityCard />
      {(can(RESULTS_ELEMENTS.noticeRead) || can(RESULTS_ELEMENTS.appealFile)) && (
        <Suspense fallback={null}>
          <ResultCards />
        </Suspense>
      )}
      {reply ? (
        <StartDeclarationDialog
          open={starting}
          batches={reply.batches}
          declaredBatchIds={reply.declarations.map((d) => d.projectTimeId)}
          onClose={(id) => {
            setStarting(false);
            if (id) onOpen(id);
          }}
        />
      ) : null}
    </div>
  );
}
