import {
  DECLARATION_METHOD_LABELS,
  type DeclarationMethod,
  TITLE_LEVEL_LABELS,
  type TitleLevel,
} from "@zcps/contracts/zcps/catalogue/catalogue";
import type { ReturnNote } from "@zcps/contracts/zcps/machine";
import { materialNotesText } from "@zcps/contracts/zcps/materials";
import { DECLARATION_STATE_LABELS } from "@zcps/contracts/zcps/workflow/api";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { pickName } from "../../../lib/use-local-name";

type StateCode = keyof typeof DECLARATION_STATE_LABELS;

const STATE_COLORS: Partial<Record<StateCode, string>> = {
  DRAFT: "default",
  RETURNED: "warning",
  APPROVED: "success",
  WITHDRAWN: "default",
};

/** A return as its declarant reads it: its comments after their material types in the reader's language, or its comment. */
export function useReturnText(scope: { notes?: readonly ReturnNote[]; comment?: string } | null | undefined): string {
  const { i18n } = useTranslation();
  if (scope?.notes?.length) return materialNotesText(scope.notes, i18n.language.startsWith("en") ? "en" : "zh");
  return scope?.comment ?? "";
}

/**
 * What a decision says: a department's return lists its items' comments, each after its material type named in the
 * reader's language; any other decision (and a return recorded before notes) says its comment or its reason.
 */
export function DecisionText({
  decision,
}: {
  decision: { notes: ReturnNote[] | null; comment: string | null; reason: string | null };
}) {
  const { i18n } = useTranslation();
  const { notes, comment, reason } = decision;
  const text = notes?.length
    ? materialNotesText(notes, i18n.language.startsWith("en") ? "en" : "zh")
    : comment || reason;
  return text ? (
    <div className="decision-text" style={{ whiteSpace: "pre-line" }}>
      {text}
    </div>
  ) : null;
}

/** A declaration state as a coloured tag in the console's language. */
export function StateTag({ state }: { state: string }) {
  const { i18n } = useTranslation();
  const label = DECLARATION_STATE_LABELS[state as StateCode];
  const terminal = [
    "UNIT_REJECTED",
    "NOT_RECOMMENDED",
    "INELIGIBLE",
    "PEER_FAILED",
    "COMMITTEE_NOT_RECOMMENDED",
    "SENIOR_FAILED",
    "REVOKED",
  ];
  const color = STATE_COLORS[state as StateCode] ?? (terminal.includes(state) ? "error" : "processing");
  return <Tag color={color}>{label ? label[i18n.language.startsWith("en") ? "en" : "zh"] : state}</Tag>;
}

const VERIFY_COLORS: Record<string, string> = {
  PENDING: "default",
  VERIFIED: "success",
  NOT_RECOGNIZED: "error",
  RETURNED: "warning",
};

/** A department's verdict on an item (its verification status) as a coloured tag. */
export function VerifyStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={VERIFY_COLORS[status] ?? "default"}>{t(`declareUser.verify.${status}`, { defaultValue: status })}</Tag>
  );
}

/** Names of codes and bilingual rows in the console's language. */
export function useLabels() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return {
    named: (zh: string | null | undefined, english: string | null | undefined) => pickName(en, zh, english),
    level: (level: string) => TITLE_LEVEL_LABELS[level as TitleLevel]?.[en ? "en" : "zh"] ?? level,
    method: (method: string) => DECLARATION_METHOD_LABELS[method as DeclarationMethod]?.[en ? "en" : "zh"] ?? method,
    eligible: (eligible: boolean | null) =>
      eligible === null ? (
        <Tag>{t("declareUser.notEvaluated")}</Tag>
      ) : eligible ? (
        <Tag color="success">{t("declareUser.pass")}</Tag>
      ) : (
        <Tag color="error">{t("declareUser.fail")}</Tag>
      ),
  };
}
