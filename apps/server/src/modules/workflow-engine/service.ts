import { randomUUID } from "node:crypto";
import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import type {
  FlowCheck,
  FlowComplete,
  FlowDefinitionQuery,
  FlowInstanceQuery,
  FlowModelCreate,
  FlowModelQuery,
  FlowModelSave,
  FlowStart,
  FlowTaskQuery,
} from "@zcps/contracts/flow";
import type { Db, Executor } from "../../db/client";
import type { AuthContext } from "../../platform/auth";
import { type AppError, badRequest, forbidden, notFound } from "../../platform/errors";
import type { TaskQueue } from "../../platform/queue";
import { EngineFailure, runStep, type StepResult, type StepSignal, type Variables } from "./engine";
import * as repo from "./repo";
import { checkModel } from "./validate";
import * as view from "./view";

/** The queue that fires an instance's timer when it is due. */
export const FLOW_TIMER_QUEUE = "flow-timer";
export interface TimerJob {
  tenantId: string;
  instanceId: string;
  activityId: string;
}

export type Caller = Pick<AuthContext, "userId" | "tenantId" | "username" | "isSuperAdmin" | "codes">;

const can = (caller: Caller, code: string) => caller.isSuperAdmin || caller.codes.has(code);

/** Variables the server sets at the start: a form or a message cannot rewrite who started the instance. */
const RESERVED = new Set(["starter", "businessKey"]);
const withoutReserved = (variables: Variables): Variables =>
  Object.fromEntries(Object.entries(variables).filter(([name]) => !RESERVED.has(name)));

