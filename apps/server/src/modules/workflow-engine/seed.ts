import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { flowDefinitions, flowModels, flowModelVersions } from "../../db/schema";
import { ProcessEnds } from "../../platform/process-ends";
import { buildModelXml, expr, type ModelDescription, type ModelFormField } from "./model-xml";
import { createWorkflowService, type WorkflowService } from "./service";

/**
 * The product's own process on the engine, seeded as a model (version 1) and its deployed definition, so an
 * administrator opens it in the modeler, changes it and redeploys: the approval of an account application
 * (/zcps/userAudit). The public application form starts it (the staff module's application service, with the
 * variables below); a staff applicant's unit administrators review it first, in their to-do list, then personnel (or
 * the school administrator) decide on the userAudit page; an expert's application, or one from a unit without an administrator, goes to
 * personnel at once. Its end is the application's decision: the account is opened, or the applicant is told why not.
 *
 * Start variables: `kind` ("staff" | "expert"), `unitReview` (true when the unit has administrators to review it)
 * and `unitAdmins` (their user ids, comma-separated). Each review's form sets `approved`.
 */
/** Each review's decision: the variable its gateway's condition reads. */
const APPROVED_FIELD: ModelFormField = { id: "approved", label: "同意", type: "boolean", required: true };

export const ACCOUNT_APPLICATION_PROCESS: ModelDescription = {
  key: "accountApplication",
  name: "账号申请审核",
  starterGroups: ["personnel"],
  nodes: [
    { id: "submitted", type: "startEvent", name: "提交申请" },
    { id: "route", type: "exclusiveGateway", name: "需单位审核？", defaultFlow: "toPersonnelReview" },
    {
      id: "unitReview",
      type: "userTask",
      name: "单位审核",
      assignment: { candidateUsers: expr("unitAdmins"), dueDate: "P3D" },
      form: [APPROVED_FIELD],
    },
    { id: "unitDecision", type: "exclusiveGateway", name: "单位同意？", defaultFlow: "unitRejected" },
    {
      id: "personnelReview",
      type: "userTask",
      name: "人事处审批",
      assignment: { candidateGroups: "personnel,school_admin", dueDate: "P5D" },
      form: [APPROVED_FIELD],
    },
    { id: "personnelDecision", type: "exclusiveGateway", name: "人事处同意？", defaultFlow: "personnelRejected" },
    { id: "approved", type: "endEvent", name: "审核通过" },
    { id: "rejected", type: "endEvent", name: "审核不通过" },
  ],
  flows: [
    { id: "toRoute", from: "submitted", to: "route" },
    { id: "toUnitReview", from: "route", to: "unitReview", name: "单位审核", condition: "unitReview == true" },
    { id: "toPersonnelReview", from: "route", to: "personnelReview", name: "直接审批" },
    { id: "toUnitDecision", from: "unitReview", to: "unitDecision" },
    { id: "unitApproved", from: "unitDecision", to: "personnelReview", name: "同意", condition: "approved == true" },
    { id: "unitRejected", from: "unitDecision", to: "rejected", name: "不同意" },
    { id: "toPersonnelDecision", from: "personnelReview", to: "personnelDecision" },
    {
      id: "personnelApproved",
      from: "personnelDecision",
      to: "approved",
      name: "同意",
      condition: "approved == true",
    },
    { id: "personnelRejected", from: "personnelDecision", to: "rejected", name: "不同意" },
  ],
};

/**
 * Seeds the product's processes in a tenant: each a model with its first version, deployed as version 1. A process
 * whose key the tenant already has (as a model or a deployed definition) is left as the administrator keeps it.
 */
export async function seedWorkflowProcesses(tx: Executor, tenantId: string, by: string): Promise<void> {
  for (const process of [ACCOUNT_APPLICATION_PROCESS]) {
    const keyOf = (table: typeof flowModels | typeof flowDefinitions) =>
      tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), eq(table.key, process.key)))
        .limit(1);
    const [model] = await keyOf(flowModels);
    const [definition] = await keyOf(flowDefinitions);
    if (model || definition) continue;
    const xml = buildModelXml(process);
    const modelId = randomUUID();
    const versionId = randomUUID();
    await tx.insert(flowModels).values({
      id: modelId,
      tenantId,
      key: process.key,
      name: process.name,
      xml,
      latestVersion: 1,
      createdBy: by,
      updatedBy: by,
    });
    await tx.insert(flowModelVersions).values({ id: versionId, modelId, version: 1, xml, createdBy: by });
    await tx.insert(flowDefinitions).values({
      id: randomUUID(),
      tenantId,
      key: process.key,
      version: 1,
      name: process.name,
      xml,
      starterGroups: process.starterGroups ?? [],
      deployedBy: by,
      modelVersionId: versionId,
    });
  }
}

/**
 * The workflow for demo data, inside the seed's transaction: the seed runs before the task queue exists, so a
 * process the seed starts may not wait on a timer, and no module's end handler is registered yet.
 */
export function seedingWorkflow(tx: Executor): WorkflowService {
  const queue = {
    send: async (): Promise<string> => {
      throw new Error("a process started by the seed cannot wait on a timer");
    },
  };
  // the service opens transactions only in its API's calls, never in the business calls the seed makes
  return createWorkflowService({ db: tx, queue, processEnds: new ProcessEnds() });
}
