import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { batches, declarations, titles } from "../../../db/schema";

/** The caller's own declarations in the batches of the current project, newest first. */
export function ownDeclarations(db: Executor, tenantId: string, userId: string, batchIds: readonly string[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: declarations.id,
      status: declarations.status,
      returnScope: declarations.returnScope,
      batchName: batches.name,
      batchNameEn: batches.nameEn,
      titleName: titles.name,
      titleNameEn: titles.nameEn,
    })
    .from(declarations)
    .innerJoin(batches, eq(batches.id, declarations.projectTimeId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .where(
      and(
        eq(declarations.tenantId, tenantId),
        eq(declarations.userId, userId),
        inArray(declarations.projectTimeId, [...batchIds]),
      ),
    )
    .orderBy(desc(declarations.createdAt));
}

/** Declarations of a batch by state (drafts are the declarants' own business), within some units or all. */
export function countsByState(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  unitIds: readonly string[] | null,
) {
  return db
    .select({ state: declarations.status, count: count() })
    .from(declarations)
    .where(
      and(
        eq(declarations.tenantId, tenantId),
        eq(declarations.projectTimeId, projectTimeId),
        ne(declarations.status, "DRAFT"),
        unitIds ? inArray(declarations.unitId, [...unitIds]) : undefined,
      ),
    )
    .groupBy(declarations.status);
}
