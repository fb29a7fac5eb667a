import { randomUUID } from "node:crypto";
import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import type { FlowComplete, FlowInstanceQuery, FlowStart, FlowTaskQuery } from "@zcps/contracts/flow";
import type { Executor } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../platform/errors";
import type { AfterCommit, ProcessEnds } from "../../platform/process-ends";
import type { TaskQueue } from "../../platform/queue";
import { type Caller, can } from "./access";
import { EngineFailure, runStep, type StepResult, type StepSignal, type Variables } from "./engine";
import { startableDefinitions } from "./model-service";
import * as repo from "./repo";
import { checkTaskForm } from "./task-form";
import * as view from "./view";

/**
 * Instances and their tasks (/flowManager/flowProcessInstanceManager, flowTaskManager and the "my" pages): each
 * step recovers the engine from the saved state, moves it and saves it back in one transaction.
 */

/** The queue that fires an instance's timer when it is due. */
export const FLOW_TIMER_QUEUE = "flow-timer";
export interface TimerJob {
  tenantId: string;
  instanceId: string;
  activityId: string;
}

/** Variables the server sets at the start: a form or a message cannot rewrite who started the instance. */
const RESERVED = new Set(["starter", "businessKey"]);
const withoutReserved = (variables: Variables): Variables =>
  Object.fromEntries(Object.entries(variables).filter(([name]) => !RESERVED.has(name)));

/** How a step came about: the process's key (its end handler), who made it and with what comment. */
interface StepContext {
  key: string;
  by: string | null;
  comment?: string | null;
  /** work for after the commit, which the ending's handler may add */
  after: AfterCommit[];
}

/** A start made by the platform for a module's business (the applicant of an account has no account yet). */
export interface SystemStart {
  tenantId: string;
  key: string;
  businessKey: string;
  /** who stands as the starter: a user id, or the business's own id while it has no user (an applicant) */
  starterId: string;
  variables: Variables;
}

