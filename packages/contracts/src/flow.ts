import { z } from "zod";

/**
 * The BPMN workflow on the wire (/api/flow/...): models and their versions, deployed definitions, instances,
 * their history and their tasks. Dates are ISO strings. Pages return {rows, total}.
 */

const page = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
};

const KEY = /^[A-Za-z_][\w.-]*$/;

export const flowModelCreateSchema = z.object({
  /** the process key: letters, digits, "_", "-", "."; unique in the tenant */
  key: z.string().trim().min(1).max(64).regex(KEY, { message: "flow.keyInvalid" }),
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).optional(),
  /** the BPMN XML; a new model without one starts from an empty process named after the key */
  xml: z.string().max(1_000_000).optional(),
});
export type FlowModelCreate = z.infer<typeof flowModelCreateSchema>;

/** Saving a model stores its XML as the draft and as a new version. */
export const flowModelSaveSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).optional(),
  xml: z.string().min(1).max(1_000_000),
  comment: z.string().trim().max(200).optional(),
});
export type FlowModelSave = z.infer<typeof flowModelSaveSchema>;

export const flowValidateSchema = z.object({ xml: z.string().max(1_000_000) });

export const flowModelQuerySchema = z.object({ search: z.string().trim().max(100).optional(), ...page });
export type FlowModelQuery = z.infer<typeof flowModelQuerySchema>;

export const flowProblemSchema = z.object({
  elementId: z.string().nullable(),
  rule: z.string(),
  message: z.string(),
  severity: z.enum(["error", "warning"]),
});
export const flowCheckSchema = z.object({
  valid: z.boolean(),
  problems: z.array(flowProblemSchema),
  processId: z.string().nullable(),
  processName: z.string().nullable(),
  starterGroups: z.array(z.string()),
});
export type FlowCheck = z.infer<typeof flowCheckSchema>;

export const flowModelRowSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  latestVersion: z.number().int(),
  /** the highest deployed version of this key, null if never deployed */
  deployedVersion: z.number().int().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type FlowModelRow = z.infer<typeof flowModelRowSchema>;
export const flowModelDetailSchema = flowModelRowSchema.extend({ xml: z.string() });

export const flowModelVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  comment: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  xml: z.string(),
});

export const flowDefinitionQuerySchema = z.object({
  key: z.string().trim().max(64).optional(),
  /** "true": only the latest version of each key */
  latestOnly: z.enum(["true", "false"]).optional(),
  ...page,
});
export type FlowDefinitionQuery = z.infer<typeof flowDefinitionQuerySchema>;

export const flowDefinitionRowSchema = z.object({
  id: z.string(),
  key: z.string(),
  version: z.number().int(),
  name: z.string(),
  suspended: z.boolean(),
  starterGroups: z.array(z.string()),
  deployedBy: z.string().nullable(),
  deployedAt: z.string(),
  modelVersionId: z.string().nullable(),
  /** instances of this version still running */
  runningInstances: z.number().int(),
});
export type FlowDefinitionRow = z.infer<typeof flowDefinitionRowSchema>;

/** Variables a start, a completion or a message carries into the process (flat JSON values). */
export const flowVariablesSchema = z.record(
  z.string().regex(/^[A-Za-z_][\w]*$/),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
);

export const flowStartSchema = z.object({
  /** the process key: its latest active version starts */
  key: z.string().trim().min(1).max(64),
  businessKey: z.string().trim().max(100).optional(),
  variables: flowVariablesSchema.default({}),
});
export type FlowStart = z.infer<typeof flowStartSchema>;

export const FLOW_INSTANCE_STATUSES = ["running", "completed", "cancelled"] as const;
export const flowInstanceQuerySchema = z.object({
  /** mine: started by me (any user); all: every instance of the tenant (flowProcessInstanceManager:view) */
  scope: z.enum(["mine", "all"]).default("mine"),
  status: z.enum(FLOW_INSTANCE_STATUSES).optional(),
  key: z.string().trim().max(64).optional(),
  ...page,
});
export type FlowInstanceQuery = z.infer<typeof flowInstanceQuerySchema>;

