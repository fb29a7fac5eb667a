import { randomUUID } from "node:crypto";
import type {
  FlowCheck,
  FlowDefinitionQuery,
  FlowModelCreate,
  FlowModelQuery,
  FlowModelSave,
} from "@zcps/contracts/flow";
import type { Db, Executor } from "../../db/client";
import { type AppError, badRequest, notFound } from "../../platform/errors";
import type { Caller } from "./access";
import * as repo from "./repo";
import { checkModel, startFormOf } from "./validate";
import * as view from "./view";

/** Models, their versions and deploys, and the deployed definitions (/flowManager/flowModelManager, flowProcessManager). */

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

/** The model's own checks plus: its executable process's id is the model's key. */
async function checkForKey(xml: string, key: string): Promise<FlowCheck> {
  const check = await checkModel(xml);
  if (check.processId && check.processId !== key) {
    throw badRequest("flow.keyMismatch", { processId: check.processId, key });
  }
  return check;
}

/** The definitions the caller may start: latest active version of each key, open to anyone or to their groups. */
async function startableOf(db: Executor, caller: Caller) {
  const groupCodes = await repo.groupCodesOf(db, caller.tenantId, caller.userId);
  const definitions = await repo.latestActiveDefinitions(db, caller.tenantId);
  return definitions.filter(
    (d) => caller.isSuperAdmin || d.starterGroups.length === 0 || d.starterGroups.some((g) => groupCodes.includes(g)),
  );
}

/** The processes the caller may start, as rows. */
export async function startableDefinitions(db: Executor, caller: Caller) {
  return (await startableOf(db, caller)).map((d) => view.definitionRow(d, 0));
}

export function createModelService(deps: { db: Db }) {
  const { db } = deps;
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

    /** The processes the caller may start, each with its start form, which the caller may not read from the XML. */
    async startable(caller: Caller) {
      const definitions = await startableOf(db, caller);
      return Promise.all(
        definitions.map(async (d) => ({ ...view.definitionRow(d, 0), startForm: await startFormOf(d.xml) })),
      );
    },
  };
}
