/**
 * Which instances or tasks a runs page lists: the manager pages every one of the tenant, the "my" pages the
 * caller's (the server limits each scope again).
 */
export type InstanceScope = "all" | "mine";
export type TaskScope = "all" | "todo" | "done";

export const INSTANCE_PAGES: Record<string, InstanceScope> = {
  "/flowManager/flowProcessInstanceManager": "all",
  "/flowManager/flowMyApply": "mine",
};

export const TASK_PAGES: Record<string, TaskScope> = {
  "/flowManager/flowTaskManager": "all",
  "/flowManager/flowMyTodo": "todo",
  "/flowManager/flowMyDone": "done",
};
