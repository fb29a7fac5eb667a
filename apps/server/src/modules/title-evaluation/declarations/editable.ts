import type { ReturnScope } from "@zcps/contracts/zcps/declaration/api";
import { badRequest } from "../../../platform/errors";
import type { DeclarationRecord } from "./repo";

/** Which items a declarant may change now: all in a draft, the returned ones after an itemised return. */
export function itemEditable(
  declaration: Pick<DeclarationRecord, "status" | "returnScope">,
  item: { id?: string; materialType: string },
): boolean {
  if (declaration.status === "DRAFT") return true;
  if (declaration.status !== "RETURNED") return false;
  return inReturnScope(declaration.returnScope, item) ?? true;
}

/** True/false when the return names items or types, undefined when it returned the whole declaration. */
export function inReturnScope(
  scope: ReturnScope | null,
  item: { id?: string; materialType: string },
): boolean | undefined {
  const itemIds = scope?.itemIds ?? [];
  const types = scope?.materialTypes ?? [];
  if (itemIds.length === 0 && types.length === 0) return undefined;
  return types.includes(item.materialType) || (item.id !== undefined && itemIds.includes(item.id));
}

export function assertEditable(declaration: DeclarationRecord, item: { id?: string; materialType: string }) {
  if (declaration.status !== "DRAFT" && declaration.status !== "RETURNED") throw badRequest("declare.notEditable");
  if (!itemEditable(declaration, item)) throw badRequest("declare.notReturnedItem");
}
