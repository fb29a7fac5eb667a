import { createRequire } from "node:module";
import { Engine } from "bpmn-engine";
import { lookupIn, resolveTemplate } from "./expressions";

/**
 * One step of an instance on bpmn-engine: recover the engine from the saved state (or start it), apply one
 * signal, let it settle on its next wait states, and hand back the new state. Nothing stays in memory between
 * steps: any server can take the next one.
 */

const camunda = createRequire(import.meta.url)("camunda-bpmn-moddle/resources/camunda.json");
export const MODDLE_OPTIONS = { camunda };

export type Variables = Record<string, unknown>;

export type StepSignal =
  | { kind: "start"; variables: Variables }
  | { kind: "task"; elementId: string; variables: Variables }
  | { kind: "message"; messageId: string; variables: Variables }
  | { kind: "timer"; activityId: string };

/** A user task the engine waits in, with its assignment resolved over the variables. */
export interface WaitingTask {
  elementId: string;
  name: string;
  assignee: string | null;
  candidateUsers: string[];
  candidateGroups: string[];
  /** an ISO date or duration from the model, resolved */
  due: string | null;
}

export interface StepResult {
  state: unknown;
  ended: boolean;
  variables: Variables;
  /** the activities waiting now (user tasks, message and timer catches) */
  waiting: string[];
  tasks: WaitingTask[];
  /** timers waiting: the queue signals the instance when each is due */
  timers: { activityId: string; expireAt: string }[];
  /** activities started and ended during this step, in order */
  trail: { activityId: string; name: string | null; type: string; event: "start" | "end" }[];
}

export class EngineFailure extends Error {}

const expressions = {
  resolveExpression(text: string, context: { environment?: { variables?: Variables } } | undefined) {
    return resolveTemplate(String(text), lookupIn(context?.environment?.variables ?? {}, context));
  },
  isExpression: (text: unknown) => typeof text === "string" && /^\$\{[^}]*\}$/.test(text),
  hasExpression: (text: unknown) => typeof text === "string" && /\$\{[^}]*\}/.test(text),
};

/** The engine's timers, never set on this process's clock: they are recorded and fired by the queue's job. */
function queueTimers(dueActivity: string | null) {
  const waiting = new Map<string, string>();
  let firing = 0;
  const api = {
    executing: [] as unknown[],
    register(owner: { id: string; expireAt?: Date | string }) {
      return {
        setTimeout(callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) {
          const expireAt = owner.expireAt ? new Date(owner.expireAt) : new Date(Date.now() + delay);
          if (owner.id === dueActivity) {
            firing++;
            setImmediate(() => {
              firing--;
              callback(...args);
            });
          } else {
            waiting.set(owner.id, expireAt.toISOString());
          }
          return { owner, expireAt };
        },
        clearTimeout(ref: { owner?: { id: string } } | undefined) {
          if (ref?.owner) waiting.delete(ref.owner.id);
        },
      };
    },
    setTimeout: (callback: () => void, delay: number) => setTimeout(callback, delay),
    clearTimeout: (ref: NodeJS.Timeout) => clearTimeout(ref),
  };
  return { api, waiting, firing: () => firing };
}

interface ActivityApi {
  id: string;
  type: string;
  name?: string;
  owner?: { name?: string; behaviour?: Record<string, unknown> };
  content?: { executionId?: string; parent?: { executionId?: string } };
}

