import { type Language, translate } from "@zcps/contracts/messages";
import { DECLARATION_METHOD_LABELS, type DeclarationMethod } from "@zcps/contracts/zcps/catalogue/catalogue";
import type { ReturnNote } from "@zcps/contracts/zcps/machine";

// Display names in the caller's language; a name with no translation shows its code.

const label = (key: string, lang: Language, fallback: string) => {
  const text = translate(key, lang);
  return text === key ? fallback : text;
};
export const stateName = (state: string, lang: Language) => label(`decl.state.${state}`, lang, state);
export const eventName = (event: string, lang: Language) => label(`decl.event.${event}`, lang, event);
/** Who decided: the person's name, or the system's in the caller's language (its decisions record it in Chinese). */
export const actorName = (actor: { actorName: string | null; actorRole: string }, lang: Language) =>
  actor.actorRole === "SYSTEM" ? label("decl.role.SYSTEM", lang, actor.actorName ?? "") : actor.actorName;
export const methodName = (method: string, lang: Language) =>
  DECLARATION_METHOD_LABELS[method as DeclarationMethod]?.[lang] ?? method;
export const named = (row: { name: string | null; nameEn: string | null } | null, lang: Language, fallback = "") =>
  (lang === "en" ? (row?.nameEn ?? row?.name) : row?.name) ?? fallback;

/** A return's notes as its decision keeps them (none on other decisions, nor on returns recorded before notes). */
export const returnNotes = (detail: Record<string, unknown> | null): ReturnNote[] | null =>
  Array.isArray(detail?.notes) ? (detail.notes as ReturnNote[]) : null;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
