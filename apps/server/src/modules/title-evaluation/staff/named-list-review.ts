import { randomUUID } from "node:crypto";
import type { NamedListType } from "@zcps/contracts/zcps/staff/api";
import type { Executor } from "../../../db/client";
import { defaultEffects } from "./named-list-effects";
import * as repo from "./named-list-repo";

/** An entry of a reviewed list (talents, tpUser) as its review sees it. */
export interface PendingEntry {
  id: string;
  tenantId: string;
  listType: NamedListType;
  staffId: string;
  projectTimeId: string | null;
  level: string | null;
  evidence: string | null;
}

/**
 * The review of pending named-list entries, kept by the module that reviews applications: an entry that becomes
 * pending on the talents or tpUser page opens an application, and a decision taken inline on that page closes it, so
 * both pages tell one story. Registered at start-up; without it the lists review on their own.
 */
export interface NamedListReview {
  /** an entry was added or changed and waits for review */
  pending(tx: Executor, entry: PendingEntry, actor: { tenantId: string; userId: string }): Promise<void>;
  /** a pending entry was decided on its list's page */
  decided(
    tx: Executor,
    entry: PendingEntry,
    decision: "approved" | "rejected",
    comment: string | null,
    actor: { tenantId: string; userId: string },
  ): Promise<void>;
}

let review: NamedListReview | null = null;

export function registerNamedListReview(hooks: NamedListReview): void {
  review = hooks;
}

export const namedListReview = (): NamedListReview | null => review;

/**
 * An approved application's entry: the entry under review, else the staff member's entry on the list for the batch,
 * is approved; without either, one is written with the list's default effects. Answers the entry's id. The caller
 * drops the staff lookups once its transaction commits.
 */
export async function approveNamedListEntry(
  tx: Executor,
  input: Omit<PendingEntry, "id"> & { entryId: string | null; reviewedBy: string; comment: string | null },
): Promise<string> {
  const { tenantId, listType, staffId, projectTimeId } = input;
  const reviewed = { status: "approved", reviewComment: input.comment, reviewedBy: input.reviewedBy };
  const existing =
    (input.entryId && (await repo.findEntry(tx, tenantId, listType, input.entryId))?.id) ||
    (await repo.entryFor(tx, tenantId, listType, staffId, projectTimeId));
  if (existing) {
    await repo.updateEntry(tx, tenantId, existing, reviewed);
    return existing;
  }
  const id = randomUUID();
  await repo.insertEntry(tx, {
    id,
    tenantId,
    listType,
    staffId,
    projectTimeId,
    level: input.level,
    evidence: input.evidence,
    effects: await defaultEffects(tx, tenantId, listType),
    ...reviewed,
  });
  return id;
}

/** A rejected application's entry, while it still waits for review: rejected with the reason. */
export async function rejectNamedListEntry(
  tx: Executor,
  input: { tenantId: string; listType: NamedListType; entryId: string; reviewedBy: string; comment: string | null },
) {
  const entry = await repo.findEntry(tx, input.tenantId, input.listType, input.entryId);
  if (entry?.status !== "pending") return;
  await repo.updateEntry(tx, input.tenantId, entry.id, {
    status: "rejected",
    reviewComment: input.comment,
    reviewedBy: input.reviewedBy,
  });
}
