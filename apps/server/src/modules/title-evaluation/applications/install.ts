import { randomUUID } from "node:crypto";
import type { Executor } from "../../../db/client";
import { notify } from "../../../platform/notify";
import { registerMethodGate } from "../declarations";
import { type PendingEntry, registerNamedListReview } from "../staff";
import { closeApplication } from "./decision-service";
import * as repo from "./repo";
import { applicantNotice } from "./views";

/**
 * A named-list entry waiting for review on the talents or tpUser page is an application under review: the one open
 * for the staff member, track and batch takes the entry, or one is opened for it.
 */
async function entryPending(tx: Executor, entry: PendingEntry, actor: { tenantId: string; userId: string }) {
  if (await repo.openForNamedList(tx, entry.tenantId, entry.id)) return;
  const open = await repo.openFor(tx, entry.tenantId, entry.staffId, entry.listType, entry.projectTimeId);
  if (open) {
    await repo.linkNamedList(tx, open.id, entry.id);
    return;
  }
  const person = await repo.staffRef(tx, entry.tenantId, entry.staffId);
  const application = {
    id: randomUUID(),
    tenantId: entry.tenantId,
    projectTimeId: entry.projectTimeId,
    staffId: entry.staffId,
    applicantUserId: person?.userId ?? null,
    track: entry.listType,
    level: entry.level,
    grounds: entry.evidence ?? "",
    source: "NAMED_LIST",
    namedListId: entry.id,
    filedBy: actor.userId,
  };
  await repo.insertApplication(tx, application);
  await notify(tx, entry.tenantId, applicantNotice(application, "entered"));
}

/** A pending entry decided on its list's page closes its application with the same decision (its page tells the staff member). */
async function entryDecided(
  tx: Executor,
  entry: PendingEntry,
  decision: "approved" | "rejected",
  comment: string | null,
  actor: { tenantId: string; userId: string },
) {
  const open = await repo.openForNamedList(tx, entry.tenantId, entry.id);
  if (!open) return;
  await closeApplication(tx, open, {
    decision: decision === "approved" ? "APPROVED" : "REJECTED",
    reason: comment,
    reviewerId: actor.userId,
    reviewerName: await repo.userName(tx, actor.userId),
  });
}

/**
 * Plugs the application review in at start-up: exceptional promotion opens to a declarant with an approved
 * application for the batch, and the reviewed named lists' pending entries are reviewed as applications.
 */
export function installApplicationReview(): void {
  registerMethodGate({
    method: "EXCEPTIONAL",
    allows: (db, chooser) =>
      repo.approvedFor(db, chooser.tenantId, chooser.staffId, "exceptional", chooser.projectTimeId),
    refusal: "application.exceptionalRequired",
  });
  registerNamedListReview({ pending: entryPending, decided: entryDecided });
}

/** Opens the application reviewing a pending named-list entry, when none is open (for the demo seed's entries). */
export const openNamedListApplication = entryPending;