function list(value: unknown, resolve: (text: string) => unknown): string[] {
  if (typeof value !== "string" || !value.trim()) return [];
  const resolved = resolve(value);
  const text = Array.isArray(resolved) ? resolved.join(",") : String(resolved ?? "");
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Runs one step. Throws EngineFailure when the model cannot run (a bad expression, an engine error). */
export async function runStep(xml: string, state: unknown | null, signal: StepSignal): Promise<StepResult> {
  const timers = queueTimers(signal.kind === "timer" ? signal.activityId : null);
  const engine = new Engine({ source: xml, moddleOptions: MODDLE_OPTIONS, expressions, timers: timers.api } as never);
  const trail: StepResult["trail"] = [];
  let failure: unknown = null;
  const { EventEmitter } = await import("node:events");
  const listener = new EventEmitter();
  listener.on("activity.start", (api: ActivityApi) =>
    trail.push({ activityId: api.id, name: api.owner?.name ?? null, type: api.type, event: "start" }),
  );
  listener.on("activity.end", (api: ActivityApi) =>
    trail.push({ activityId: api.id, name: api.owner?.name ?? null, type: api.type, event: "end" }),
  );
  engine.on("error", (error: unknown) => {
    failure = error;
  });
  try {
    if (state) {
      engine.recover(JSON.parse(JSON.stringify(state)));
      await engine.resume({ listener } as never);
    } else {
      await engine.execute({ listener, variables: signal.kind === "start" ? signal.variables : {} } as never);
    }
    const execution = engine.execution;
    if (signal.kind === "task" || signal.kind === "message") {
      setVariables(execution, signal.variables);
      execution.signal({ id: signal.kind === "task" ? signal.elementId : signal.messageId });
    }
    for (let turn = 0; turn < 1000; turn++) {
      await settle();
      if (failure) break;
      if (timers.firing() === 0 && execution.activityStatus !== "executing") break;
    }
    if (failure) throw new EngineFailure(failure instanceof Error ? failure.message : String(failure));
    const postponed = ((execution.getPostponed() ?? []) as ActivityApi[]).filter(
      (api) => api.type !== "bpmn:SequenceFlow",
    );
    const variables = readVariables(execution);
    const resolve = (text: string) => resolveTemplate(text, lookupIn(variables, {}));
    const tasks = postponed
      .filter((api) => api.type === "bpmn:UserTask")
      .map((api) => {
        const b = api.owner?.behaviour ?? {};
        const assignee = typeof b.assignee === "string" && b.assignee ? String(resolve(b.assignee) ?? "") : "";
        const due = typeof b.dueDate === "string" && b.dueDate ? String(resolve(b.dueDate) ?? "") : "";
        return {
          elementId: api.id,
          name: api.owner?.name ?? api.id,
          assignee: assignee || null,
          candidateUsers: list(b.candidateUsers, resolve),
          candidateGroups: list(b.candidateGroups, resolve),
          due: due || null,
        };
      });
    const saved = await engine.getState();
    const ended = !execution.isRunning;
    // a completed execution has nothing to stop (and its stop would wait for an event that never comes)
    if (!ended) await engine.stop();
    return {
      state: JSON.parse(JSON.stringify(saved)),
      ended,
      variables,
      waiting: ended ? [] : [...new Set(postponed.map((api) => api.id))],
      tasks: ended ? [] : tasks,
      timers: ended ? [] : [...timers.waiting].map(([activityId, expireAt]) => ({ activityId, expireAt })),
      trail,
    };
  } catch (error) {
    if (engine.execution?.isRunning) await engine.stop().catch(() => undefined);
    if (error instanceof EngineFailure) throw error;
    throw new EngineFailure(error instanceof Error ? error.message : String(error));
  }
}

interface RunningDefinition {
  environment: { variables: Variables };
  getRunningProcesses(): { environment: { variables: Variables } }[];
}

/** Variables live in each running process's environment (a copy of the definition's): both are set. */
function setVariables(execution: { definitions: unknown[] }, values: Variables) {
  for (const definition of execution.definitions as RunningDefinition[]) {
    Object.assign(definition.environment.variables, values);
    for (const process of definition.getRunningProcesses()) Object.assign(process.environment.variables, values);
  }
}

/** The engine's own bookkeeping a completed process leaves among the variables */
const ENGINE_KEYS = new Set(["fields", "content", "properties"]);

function readVariables(execution: { definitions: unknown[] }): Variables {
  const out: Variables = {};
  for (const definition of execution.definitions as RunningDefinition[]) {
    Object.assign(out, definition.environment.variables);
    for (const process of definition.getRunningProcesses()) Object.assign(out, process.environment.variables);
  }
  for (const key of ENGINE_KEYS) delete out[key];
  return out;
}