export const flowInstanceRowSchema = z.object({
  id: z.string(),
  definitionId: z.string(),
  key: z.string(),
  version: z.number().int(),
  name: z.string(),
  businessKey: z.string().nullable(),
  starterId: z.string(),
  starterName: z.string().nullable(),
  status: z.enum(FLOW_INSTANCE_STATUSES),
  cancelReason: z.string().nullable(),
  currentActivities: z.array(z.string()),
  /** the current activities' names from the model (an unnamed one by its id), in the same order */
  currentActivityNames: z.array(z.string()),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type FlowInstanceRow = z.infer<typeof flowInstanceRowSchema>;

export const flowHistoryRowSchema = z.object({
  activityId: z.string().nullable(),
  activityName: z.string().nullable(),
  /** start, end (of an activity), claim, complete, delegate, message, timer, cancel */
  event: z.string(),
  by: z.string().nullable(),
  /** the name of who did it, when the server knows it */
  byName: z.string().nullable(),
  at: z.string(),
  payload: z.unknown(),
});

export const FLOW_TASK_STATUSES = ["open", "claimed", "completed", "cancelled"] as const;
export const flowTaskRowSchema = z.object({
  id: z.string(),
  instanceId: z.string(),
  processName: z.string(),
  businessKey: z.string().nullable(),
  elementId: z.string(),
  name: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  candidateUserIds: z.array(z.string()),
  candidateGroups: z.array(z.string()),
  dueAt: z.string().nullable(),
  status: z.enum(FLOW_TASK_STATUSES),
  form: z.unknown(),
  comment: z.string().nullable(),
  completedBy: z.string().nullable(),
  completedAt: z.string().nullable(),
  delegatedFrom: z.string().nullable(),
  createdAt: z.string(),
});
export type FlowTaskRow = z.infer<typeof flowTaskRowSchema>;

export const flowInstanceDetailSchema = flowInstanceRowSchema.extend({
  /** the definition's XML: the page draws it and marks currentActivities */
  xml: z.string(),
  variables: z.record(z.string(), z.unknown()),
  tasks: z.array(flowTaskRowSchema),
  history: z.array(flowHistoryRowSchema),
});
export type FlowInstanceDetail = z.infer<typeof flowInstanceDetailSchema>;

export const flowCancelSchema = z.object({
  reason: z.string().trim().min(1, { message: "flow.reasonRequired" }).max(200),
});

export const flowMessageSchema = z.object({
  /** the BPMN message's id or name */
  message: z.string().trim().min(1).max(100),
  variables: flowVariablesSchema.default({}),
});

export const flowTaskQuerySchema = z.object({
  /** todo: assigned to me or open to me or my role groups; done: completed by me; all: the tenant's (flowTaskManager:view) */
  scope: z.enum(["todo", "done", "all"]).default("todo"),
  status: z.enum(FLOW_TASK_STATUSES).optional(),
  instanceId: z.string().max(64).optional(),
  ...page,
});
export type FlowTaskQuery = z.infer<typeof flowTaskQuerySchema>;

export const flowCompleteSchema = z.object({
  /** the form's fields, set as process variables (a gateway's condition reads them) */
  variables: flowVariablesSchema.default({}),
  comment: z.string().trim().max(500).optional(),
});
export type FlowComplete = z.infer<typeof flowCompleteSchema>;

export const flowDelegateSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  comment: z.string().trim().max(500).optional(),
});

/** The field types a user task's form may have (camunda:formField's type). */
export const FLOW_FORM_TYPES = ["boolean", "string", "long", "enum"] as const;
export type FlowFormType = (typeof FLOW_FORM_TYPES)[number];

/** A user task's form field, as the model declares it (camunda:formData / camunda:formField). */
export const flowFormFieldSchema = z.object({
  /** the process variable it sets (a gateway's condition reads it) */
  id: z.string(),
  label: z.string(),
  type: z.enum(FLOW_FORM_TYPES),
  /** camunda:constraint name="required" */
  required: z.boolean(),
  /** an enum's choices: the value sent, and its label */
  values: z.array(z.object({ id: z.string(), name: z.string() })),
  defaultValue: z.string().nullable(),
});
export type FlowFormField = z.infer<typeof flowFormFieldSchema>;

