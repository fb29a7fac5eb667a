import type { A3TableType } from "@zcps/contracts/zcps/results/a3";
import { A3_ROUTES } from "@zcps/contracts/zcps/results/a3";

/** Every query of the A3 tables starts with it: a save refreshes them. */
export const a3Key = ["zcps-a3"] as const;

export interface A3TableRef {
  userId: string;
  projectTimeId: string;
}

/** findA3Table's path: the declarant, the batch, the format and whether personnel's latest edit is printed. */
export const a3TablePath = ({ userId, projectTimeId }: A3TableRef, type: A3TableType, edited: boolean) =>
  A3_ROUTES.findTable
    .replace(":userId", encodeURIComponent(userId))
    .replace(":projectTimeId", encodeURIComponent(projectTimeId))
    .replace(":type", type)
    .replace(":check", edited ? "1" : "0");
