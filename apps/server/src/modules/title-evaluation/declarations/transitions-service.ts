import type { Language } from "@zcps/contracts/messages";
import type { CheckLogRow, ReturnAuditBody, TransitionReply } from "@zcps/contracts/zcps/declaration/api";
import { describeRule, isRuleGroup, type RuleNode } from "@zcps/contracts/zcps/eligibility";
import { type ActorRole, type DeclarationEvent, TransitionError, transition } from "@zcps/contracts/zcps/machine";
import type { Executor } from "../../../db/client";
import type { AuthContext } from "../../../platform/auth";
import { badRequest, forbidden, notFound } from "../../../platform/errors";
import { actorRolesOf, mayRead, rolesOnDeclaration } from "./actors";
import { gatherFacts, materialTypeOf } from "./facts";
import { actorName, eventName, returnNotes, stateName } from "./labels";
import * as repo from "./repo";
import type { DeclarationServiceDeps, ServiceContext } from "./service-context";
import { applyTransition, refusal } from "./workflow/apply-transition";

/** The rule ids a decision names (an ineligibility names the conditions that fail). */
function ruleIdsOf(detail: Record<string, unknown> | null): string[] {
  const ids = detail?.ruleIds;
  return Array.isArray(ids) ? ids.map(String) : [];
}

/** Each rule of the declaration's requirement by id, in words the caller reads. */
async function ruleTextsOf(db: Executor, declaration: repo.DeclarationRecord, lang: Language) {
  const texts = new Map<string, string>();
  const requirement = await repo.currentRequirement(db, declaration);
  const walk = (node: RuleNode) => {
    texts.set(node.id, describeRule(node, lang));
    if (isRuleGroup(node)) for (const child of node.children) walk(child);
  };
  if (requirement) walk(requirement.rule as RuleNode);
  return texts;
}

/**
 * The workflow calls: the declarant's submit, withdraw and resubmit, a reviewer's return or other event (the role
 * they act in chosen for them), and the decision timeline these leave.
 */
export function createTransitionsService(deps: DeclarationServiceDeps, context: ServiceContext) {
  const { db } = deps;
  const { visible, batchOf } = context;

  /** The first of the caller's roles on the declaration for which the machine accepts the event; else its refusal. */
  async function chooseRole(
    tx: Executor,
    declaration: repo.DeclarationRecord,
    roles: ActorRole[],
    event: DeclarationEvent,
  ): Promise<ActorRole> {
    if (roles.length === 0) throw forbidden();
    const batch = await batchOf(tx, declaration);
    const facts = await gatherFacts(tx, declaration, batch);
    let firstRefusal: TransitionError | null = null;
    for (const role of roles) {
      try {
        transition(facts, event, role);
        return role;
      } catch (error) {
        if (!(error instanceof TransitionError)) throw error;
        // a refusal about the facts says more than "not your role"
        if (!firstRefusal || (firstRefusal.code === "decl.roleNotAllowed" && error.code !== "decl.roleNotAllowed"))
          firstRefusal = error;
      }
    }
    throw refusal(firstRefusal as TransitionError);
  }

  async function fire(
    auth: AuthContext,
    declarationId: string,
    version: number,
    event: DeclarationEvent,
    roleChoice: "declarant" | "reviewer",
  ): Promise<TransitionReply> {
    const outcome = await db.transaction(async (tx) => {
      const declaration = await repo.findDeclaration(tx, auth.tenantId, declarationId);
      if (!declaration) throw notFound();
      const actors = await actorRolesOf(tx, auth);
      let roles: ActorRole[];
      if (roleChoice === "declarant") {
        if (declaration.userId !== auth.userId) throw notFound();
        roles = ["DECLARANT"];
      } else {
        if (!(await mayRead(tx, actors, declaration))) throw notFound();
        roles = rolesOnDeclaration(actors, declaration).filter((r) => r !== "DECLARANT");
      }
      const role = roles.length === 1 ? roles[0]! : await chooseRole(tx, declaration, roles, event);
      if (!role) throw forbidden();
      const name = (await repo.findUserName(tx, auth.userId)) ?? "";
      return applyTransition(tx, {
        tenantId: auth.tenantId,
        declarationId,
        event,
        actor: { userId: auth.userId, name, role },
        expectedVersion: version,
      });
    });
    const d = outcome.declaration;
    return { id: d.id, status: d.status, version: d.version, returnedFrom: d.returnedFrom };
  }

  return {
    submit: (auth: AuthContext, id: string, version: number) =>
      fire(auth, id, version, { type: "submit" }, "declarant"),
    withdraw: (auth: AuthContext, id: string, version: number) =>
      fire(auth, id, version, { type: "withdraw" }, "declarant"),
    resubmit: (auth: AuthContext, id: string, version: number) =>
      fire(auth, id, version, { type: "resubmit" }, "declarant"),

    async returnAudit(auth: AuthContext, body: ReturnAuditBody) {
      const { declaration } = await visible(auth, body.declarationId);
      const items = new Set((await repo.listItems(db, declaration.id)).map((i) => i.id));
      if ((body.itemIds ?? []).some((id) => !items.has(id))) throw badRequest("declare.itemNotFound");
      if ((body.materialTypes ?? []).some((t) => !materialTypeOf(t))) throw badRequest("declare.unknownMaterialType");
      return fire(
        auth,
        body.declarationId,
        body.version,
        {
          type: "return",
          comment: body.comment,
          itemIds: body.itemIds,
          materialTypes: body.materialTypes,
          target: body.target,
          departIds: body.departIds,
        },
        "reviewer",
      );
    },

    /** Any event by the caller's reviewing roles; the machine decides whether the role may fire it here. */
    async transition(
      auth: AuthContext,
      id: string,
      body: { event: string; version: number } & Record<string, unknown>,
    ) {
      const { event, version, ...fields } = body;
      return fire(auth, id, version, { ...fields, type: event } as DeclarationEvent, "reviewer");
    },

    async checkLog(auth: AuthContext, declarationId: string, lang: Language): Promise<CheckLogRow[]> {
      const { declaration } = await visible(auth, declarationId);
      const rows = await repo.listDecisions(db, declarationId);
      const named = rows.map((r) => ruleIdsOf(r.detail));
      const texts = named.some((ids) => ids.length > 0) ? await ruleTextsOf(db, declaration, lang) : new Map();
      return rows.map((r, i) => ({
        id: r.id,
        event: r.event,
        eventName: eventName(r.event, lang),
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        toStatusName: stateName(r.toStatus, lang),
        actorName: actorName(r, lang),
        actorRole: r.actorRole,
        comment: r.comment,
        notes: returnNotes(r.detail),
        reason: r.reason,
        detail: r.detail ?? null,
        failedRules: (named[i] ?? []).map((id) => texts.get(id) ?? id),
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