export function createWorkflowService(deps: {
  db: Executor;
  queue: Pick<TaskQueue, "send">;
  processEnds: ProcessEnds;
}) {
  const { db, queue, processEnds } = deps;

  /** Runs the work in a transaction, then what its steps left for after the commit. */
  async function transact<T>(work: (tx: Executor, after: AfterCommit[]) => Promise<T>): Promise<T> {
    const after: AfterCommit[] = [];
    const result = await db.transaction((tx) => work(tx, after));
    for (const action of after) await action();
    return result;
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
    context: StepContext,
    extraHistory: Parameters<typeof repo.insertHistory>[1] = [],
  ) {
    const { by } = context;
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
    // a timer that waited before this step and was not entered again already has its job
    const entered = new Set(step.trail.filter((entry) => entry.event === "start").map((entry) => entry.activityId));
    for (const timer of step.timers) {
      if (instance.currentActivities.includes(timer.activityId) && !entered.has(timer.activityId)) continue;
      const job: TimerJob = { tenantId: instance.tenantId, instanceId: instance.id, activityId: timer.activityId };
      await queue.send(FLOW_TIMER_QUEUE, job, { startAfter: new Date(timer.expireAt), tx });
    }
    if (step.ended) {
      const endEvents = step.trail
        .filter((entry) => entry.type === "bpmn:EndEvent" && entry.event === "end")
        .map((entry) => entry.activityId);
      const afterCommit = await processEnds.run(tx, {
        tenantId: instance.tenantId,
        instanceId: instance.id,
        key: context.key,
        businessKey: instance.businessKey,
        endEvents: [...new Set(endEvents)],
        variables: step.variables,
        by,
        comment: context.comment ?? null,
      });
      if (afterCommit) context.after.push(afterCommit);
    }
  }

  /** Starts the definition in the caller's transaction; answers the new instance's id. */
  async function startIn(
    tx: Executor,
    definition: repo.DefinitionRow,
    input: { tenantId: string; starterId: string; businessKey: string | null; variables: Variables },
    after: AfterCommit[],
  ) {
    const variables: Variables = { ...input.variables, starter: input.starterId, businessKey: input.businessKey };
    const result = await step(definition.xml, null, { kind: "start", variables });
    const id = randomUUID();
    await repo.insertInstance(tx, {
      id,
      tenantId: input.tenantId,
      definitionId: definition.id,
      businessKey: input.businessKey,
      starterId: input.starterId,
      status: "running",
      state: null,
      revision: 0,
    });
    const instance = (await repo.findInstance(tx, input.tenantId, id))?.instance;
    if (!instance) throw notFound();
    await saveStep(tx, instance, result, { key: definition.key, by: input.starterId, after });
    return id;
  }

  /** Completes a task the caller may handle, in the caller's transaction. */
  async function completeIn(tx: Executor, caller: Caller, id: string, input: FlowComplete, after: AfterCommit[]) {
    const task = await openTaskFor(tx, caller, id);
    const { instance, definition } = await runningInstance(tx, caller.tenantId, task.instanceId);
    // the task's form fields: required ones present, each of its type (refused naming the field)
    await checkTaskForm(definition.xml, task.elementId, input.variables);
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
    const context = { key: definition.key, by: caller.userId, comment: input.comment ?? null, after };
    await saveStep(tx, instance, result, context, [
      {
        instanceId: instance.id,
        activityId: task.elementId,
        activityName: task.name,
        event: "complete",
        by: caller.userId,
        payload: { form: input.variables, comment: input.comment ?? null },
      },
    ]);
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
    // -- instances

    async start(caller: Caller, input: FlowStart) {
      const startable = await startableDefinitions(db, caller);
      const definition = startable.find((d) => d.key === input.key);
      if (!definition) throw badRequest("flow.notStartable");
      const full = await repo.findDefinition(db, caller.tenantId, definition.id);
      if (!full) throw badRequest("flow.notStartable");
      const id = await transact((tx, after) =>
        startIn(
          tx,
          full,
          {
            tenantId: caller.tenantId,
            starterId: caller.userId,
            businessKey: input.businessKey ?? null,
            variables: input.variables,
          },
          after,
        ),
      );
      return { id };
    },

    /**
     * Starts a module's process for its business in the module's transaction, whoever may start it by hand: the
     * latest active version of the key. Answers null when the tenant has none (never deployed, or suspended), and
     * the module then decides without a process.
     */
    async startForBusiness(tx: Executor, input: SystemStart, after: AfterCommit[]): Promise<string | null> {
      const definition = (await repo.latestActiveDefinitions(tx, input.tenantId)).find((d) => d.key === input.key);
      if (!definition) return null;
      return startIn(tx, definition, input, after);
    },

    /** The running instance that carries a business, with its live tasks; null when there is none. */
    async runningForBusiness(tx: Executor, tenantId: string, key: string, businessKey: string) {
      const instance = await repo.runningByBusinessKey(tx, tenantId, key, businessKey);
      if (!instance) return null;
      return { instance, tasks: await repo.liveTasks(tx, instance.id) };
    },

    /** The steps (open tasks' names) the running instances of a process wait in, for these business keys. */
    stepsForBusiness: (tx: Executor, tenantId: string, key: string, businessKeys: string[]) =>
      repo.liveTaskNamesByBusinessKey(tx, tenantId, key, businessKeys),

    /** Whether the caller may handle the task now (its assignee, a candidate, or in a candidate group). */
    async mayHandleTask(tx: Executor, caller: Caller, task: repo.TaskRow) {
      return mayHandle(task, caller.userId, await repo.groupCodesOf(tx, caller.tenantId, caller.userId));
    },

    /** Completes the caller's task in the module's transaction (the module's own page decides for the process). */
    completeInBusiness: completeIn,

    /** Hands the business's instance to the user it now belongs to (the applicant once their account exists). */
    setStarter: (tx: Executor, instanceId: string, starterId: string) => repo.setStarter(tx, instanceId, starterId),

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
        history: view.namedHistory(
          history,
          await repo.userNames(
            db,
            history.map((h) => h.by),
          ),
        ),
      };
    },

    /** The starter or an administrator (flowProcessInstanceManager:btn_cancel) cancels, with a reason. */
    async cancel(caller: Caller, id: string, reason: string) {
      await transact(async (tx) => {
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
      await transact(async (tx, after) => {
        const { instance, definition } = await runningInstance(tx, caller.tenantId, id);
        const messageId = view.messageIdFor(definition.xml, message);
        const catcher = messageId ? view.catcherOf(definition.xml, instance.currentActivities, messageId) : null;
        if (!messageId || !catcher) throw badRequest("flow.messageNotWaiting");
        const result = await step(definition.xml, instance.state, {
          kind: "message",
          messageId,
          variables: withoutReserved(variables),
        });
        await saveStep(tx, instance, result, { key: definition.key, by: caller.userId, after }, [
          { instanceId: id, activityId: catcher, event: "message", by: caller.userId, payload: { message: messageId } },
        ]);
      });
    },

    /** The queue's job: fires the timer if the instance still waits at it (a second run finds nothing to do). */
    async fireTimer(job: TimerJob) {
      await transact(async (tx, after) => {
        const found = await repo.findInstance(tx, job.tenantId, job.instanceId);
        if (found?.instance.status !== "running" || found.definition.suspended) return;
        if (!found.instance.currentActivities.includes(job.activityId)) return;
        const result = await runStep(found.definition.xml, found.instance.state, {
          kind: "timer",
          activityId: job.activityId,
        });
        await saveStep(tx, found.instance, result, { key: found.definition.key, by: null, after }, [
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
      await transact((tx, after) => completeIn(tx, caller, id, input, after));
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
