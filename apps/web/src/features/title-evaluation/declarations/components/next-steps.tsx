import type { NextStep } from "@zcps/contracts/zcps/declaration/api";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";

/** What the declarant should do next, from the server's steps (figures filled in the caller's language). */
export function NextSteps({ steps }: { steps: NextStep[] }) {
  const { t } = useTranslation();
  const text = (step: NextStep) => {
    const values: Record<string, string | number> = { ...step.values };
    if (typeof values.date === "string" && values.date) values.date = dayjs(values.date).format("YYYY-MM-DD");
    if (typeof values.status === "string") values.status = t(`decl.state.${values.status}`);
    return t(step.key, values);
  };
  return (
    <ul className="declare-next-steps" data-testid="next-steps">
      {steps.map((step) => (
        <li key={step.key}>{text(step)}</li>
      ))}
    </ul>
  );
}