/** A new model's first draft: one start and one end, the process id being the key. */
export function emptyModel(key: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name.replace(/[<>&"]/g, "")}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="180" y="160" width="36" height="36" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

function invalid(check: FlowCheck): AppError {
  const first = check.problems.filter((p) => p.severity === "error").slice(0, 3);
  const detail = first.map((p) => (p.elementId ? `${p.elementId}: ${p.message}` : p.message)).join("; ");
  return badRequest("flow.modelInvalid", { ...check, detail });
}

export function createWorkflowService(deps: { db: Db; queue: TaskQueue }) {
  const { db, queue } = deps;

  /** The model's own checks plus: its executable process's id is the model's key. */
  async function checkForKey(xml: string, key: string): Promise<FlowCheck> {
    const check = await checkModel(xml);
    if (check.processId && check.processId !== key) {
      throw badRequest("flow.keyMismatch", { processId: check.processId, key });
    }
    return check;
  }

  /**
   * Applies a step's outcome to the instance in the caller's transaction, with the optimistic lock: the new
   * state, the tasks the engine now waits in (created for new waits, cancelled for waits gone), the history,
   * and a queue job per new timer. Throws the "conflict" refusal when someone moved the instance meanwhile.
   */
  async function saveStep(
    tx: Executor,
    instance: repo.InstanceRow,
    step: StepResult,
    by: string | null,
    extraHistory: Parameters<typeof repo.insertHistory>[1] = [],
  ) {
    const saved = await repo.saveInstanceStep(tx, instance.id, instance.revision, {
      state: step.state,
      variables: step.variables,
      currentActivities: step.waiting,
      status: step.ended ? "completed" : "running",
      endedAt: step.ended ? new Date() : null,
    });
    if (!saved) throw badRequest("flow.conflict");
    const live = await repo.liveTasks(tx, instance.id);
    const waitingTasks = new Set(step.tasks.map((task) => task.elementId));
    await repo.cancelLiveTasks(
      tx,
      instance.id,
      live.filter((task) => !waitingTasks.has(task.elementId)).map((task) => task.id),
    );
    const liveElements = new Set(live.map((task) => task.elementId));
    await repo.insertTasks(
      tx,
      step.tasks
        .filter((task) => !liveElements.has(task.elementId))
        .map((task) => ({
          id: randomUUID(),
          tenantId: instance.tenantId,
          instanceId: instance.id,
          elementId: task.elementId,
          name: task.name,
          assigneeId: task.assignee,
          candidateUserIds: task.candidateUsers,
          candidateGroups: task.candidateGroups,
          dueAt: view.dueDate(task.due),
          status: task.assignee ? "claimed" : "open",
        })),
    );
    await repo.insertHistory(tx, [
      ...extraHistory,
      ...step.trail.map((entry) => ({
        instanceId: instance.id,
        activityId: entry.activityId,
        activityName: entry.name,
        event: entry.event,
        by,
        payload: { type: entry.type },
      })),
    ]);
    for (const timer of step.timers) {
      const job: TimerJob = { tenantId: instance.tenantId, instanceId: instance.id, activityId: timer.activityId };
      await queue.send(FLOW_TIMER_QUEUE, job, { startAfter: new Date(timer.expireAt), tx });
    }
  }

  async function step(xml: string, state: unknown, signal: StepSignal): Promise<StepResult> {
    try {
      return await runStep(xml, state, signal);
    } catch (error) {
      if (error instanceof EngineFailure) throw badRequest("flow.engineFailed", { detail: error.message });
      throw error;
    }
  }

  async function visibleInstance(caller: Caller, id: string) {
    const found = await repo.findInstance(db, caller.tenantId, id);
    if (!found) throw notFound();
    if (found.instance.starterId === caller.userId || can(caller, FLOW_ELEMENTS.instanceView)) return found;
    const tasks = await repo.instanceTasks(db, id);
    const groupCodes = await repo.groupCodesOf(db, caller.tenantId, caller.userId);
    if (tasks.some(({ task }) => mayHandle(task, caller.userId, groupCodes) || task.completedBy === caller.userId)) {
      return found;
    }
    throw forbidden();
  }

  function mayHandle(task: repo.TaskRow, userId: string, groupCodes: string[]) {
    if (task.assigneeId) return task.assigneeId === userId;
    return task.candidateUserIds.includes(userId) || task.candidateGroups.some((code) => groupCodes.includes(code));
  }

  /** A task the caller may act on now, in the transaction, locked against a concurrent completion. */
  async function openTaskFor(tx: Executor, caller: Caller, id: string, asAdmin = false) {
    const task = await repo.lockTask(tx, caller.tenantId, id);
    if (!task) throw notFound();
    if (task.status === "completed" || task.status === "cancelled") throw badRequest("flow.taskDone");
    if (!asAdmin) {
      const groupCodes = await repo.groupCodesOf(tx, caller.tenantId, caller.userId);
      if (!mayHandle(task, caller.userId, groupCodes)) throw badRequest("flow.taskNotYours");
    }
    return task;
  }

  async function runningInstance(tx: Executor, tenantId: string, id: string) {
    const found = await repo.findInstance(tx, tenantId, id);
    if (!found) throw notFound();
    if (found.instance.status !== "running") throw badRequest("flow.instanceNotRunning");
    if (found.definition.suspended) throw badRequest("flow.notStartable");
    return found;
  }

  return {
    // -- models

    validate: (xml: string) => checkModel(xml),

    async pageModels(caller: Caller, query: FlowModelQuery) {
      const { rows, total } = await repo.pageModels(db, caller.tenantId, query.search, query.page, query.limit);
      return { rows: rows.map((row) => view.modelRow(row.model, row.deployedVersion ?? null)), total };
    },

    async getModel(caller: Caller, id: string) {
      const model = await repo.findModel(db, caller.tenantId, id);
      if (!model) throw notFound();
      return { ...view.modelRow(model, null), xml: model.xml };
    },

    async createModel(caller: Caller, input: FlowModelCreate) {
      if (await repo.findModelByKey(db, caller.tenantId, input.key)) throw badRequest("flow.keyTaken");
      const xml = input.xml ?? emptyModel(input.key, input.name);
      const check = await checkForKey(xml, input.key);
      if (check.problems.some((p) => p.rule === "parse")) throw invalid(check);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await repo.insertModel(tx, {
          id,
          tenantId: caller.tenantId,
          key: input.key,
          name: input.name,
          description: input.description ?? null,
          xml,
          createdBy: caller.username,
          updatedBy: caller.username,
        });
        const model = await repo.findModel(tx, caller.tenantId, id);
        if (model) {
          await repo.saveModelVersion(tx, model, {
            name: input.name,
            description: input.description ?? null,
            xml,
            comment: null,
            by: caller.username,
          });
        }
      });
      return { id };
    },

    /** Saves a draft that parses (it may still fail the deploy checks) as the next version. */
    async saveModel(caller: Caller, id: string, input: FlowModelSave) {
      const model = await repo.findModel(db, caller.tenantId, id);
      if (!model) throw notFound();
      const check = await checkForKey(input.xml, model.key);
      if (check.problems.some((p) => p.rule === "parse")) throw invalid(check);
      const saved = await db.transaction((tx) =>
        repo.saveModelVersion(tx, model, {
          name: input.name,
          description: input.description ?? null,
          xml: input.xml,
          comment: input.comment ?? null,
          by: caller.username,
        }),
      );
      return { version: saved.version, check };
    },

    async deleteModel(caller: Caller, id: string) {
      const model = await repo.findModel(db, caller.tenantId, id);
      if (!model) throw notFound();
      await repo.deleteModel(db, id);
    },

    async modelVersions(caller: Caller, id: string) {
      const model = await repo.findModel(db, caller.tenantId, id);
      if (!model) throw notFound();
      return (await repo.listModelVersions(db, id)).map(view.versionRow);
    },

    /** Deploys the model's latest saved version as the key's next definition version, if it passes every check. */
    async deploy(caller: Caller, id: string) {
      const model = await repo.findModel(db, caller.tenantId, id);
      if (!model) throw notFound();
      const version = await repo.latestModelVersion(db, id);
      if (!version) throw notFound();
      const check = await checkForKey(version.xml, model.key);
      if (!check.valid) throw invalid(check);
      return db.transaction(async (tx) => {
        const next = await repo.nextDefinitionVersion(tx, caller.tenantId, model.key);
        const definitionId = randomUUID();
        await repo.insertDefinition(tx, {
          id: definitionId,
          tenantId: caller.tenantId,
          key: model.key,
          version: next,
          name: check.processName ?? model.name,
          xml: version.xml,
          starterGroups: check.starterGroups,
          deployedBy: caller.username,
          modelVersionId: version.id,
        });
        return { id: definitionId, version: next };
      });
    },

    // -- definitions

    async pageDefinitions(caller: Caller, query: FlowDefinitionQuery) {
      const filter = { key: query.key, latestOnly: query.latestOnly === "true" };
      const { rows, total } = await repo.pageDefinitions(db, caller.tenantId, filter, query.page, query.limit);
      return { rows: rows.map((row) => view.definitionRow(row.definition, row.runningInstances)), total };
    },

    async definitionXml(caller: Caller, id: string) {
      const definition = await repo.findDefinition(db, caller.tenantId, id);
      if (!definition) throw notFound();
      return { id: definition.id, key: definition.key, version: definition.version, xml: definition.xml };
    },

    async setSuspended(caller: Caller, id: string, suspended: boolean) {
      const definition = await repo.findDefinition(db, caller.tenantId, id);
      if (!definition) throw notFound();
      await repo.setSuspended(db, id, suspended);
    },

    /** The processes the caller may start: latest active version of each key, open to anyone or to their groups. */
    async startable(caller: Caller) {
      const groupCodes = await repo.groupCodesOf(db, caller.tenantId, caller.userId);
      const definitions = await repo.latestActiveDefinitions(db, caller.tenantId);
      return definitions
        .filter(
          (d) =>
            caller.isSuperAdmin || d.starterGroups.length === 0 || d.starterGroups.some((g) => groupCodes.includes(g)),
        )
        .map((d) => view.definitionRow(d, 0));
    },

    // -- instances

    async start(caller: Caller, input: FlowStart) {
      const startable = await this.startable(caller);
      const definition = startable.find((d) => d.key === input.key);
      if (!definition) throw badRequest("flow.notStartable");
      const full = await repo.findDefinition(db, caller.tenantId, definition.id);
      if (!full) throw badRequest("flow.notStartable");
      const variables: Variables = {
        ...input.variables,
        starter: caller.userId,
        businessKey: input.businessKey ?? null,
      };
      const result = await step(full.xml, null, { kind: "start", variables });
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await repo.insertInstance(tx, {
          id,
          tenantId: caller.tenantId,
          definitionId: full.id,
          businessKey: input.businessKey ?? null,
          starterId: caller.userId,
          status: "running",
          state: null,
          revision: 0,
        });
        const instance = (await repo.findInstance(tx, caller.tenantId, id))?.instance;
        if (!instance) throw notFound();
        await saveStep(tx, instance, result, caller.userId);
      });
      return { id };
    },

    async pageInstances(caller: Caller, query: FlowInstanceQuery) {
      if (query.scope === "all" && !can(caller, FLOW_ELEMENTS.instanceView)) throw forbidden();
      const filter = {
        starterId: query.scope === "mine" ? caller.userId : undefined,
        status: query.status,
        key: query.key,
      };
      const { rows, total } = await repo.pageInstances(db, caller.tenantId, filter, query.page, query.limit);
      return { rows: rows.map((row) => view.instanceRow(row.instance, row.definition, row.starterName)), total };
    },

    async instanceDetail(caller: Caller, id: string) {
      const { instance, definition } = await visibleInstance(caller, id);
      const [tasks, history, starterName] = await Promise.all([
        repo.instanceTasks(db, id),
        repo.listHistory(db, id),
        repo.userName(db, instance.starterId),
      ]);
      return {
        ...view.instanceRow(instance, definition, starterName),
        xml: definition.xml,
        variables: (instance.variables ?? {}) as Record<string, unknown>,
        tasks: tasks.map((row) => view.taskRow(row.task, row.processName, row.businessKey, row.assigneeName)),
        history: history.map(view.historyRow),
      };
    },

    /** The starter or an administrator (flowProcessInstanceManager:btn_cancel) cancels, with a reason. */
    async cancel(caller: Caller, id: string, reason: string) {
      await db.transaction(async (tx) => {
        const found = await repo.findInstance(tx, caller.tenantId, id);
        if (!found) throw notFound();
        const { instance } = found;
        if (instance.starterId !== caller.userId && !can(caller, FLOW_ELEMENTS.instanceCancel)) throw forbidden();
        if (instance.status !== "running") throw badRequest("flow.instanceNotRunning");
        const saved = await repo.saveInstanceStep(tx, id, instance.revision, {
          status: "cancelled",
          cancelReason: reason,
          currentActivities: [],
          endedAt: new Date(),
        });
        if (!saved) throw badRequest("flow.conflict");
        await repo.cancelLiveTasks(tx, id);
        await repo.insertHistory(tx, [{ instanceId: id, event: "cancel", by: caller.userId, payload: { reason } }]);
      });
    },

    /** A message the instance waits for (a catch event's message, by its id or name). */
    async message(caller: Caller, id: string, message: string, variables: Variables) {
      await db.transaction(async (tx) => {
        const { instance, definition } = await runningInstance(tx, caller.tenantId, id);
        const messageId = view.messageIdFor(definition.xml, message);
        const catcher = messageId ? view.catcherOf(definition.xml, instance.currentActivities, messageId) : null;
        if (!messageId || !catcher) throw badRequest("flow.messageNotWaiting");
        const result = await step(definition.xml, instance.state, {
          kind: "message",
          messageId,
          variables: withoutReserved(variables),
        });
        await saveStep(tx, instance, result, caller.userId, [
          { instanceId: id, activityId: catcher, event: "message", by: caller.userId, payload: { message: messageId } },
        ]);
      });
    },

    /** The queue's job: fires the timer if the instance still waits at it (a second run finds nothing to do). */
    async fireTimer(job: TimerJob) {
      await db.transaction(async (tx) => {
        const found = await repo.findInstance(tx, job.tenantId, job.instanceId);
        if (found?.instance.status !== "running" || found.definition.suspended) return;
        if (!found.instance.currentActivities.includes(job.activityId)) return;
        const result = await runStep(found.definition.xml, found.instance.state, {
          kind: "timer",
          activityId: job.activityId,
        });
        await saveStep(tx, found.instance, result, null, [
          { instanceId: job.instanceId, activityId: job.activityId, event: "timer", by: null, payload: null },
        ]);
      });
    },

    // -- tasks

    async pageTasks(caller: Caller, query: FlowTaskQuery) {
      if (query.scope === "all" && !can(caller, FLOW_ELEMENTS.taskView)) throw forbidden();
      const groupCodes = await repo.groupCodesOf(db, caller.tenantId, caller.userId);
      const { rows, total } = await repo.pageTasks(
        db,
        caller.tenantId,
        { scope: query.scope, userId: caller.userId, groupCodes, status: query.status, instanceId: query.instanceId },
        query.page,
        query.limit,
      );
      return {
        rows: rows.map((row) => view.taskRow(row.task, row.processName, row.businessKey, row.assigneeName)),
        total,
      };
    },

    async claim(caller: Caller, id: string) {
      await db.transaction(async (tx) => {
        const task = await openTaskFor(tx, caller, id);
        if (task.assigneeId && task.assigneeId !== caller.userId) throw badRequest("flow.taskClaimed");
        await repo.updateTask(tx, id, { assigneeId: caller.userId, status: "claimed" });
        await repo.insertHistory(tx, [
          {
            instanceId: task.instanceId,
            activityId: task.elementId,
            activityName: task.name,
            event: "claim",
            by: caller.userId,
          },
        ]);
      });
    },

    /** Completes the caller's task: its form's fields become process variables and the instance moves on. */
    async complete(caller: Caller, id: string, input: FlowComplete) {
      await db.transaction(async (tx) => {
        const task = await openTaskFor(tx, caller, id);
        const { instance, definition } = await runningInstance(tx, caller.tenantId, task.instanceId);
        const result = await step(definition.xml, instance.state, {
          kind: "task",
          elementId: task.elementId,
          variables: withoutReserved(input.variables),
        });
        await repo.updateTask(tx, id, {
          status: "completed",
          assigneeId: task.assigneeId ?? caller.userId,
          form: input.variables,
          comment: input.comment ?? null,
          completedBy: caller.userId,
          completedAt: new Date(),
        });
        await saveStep(tx, instance, result, caller.userId, [
          {
            instanceId: instance.id,
            activityId: task.elementId,
            activityName: task.name,
            event: "complete",
            by: caller.userId,
            payload: { form: input.variables, comment: input.comment ?? null },
          },
        ]);
      });
    },

    /** Hands the caller's task (or, with flowTaskManager:btn_delegate, anyone's) to another user of the tenant. */
    async delegate(caller: Caller, id: string, userId: string, comment: string | undefined) {
      await db.transaction(async (tx) => {
        const task = await openTaskFor(tx, caller, id, can(caller, FLOW_ELEMENTS.taskDelegate));
        if (!(await repo.userInTenant(tx, caller.tenantId, userId))) throw badRequest("flow.userUnknown");
        await repo.updateTask(tx, id, { assigneeId: userId, status: "claimed", delegatedFrom: caller.userId });
        await repo.insertHistory(tx, [
          {
            instanceId: task.instanceId,
            activityId: task.elementId,
            activityName: task.name,
            event: "delegate",
            by: caller.userId,
            payload: { to: userId, comment: comment ?? null },
          },
        ]);
      });
    },
  };
}

export type WorkflowService = ReturnType<typeof createWorkflowService>;
