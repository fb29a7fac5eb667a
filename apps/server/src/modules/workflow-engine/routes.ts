import { FLOW_API } from "@zcps/contracts/elements-flow";
import {
  flowCancelSchema,
  flowCompleteSchema,
  flowDefinitionQuerySchema,
  flowDelegateSchema,
  flowInstanceQuerySchema,
  flowMessageSchema,
  flowModelCreateSchema,
  flowModelQuerySchema,
  flowModelSaveSchema,
  flowStartSchema,
  flowTaskQuerySchema,
  flowValidateSchema,
} from "@zcps/contracts/flow";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../platform/auth";
import type { AppDeps } from "../../platform/deps";
import { idParams } from "../../platform/entity-routes";
import { ok } from "../../platform/http";
import { createModelService } from "./model-service";
import { createWorkflowService, FLOW_TIMER_QUEUE, type TimerJob } from "./service";
import { createTaskForms } from "./task-form";

/**
 * /api/flow: the BPMN workflow (/flowManager). Models, definitions and the tenant-wide lists need their element
 * codes (elements-flow.ts); starting a process, "my" instances and "my" tasks need a signed-in user, and the
 * service limits them to what is the caller's.
 */
export const workflowRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const models = createModelService(deps);
  const service = createWorkflowService(deps);
  const taskForms = createTaskForms(deps);
  deps.queue.register<TimerJob>(FLOW_TIMER_QUEUE, ({ data }) => service.fireTimer(data), {
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 300,
  });
  const tags = ["workflow"];
  const signedIn = { signedIn: true };
  const modelsPath = `${FLOW_API}/models`;
  const definitions = `${FLOW_API}/definitions`;
  const instances = `${FLOW_API}/instances`;
  const tasks = `${FLOW_API}/tasks`;

  // -- models (flowModelManager)
  app.get(
    modelsPath,
    { schema: { tags, summary: "Process models, searched and paged", querystring: flowModelQuerySchema } },
    async (request) => ok(request, await models.pageModels(caller(request), request.query)),
  );
  app.post(
    modelsPath,
    { schema: { tags, summary: "Create a process model", body: flowModelCreateSchema } },
    async (request) => ok(request, await models.createModel(caller(request), request.body), "common.created"),
  );
  app.post(
    `${modelsPath}/validate`,
    {
      schema: {
        tags,
        summary: "Check BPMN XML: parse, bpmnlint's recommended rules, what the engine runs",
        body: flowValidateSchema,
      },
    },
    async (request) => ok(request, await models.validate(request.body.xml)),
  );
  app.get(
    `${modelsPath}/:id`,
    { schema: { tags, summary: "One model with its draft XML", params: idParams } },
    async (request) => ok(request, await models.getModel(caller(request), request.params.id)),
  );
  app.put(
    `${modelsPath}/:id`,
    {
      schema: { tags, summary: "Save a model's XML as its next version", params: idParams, body: flowModelSaveSchema },
    },
    async (request) =>
      ok(request, await models.saveModel(caller(request), request.params.id, request.body), "common.updated"),
  );
  app.delete(
    `${modelsPath}/:id`,
    { schema: { tags, summary: "Delete a model (its deployments stay)", params: idParams } },
    async (request) => {
      await models.deleteModel(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
  app.get(
    `${modelsPath}/:id/versions`,
    { schema: { tags, summary: "A model's saved versions, newest first", params: idParams } },
    async (request) => ok(request, await models.modelVersions(caller(request), request.params.id)),
  );
  app.post(
    `${modelsPath}/:id/deploy`,
    { schema: { tags, summary: "Deploy a model's latest version as the next definition version", params: idParams } },
    async (request) => ok(request, await models.deploy(caller(request), request.params.id), "flow.deployed"),
  );

  // -- definitions (flowProcessManager, flowProcessActive)
  app.get(
    definitions,
    { schema: { tags, summary: "Deployed process definitions", querystring: flowDefinitionQuerySchema } },
    async (request) => ok(request, await models.pageDefinitions(caller(request), request.query)),
  );
  app.get(
    `${definitions}/:id/xml`,
    { schema: { tags, summary: "A definition's BPMN XML", params: idParams } },
    async (request) => ok(request, await models.definitionXml(caller(request), request.params.id)),
  );
  app.put(
    `${definitions}/:id/suspend`,
    { schema: { tags, summary: "Suspend a definition", params: idParams } },
    async (request) => {
      await models.setSuspended(caller(request), request.params.id, true);
      return ok(request, null, "flow.suspended");
    },
  );
  app.put(
    `${definitions}/:id/activate`,
    { schema: { tags, summary: "Activate a definition", params: idParams } },
    async (request) => {
      await models.setSuspended(caller(request), request.params.id, false);
      return ok(request, null, "flow.activated");
    },
  );
  app.get(
    `${FLOW_API}/startable`,
    { config: signedIn, schema: { tags, summary: "The processes the caller may start" } },
    async (request) => ok(request, await models.startable(caller(request))),
  );

  // -- instances (flowProcessInstanceManager, flowMyApply)
  app.post(
    instances,
    { config: signedIn, schema: { tags, summary: "Start a process", body: flowStartSchema } },
    async (request) => ok(request, await service.start(caller(request), request.body), "flow.started"),
  );
  app.get(
    instances,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Instances: mine, or all (flowProcessInstanceManager:view)",
        querystring: flowInstanceQuerySchema,
      },
    },
    async (request) => ok(request, await service.pageInstances(caller(request), request.query)),
  );
  app.get(
    `${instances}/:id`,
    {
      config: signedIn,
      schema: { tags, summary: "An instance: its diagram, current activities, tasks and history", params: idParams },
    },
    async (request) => ok(request, await service.instanceDetail(caller(request), request.params.id)),
  );
  app.post(
    `${instances}/:id/cancel`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Cancel an instance with a reason (its starter, or btn_cancel)",
        params: idParams,
        body: flowCancelSchema,
      },
    },
    async (request) => {
      await service.cancel(caller(request), request.params.id, request.body.reason);
      return ok(request, null, "flow.cancelled");
    },
  );
  app.post(
    `${instances}/:id/messages`,
    { schema: { tags, summary: "Deliver a message an instance waits for", params: idParams, body: flowMessageSchema } },
    async (request) => {
      await service.message(caller(request), request.params.id, request.body.message, request.body.variables);
      return ok(request, null, "flow.messageSent");
    },
  );

  // -- tasks (flowTaskManager, flowMyTodo, flowMyDone)
  app.get(
    tasks,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Tasks: my to-dos, done by me, or all (flowTaskManager:view)",
        querystring: flowTaskQuerySchema,
      },
    },
    async (request) => ok(request, await service.pageTasks(caller(request), request.query)),
  );
  app.get(
    `${tasks}/:id/form`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A task's form fields (camunda:formData), for whoever may see the task",
        params: idParams,
      },
    },
    async (request) => ok(request, await taskForms.formOf(caller(request), request.params.id)),
  );
  app.post(
    `${tasks}/:id/claim`,
    { config: signedIn, schema: { tags, summary: "Claim a task open to me or my groups", params: idParams } },
    async (request) => {
      await service.claim(caller(request), request.params.id);
      return ok(request, null, "flow.claimed");
    },
  );
  app.post(
    `${tasks}/:id/complete`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Complete my task with its form and a comment",
        params: idParams,
        body: flowCompleteSchema,
      },
    },
    async (request) => {
      await service.complete(caller(request), request.params.id, request.body);
      return ok(request, null, "flow.completed");
    },
  );
  app.post(
    `${tasks}/:id/delegate`,
    {
      config: signedIn,
      schema: { tags, summary: "Hand my task to another user", params: idParams, body: flowDelegateSchema },
    },
    async (request) => {
      await service.delegate(caller(request), request.params.id, request.body.userId, request.body.comment);
      return ok(request, null, "flow.delegated");
    },
  );
};
