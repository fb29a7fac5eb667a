import { and, eq } from "drizzle-orm";
import type { Executor } from "../client";
import * as t from "../schema";

/** The demo's normal batch of the 2026 project: the one the title evaluation's demo work is carried through. */
export async function demoBatch(tx: Executor, tenantId: string): Promise<typeof t.batches.$inferSelect | undefined> {
  const [row] = await tx
    .select({ batch: t.batches })
    .from(t.batches)
    .innerJoin(t.projects, eq(t.projects.id, t.batches.projectId))
    .where(and(eq(t.projects.tenantId, tenantId), eq(t.projects.year, 2026), eq(t.batches.kind, "normal")));
  return row?.batch;
}
