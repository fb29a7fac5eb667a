import type { NextStep, ReturnScope } from "@zcps/contracts/zcps/declaration/api";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useReturnText } from "../../kit/declaration-labels";

/** What the declarant should do next, from the server's steps (figures filled in the caller's language). */
export function NextSteps({ steps, returnScope }: { steps: NextStep[]; returnScope?: ReturnScope | null }) {
  const { t } = useTranslation();
  const returnText = useReturnText(returnScope);
  const text = (step: NextStep) => {
    const values: Record<string, string | number> = { ...step.values };
    // a return's comments name their material types in the reader's language
    if (step.key === "next.fixReturned" && returnScope) values.comment = returnText;
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
