import { bilingual } from "../../../../platform/bilingual";
import type { Notice } from "../../../../platform/notify";
import type { StageModule, StageTransition } from "../../declarations";
import * as repo from "./repo";
import { cancelTasks, openTasks, reopenForRecheck, reopenReturnedTasks } from "./tasks";

/** The stage's part of a transition's effects, in its transaction. */
async function onEffects(db: Parameters<NonNullable<StageModule["onEffects"]>>[0], t: StageTransition) {
  const { declaration, declarantName, now } = t;
  for (const effect of t.result.effects) {
    switch (effect.type) {
      case "openDepartmentTasks":
        await openTasks(db, declaration, declarantName, now);
        break;
      case "reopenReturnedTasks":
        await reopenReturnedTasks(db, declaration, declarantName, now);
        break;
      case "reopenDepartmentTasks":
        await reopenForRecheck(db, declaration, effect, declarantName, now);
        break;
      case "cancelDepartmentTasks":
        await cancelTasks(db, declaration.id, now);
        break;
      default:
        break;
    }
  }
}

/** The declarant hears when every department is done and the declaration moves on (a return tells them itself). */
async function notices(_db: unknown, t: StageTransition): Promise<Notice[]> {
  if (t.event.type !== "departmentsDone") return [];
  return [
    {
      userId: t.declaration.userId,
      kind: "department.done",
      title: bilingual("depart.notice.done.title"),
      body: bilingual("depart.notice.done.body"),
      link: "/zcps/userCenter",
    },
  ];
}

/** Stage 3: department verification per material type (DOMAIN.md). */
export const departmentReviewStage: StageModule = {
  name: "department-review",
  states: ["DEPARTMENT_REVIEW"],
  // the machine moves on when every department closed its task, and goes back to the declarant when one returned items
  gatherFacts: async (db, declaration) => {
    const tasks = (await repo.listTasks(db, declaration.id)).filter((t) => t.status !== "CANCELLED");
    return {
      allDepartmentTasksClosed: tasks.every((t) => t.status !== "OPEN"),
      anyDepartmentReturned: tasks.some((t) => t.status === "RETURNED"),
    };
  },
  onEffects,
  notices,
  // a reviewer reads the declarations their office has a task on, and opens only the items that task holds
  reader: {
    role: "DEPARTMENT_REVIEWER",
    reaches: (db, userId, declarationId) => repo.officeHasTask(db, userId, declarationId),
    opensItem: (db, userId, declarationId, itemId) =>
      itemId ? repo.officeHoldsItem(db, userId, declarationId, itemId) : Promise.resolve(false),
  },
  handles: ["openDepartmentTasks", "reopenReturnedTasks", "reopenDepartmentTasks", "cancelDepartmentTasks"],
};