/** GET /api/flow/tasks/:id/form: the task's form fields, in the model's order (none: a comment alone). */
export const flowTaskFormSchema = z.object({ fields: z.array(flowFormFieldSchema) });
export type FlowTaskForm = z.infer<typeof flowTaskFormSchema>;

export const listOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });

/** The workflow's messages, in both languages (merged into messages.ts). */
export const flowMessages = {
  zh: {
    "flow.keyInvalid": "流程标识只能包含字母、数字、下划线、连字符和点，且以字母或下划线开头",
    "flow.keyTaken": "该流程标识已存在",
    "flow.modelInvalid": "流程模型校验未通过：{detail}",
    "flow.keyMismatch": "模型中可执行流程的 id（{processId}）必须与模型标识（{key}）一致",
    "flow.deployed": "部署成功",
    "flow.suspended": "流程定义已挂起",
    "flow.activated": "流程定义已激活",
    "flow.notStartable": "该流程不存在、已挂起或您无权发起",
    "flow.started": "流程已发起",
    "flow.instanceNotRunning": "该流程实例已结束或已取消",
    "flow.reasonRequired": "请填写取消原因",
    "flow.cancelled": "流程实例已取消",
    "flow.taskNotYours": "该任务不属于您，不能办理",
    "flow.taskDone": "该任务已办理完成或已取消",
    "flow.taskClaimed": "该任务已被他人签收",
    "flow.claimed": "签收成功",
    "flow.completed": "办理成功",
    "flow.delegated": "已转办",
    "flow.userUnknown": "转办对象不存在",
    "flow.messageNotWaiting": "该流程实例没有在等待这个消息",
    "flow.messageSent": "消息已送达",
    "flow.conflict": "该流程实例刚被他人推进，请刷新后重试",
    "flow.engineFailed": "流程引擎无法执行此步骤：{detail}",
    "flow.formRequired": "请填写表单项“{field}”",
    "flow.formNotBoolean": "表单项“{field}”应为是或否",
    "flow.formNotLong": "表单项“{field}”应为整数",
    "flow.formNotString": "表单项“{field}”应为文本",
    "flow.formNotAllowed": "表单项“{field}”的值“{value}”不在可选项中",
  },
  en: {
    "flow.keyInvalid": "A process key holds letters, digits, '_', '-' and '.', and starts with a letter or '_'",
    "flow.keyTaken": "This process key already exists",
    "flow.modelInvalid": "The process model does not pass validation: {detail}",
    "flow.keyMismatch": "The executable process's id ({processId}) must equal the model's key ({key})",
    "flow.deployed": "Deployed",
    "flow.suspended": "The process definition is suspended",
    "flow.activated": "The process definition is active",
    "flow.notStartable": "This process does not exist, is suspended, or you may not start it",
    "flow.started": "The process is started",
    "flow.instanceNotRunning": "This process instance has ended or was cancelled",
    "flow.reasonRequired": "Give a reason for the cancellation",
    "flow.cancelled": "The process instance is cancelled",
    "flow.taskNotYours": "This task is not yours to handle",
    "flow.taskDone": "This task is already completed or cancelled",
    "flow.taskClaimed": "Someone else has claimed this task",
    "flow.claimed": "Claimed",
    "flow.completed": "Completed",
    "flow.delegated": "Delegated",
    "flow.userUnknown": "The user to delegate to does not exist",
    "flow.messageNotWaiting": "This process instance is not waiting for that message",
    "flow.messageSent": "The message is delivered",
    "flow.conflict": "Someone else just moved this process instance; refresh and try again",
    "flow.engineFailed": "The process engine cannot run this step: {detail}",
    "flow.formRequired": 'Fill in the form field "{field}"',
    "flow.formNotBoolean": 'The form field "{field}" takes yes or no',
    "flow.formNotLong": 'The form field "{field}" takes a whole number',
    "flow.formNotString": 'The form field "{field}" takes text',
    "flow.formNotAllowed": 'The value "{value}" is not one of the form field "{field}"\'s choices',
  },
} as const;
