import type { ElementDef } from "./element-def";

/**
 * Element codes of the workflow pages (/flowManager/*). The administrator's pages (models, definitions, every
 * instance and task) need these; starting a process, "my" instances and "my" tasks need only a signed-in user
 * (the server limits them to the caller's own and to tasks assigned to the caller or the caller's role groups).
 */
export const FLOW_ELEMENTS = {
  modelView: "flowModelManager:view",
  modelAdd: "flowModelManager:btn_add",
  modelEdit: "flowModelManager:btn_edit",
  modelDel: "flowModelManager:btn_del",
  modelDeploy: "flowModelManager:btn_deploy",
  processView: "flowProcessManager:view",
  processSuspend: "flowProcessManager:btn_suspend",
  instanceView: "flowProcessInstanceManager:view",
  instanceCancel: "flowProcessInstanceManager:btn_cancel",
  instanceMessage: "flowProcessInstanceManager:btn_message",
  taskView: "flowTaskManager:view",
  taskDelegate: "flowTaskManager:btn_delegate",
} as const;

export const FLOW_API = "/api/flow";
const MODELS = `${FLOW_API}/models`;
const DEFINITIONS = `${FLOW_API}/definitions`;

export const FLOW_ELEMENT_DEFS: ElementDef[] = [
  {
    code: FLOW_ELEMENTS.modelView,
    menu: "flowManager/flowModelManager",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", MODELS],
      ["GET", `${MODELS}/:id`],
      ["GET", `${MODELS}/:id/versions`],
      ["POST", `${MODELS}/validate`],
    ],
  },
  {
    code: FLOW_ELEMENTS.modelAdd,
    menu: "flowManager/flowModelManager",
    zh: "新增",
    en: "Add",
    type: "button",
    routes: [["POST", MODELS]],
  },
  {
    code: FLOW_ELEMENTS.modelEdit,
    menu: "flowManager/flowModelManager",
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${MODELS}/:id`]],
  },
  {
    code: FLOW_ELEMENTS.modelDel,
    menu: "flowManager/flowModelManager",
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${MODELS}/:id`]],
  },
  {
    code: FLOW_ELEMENTS.modelDeploy,
    menu: "flowManager/flowModelManager",
    zh: "部署",
    en: "Deploy",
    type: "button",
    routes: [["POST", `${MODELS}/:id/deploy`]],
  },
  {
    code: FLOW_ELEMENTS.processView,
    menu: "flowManager/flowProcessManager",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", DEFINITIONS],
      ["GET", `${DEFINITIONS}/:id/xml`],
    ],
  },
  {
    code: FLOW_ELEMENTS.processSuspend,
    menu: "flowManager/flowProcessManager",
    zh: "挂起/激活",
    en: "Suspend/activate",
    type: "button",
    routes: [
      ["PUT", `${DEFINITIONS}/:id/suspend`],
      ["PUT", `${DEFINITIONS}/:id/activate`],
    ],
  },
  {
    code: FLOW_ELEMENTS.instanceView,
    menu: "flowManager/flowProcessInstanceManager",
    zh: "查看全部",
    en: "View all",
    type: "uri",
    routes: [],
  },
  {
    code: FLOW_ELEMENTS.instanceCancel,
    menu: "flowManager/flowProcessInstanceManager",
    zh: "取消实例",
    en: "Cancel instance",
    type: "button",
    routes: [],
  },
  {
    code: FLOW_ELEMENTS.instanceMessage,
    menu: "flowManager/flowProcessInstanceManager",
    zh: "发送消息",
    en: "Send message",
    type: "button",
    routes: [["POST", `${FLOW_API}/instances/:id/messages`]],
  },
  {
    code: FLOW_ELEMENTS.taskView,
    menu: "flowManager/flowTaskManager",
    zh: "查看全部",
    en: "View all",
    type: "uri",
    routes: [],
  },
  {
    code: FLOW_ELEMENTS.taskDelegate,
    menu: "flowManager/flowTaskManager",
    zh: "转办他人任务",
    en: "Delegate anyone's task",
    type: "button",
    // choosing whom to delegate to searches the tenant's users, as choosing a role group's members does
    routes: [["GET", "/api/admin/group/userOptions"]],
  },
];
