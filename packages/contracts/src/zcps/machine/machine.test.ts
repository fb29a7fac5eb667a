import { describe, expect, it } from "vitest";
import { messages } from "../../messages";
import {
  ACTOR_ROLES,
  type ActorRole,
  allowedEvents,
  DECLARATION_ERROR_CODES,
  DECLARATION_EVENT_TYPES,
  DECLARATION_STATES,
  DEFAULT_PIPELINE,
  type DeclarationEvent,
  type DeclarationEventType,
  type DeclarationFacts,
  type DeclarationState,
  nextEnabledStage,
  PIPELINE_STAGES,
  type PipelineStage,
  type PipelineStep,
  pipelineSchema,
  RETURN_MATRIX,
  RETURN_TARGETS,
  type ReturnTarget,
  returnTargets,
  TERMINAL_STATES,
  TRANSITIONS,
  TransitionError,
  transition,
} from "./index";

const NOW = new Date("2026-03-02T08:00:00.000Z");

/** A declaration whose every guard would pass; each test spoils the fact it is about. */
function facts(state: DeclarationState, over: Partial<DeclarationFacts> = {}): DeclarationFacts {
  return {
    state,
    version: 7,
    returnedFrom: null,
    pipeline: DEFAULT_PIPELINE,
    now: NOW,
    windowOpen: true,
    pledgeSigned: true,
    requiredSectionsFilled: true,
    hardRulesPass: true,
    unitHasActed: false,
    publicityElapsed: true,
    openObjections: 0,
    quotaLeft: 3,
    allDepartmentTasksClosed: true,
    anyDepartmentReturned: false,
    peerAllocated: true,
    appealWindowOpen: true,
    appealOpen: false,
    ...over,
  };
}

/** The default pipeline with some stages switched off. */
const without = (...stages: PipelineStage[]): PipelineStep[] =>
  DEFAULT_PIPELINE.map((step) => ({ ...step, enabled: !stages.includes(step.stage) }));

/** Peer review before the unit's recommendation, as universities that let the unit read the opinions do. */
const PEER_FIRST: PipelineStep[] = [
  "UNIT_REVIEW",
  "UNIT_PUBLICITY",
  "DEPARTMENT_REVIEW",
  "FORMAL_AUDIT",
  "PEER_REVIEW",
  "UNIT_RECOMMENDATION",
  "SYNTHESIS_REVIEW",
  "PROFESSOR_COMMITTEE",
  "SENIOR_COMMITTEE",
  "RESULT_PUBLICITY",
].map((stage) => ({ stage: stage as PipelineStage, enabled: true }));

const rowsHit = new Set<string>();

function apply(f: DeclarationFacts, event: DeclarationEvent, actor: ActorRole) {
  const result = transition(f, event, actor);
  rowsHit.add(result.row);
  return result;
}

function refusal(f: DeclarationFacts, event: DeclarationEvent, actor: ActorRole): string {
  try {
    transition(f, event, actor);
  } catch (error) {
    if (error instanceof TransitionError) return error.code;
    throw error;
  }
  throw new Error(`${event.type} by ${actor} in ${f.state} was not refused`);
}

const effectTypes = (result: { effects: { type: string }[] }) => result.effects.map((effect) => effect.type);

/** One well-formed event of every type. */
const SAMPLE: Record<DeclarationEventType, DeclarationEvent> = {
  submit: { type: "submit" },
  withdraw: { type: "withdraw", reason: "调离" },
  abandon: { type: "abandon" },
  return: { type: "return", comment: "补充论文检索证明", itemIds: ["item-1"] },
  resubmit: { type: "resubmit" },
  approve: { type: "approve" },
  reject: { type: "reject", reason: "材料不真实" },
  closePublicity: { type: "closePublicity" },
  objectionUpheld: { type: "objectionUpheld", outcome: "RETURN", comment: "论文署名有误" },
  recommend: { type: "recommend", rank: 1 },
  notRecommend: { type: "notRecommend" },
  departmentsDone: { type: "departmentsDone" },
  pass: { type: "pass" },
  ineligible: { type: "ineligible", reason: "任职年限不足", ruleIds: ["gate.seniority"] },
  conclude: { type: "conclude", conclusion: "QUALIFIED" },
  recall: { type: "recall", reason: "结论有误，重新审核" },
  lapse: { type: "lapse" },
  allocationSubmitted: { type: "allocationSubmitted" },
  allocationCancelled: { type: "allocationCancelled" },
  peerPassed: { type: "peerPassed" },
  peerFailed: { type: "peerFailed" },
  supplement: { type: "supplement", count: 2 },
  committeeRecommend: { type: "committeeRecommend", rank: 2 },
  committeeNotRecommend: { type: "committeeNotRecommend" },
  votePassed: { type: "votePassed" },
  voteFailed: { type: "voteFailed" },
  defer: { type: "defer", reason: "需补充材料后复议" },
  closeResultPublicity: { type: "closeResultPublicity" },
  objectionAccepted: { type: "objectionAccepted" },
  dismiss: { type: "dismiss" },
  uphold: { type: "uphold", comment: "举报属实" },
  appealFiled: { type: "appealFiled" },
  appealUpheld: { type: "appealUpheld", reinstateAt: "FORMAL_AUDIT" },
  appealDismissed: { type: "appealDismissed" },
  revoke: { type: "revoke", reason: "学术不端" },
};

describe("the table", () => {
  it("has one row per state, event and actor, so the row that decides is never ambiguous", () => {
    const seen = new Set<string>();
    for (const row of TRANSITIONS) {
      for (const state of row.from) {
        for (const actor of row.actors) {
          const key = `${state}/${row.event}/${actor}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
        }
      }
    }
  });

  it("names only known states, events and roles", () => {
    for (const row of TRANSITIONS) {
      expect(DECLARATION_EVENT_TYPES).toContain(row.event);
      for (const state of row.from) expect(DECLARATION_STATES).toContain(state);
      for (const actor of row.actors) expect(ACTOR_ROLES).toContain(actor);
    }
  });

  it("has a zh and en text for every refusal, state, event, role and return target", () => {
    const keys = [
      ...DECLARATION_ERROR_CODES,
      ...DECLARATION_STATES.map((s) => `decl.state.${s}`),
      ...DECLARATION_EVENT_TYPES.map((e) => `decl.event.${e}`),
      ...ACTOR_ROLES.map((r) => `decl.role.${r}`),
      ...RETURN_TARGETS.map((t) => `decl.target.${t}`),
    ];
    for (const key of keys) {
      expect(messages.zh, key).toHaveProperty([key]);
      expect(messages.en, key).toHaveProperty([key]);
    }
  });

  it("reports the decision to append: who, from where, to where, why, which items", () => {
    const result = apply(
      facts("FORMAL_AUDIT"),
      { type: "return", comment: "缺少学位证书", itemIds: ["i1", "i2"], materialTypes: ["EDUCATION"] },
      "FORMAL_AUDITOR",
    );
    expect(result.decision).toEqual({
      event: "return",
      from: "FORMAL_AUDIT",
      to: "RETURNED",
      actorRole: "FORMAL_AUDITOR",
      version: 7,
      at: "2026-03-02T08:00:00.000Z",
      comment: "缺少学位证书",
      itemIds: ["i1", "i2"],
      materialTypes: ["EDUCATION"],
      target: "DECLARANT",
    });
    expect(result.returnedFrom).toBe("FORMAL_AUDIT");
  });

  it("refuses an event the state does not know and a role the row does not name", () => {
    expect(refusal(facts("DRAFT"), SAMPLE.approve, "UNIT_ADMIN")).toBe("decl.notAllowedInState");
    expect(refusal(facts("UNIT_REVIEW"), SAMPLE.approve, "DECLARANT")).toBe("decl.roleNotAllowed");
    const error = (() => {
      try {
        transition(facts("UNIT_REVIEW"), SAMPLE.approve, "DECLARANT");
      } catch (e) {
        return e as TransitionError;
      }
    })();
    expect(error).toBeInstanceOf(TransitionError);
    expect(error?.message).toBe("decl.roleNotAllowed");
    expect(error?.state).toBe("UNIT_REVIEW");
    expect(error?.event).toBe("approve");
  });
});

describe("pipeline", () => {
  it("goes to the next enabled stage, through QUALIFIED into peer review, and ends APPROVED", () => {
    expect(nextEnabledStage(DEFAULT_PIPELINE, "DRAFT")).toBe("UNIT_REVIEW");
    expect(nextEnabledStage(DEFAULT_PIPELINE, "UNIT_REVIEW")).toBe("UNIT_PUBLICITY");
    expect(nextEnabledStage(DEFAULT_PIPELINE, "SYNTHESIS_REVIEW")).toBe("QUALIFIED");
    expect(nextEnabledStage(DEFAULT_PIPELINE, "QUALIFIED")).toBe("PEER_REVIEW");
    expect(nextEnabledStage(DEFAULT_PIPELINE, "PEER_REVIEW")).toBe("PROFESSOR_COMMITTEE");
    expect(nextEnabledStage(DEFAULT_PIPELINE, "RESULT_PUBLICITY")).toBe("APPROVED");
    expect(nextEnabledStage(DEFAULT_PIPELINE, "PUBLICITY_HOLD")).toBe("APPROVED");
  });

  it("skips switched-off stages", () => {
    expect(nextEnabledStage(without("UNIT_PUBLICITY"), "UNIT_REVIEW")).toBe("UNIT_RECOMMENDATION");
    expect(nextEnabledStage(without("UNIT_REVIEW", "UNIT_PUBLICITY", "UNIT_RECOMMENDATION"), "DRAFT")).toBe(
      "DEPARTMENT_REVIEW",
    );
    expect(nextEnabledStage(without("PEER_REVIEW"), "SYNTHESIS_REVIEW")).toBe("PROFESSOR_COMMITTEE");
    expect(nextEnabledStage(without("PEER_REVIEW"), "QUALIFIED")).toBe("PROFESSOR_COMMITTEE");
    expect(nextEnabledStage(without("RESULT_PUBLICITY"), "SENIOR_COMMITTEE")).toBe("APPROVED");
  });

  it("follows the batch's own order", () => {
    expect(nextEnabledStage(PEER_FIRST, "FORMAL_AUDIT")).toBe("QUALIFIED");
    expect(nextEnabledStage(PEER_FIRST, "PEER_REVIEW")).toBe("UNIT_RECOMMENDATION");
    const result = apply(facts("PEER_REVIEW", { pipeline: PEER_FIRST }), SAMPLE.peerPassed, "SYSTEM");
    expect(result.next).toBe("UNIT_RECOMMENDATION");
  });

  it("has no place for RETURNED or a terminal state", () => {
    expect(() => nextEnabledStage(DEFAULT_PIPELINE, "RETURNED")).toThrow();
    expect(() => nextEnabledStage(DEFAULT_PIPELINE, "WITHDRAWN")).toThrow();
  });

  it("validates a batch's pipeline: every stage once, result publicity last", () => {
    expect(pipelineSchema.safeParse(DEFAULT_PIPELINE).success).toBe(true);
    expect(pipelineSchema.safeParse(PEER_FIRST).success).toBe(true);
    expect(pipelineSchema.safeParse(without("UNIT_PUBLICITY", "SYNTHESIS_REVIEW")).success).toBe(true);
    const missing = pipelineSchema.safeParse(DEFAULT_PIPELINE.slice(1));
    expect(missing.error?.issues[0]?.message).toBe("decl.pipelineInvalid");
    const twice = pipelineSchema.safeParse([DEFAULT_PIPELINE[0], ...DEFAULT_PIPELINE.slice(0, -1)]);
    expect(twice.error?.issues[0]?.message).toBe("decl.pipelineInvalid");
    const resultFirst = pipelineSchema.safeParse([DEFAULT_PIPELINE.at(-1), ...DEFAULT_PIPELINE.slice(0, -1)]);
    expect(resultFirst.error?.issues.map((i) => i.message)).toEqual(["decl.pipelineResultLast"]);
  });
});

describe("declaration (declarant)", () => {
  it("submit: DRAFT to the unit's review with a snapshot and the editor locked", () => {
    const result = apply(facts("DRAFT"), SAMPLE.submit, "DECLARANT");
    expect(result.next).toBe("UNIT_REVIEW");
    expect(result.returnedFrom).toBeNull();
    expect(result.effects).toEqual([
      { type: "snapshot", reason: "SUBMIT" },
      { type: "lockEditing" },
      { type: "notify", to: "STAGE", state: "UNIT_REVIEW" },
    ]);
  });

  it("submit skips switched-off unit stages and opens the department tasks", () => {
    const f = facts("DRAFT", { pipeline: without("UNIT_REVIEW", "UNIT_PUBLICITY", "UNIT_RECOMMENDATION") });
    const result = apply(f, SAMPLE.submit, "DECLARANT");
    expect(result.next).toBe("DEPARTMENT_REVIEW");
    expect(effectTypes(result)).toContain("openDepartmentTasks");
  });

  it("submit is refused outside the window, without pledge, with empty sections or failing hard rules", () => {
    expect(refusal(facts("DRAFT", { windowOpen: false }), SAMPLE.submit, "DECLARANT")).toBe("decl.windowClosed");
    expect(refusal(facts("DRAFT", { pledgeSigned: false }), SAMPLE.submit, "DECLARANT")).toBe("decl.pledgeMissing");
    expect(refusal(facts("DRAFT", { requiredSectionsFilled: false }), SAMPLE.submit, "DECLARANT")).toBe(
      "decl.sectionsMissing",
    );
    expect(refusal(facts("DRAFT", { hardRulesPass: false }), SAMPLE.submit, "DECLARANT")).toBe("decl.rulesFailed");
    expect(refusal(facts("DRAFT"), SAMPLE.submit, "UNIT_ADMIN")).toBe("decl.roleNotAllowed");
    expect(refusal(facts("UNIT_REVIEW"), SAMPLE.submit, "DECLARANT")).toBe("decl.notAllowedInState");
  });

  it("submit with failing hard rules passes when personnel allow submitting with warnings", () => {
    const f = facts("DRAFT", { hardRulesPass: false, allowSubmitWithWarnings: true });
    expect(apply(f, SAMPLE.submit, "DECLARANT").next).toBe("UNIT_REVIEW");
  });

  it("withdraw: back to DRAFT while the unit has not acted and the window is open", () => {
    const result = apply(facts("UNIT_REVIEW"), { type: "withdraw" }, "DECLARANT");
    expect(result.next).toBe("DRAFT");
    expect(effectTypes(result)).toEqual(["unlockAll"]);
    expect(refusal(facts("UNIT_REVIEW", { unitHasActed: true }), { type: "withdraw" }, "DECLARANT")).toBe(
      "decl.unitHasActed",
    );
    expect(refusal(facts("UNIT_REVIEW", { windowOpen: false }), { type: "withdraw" }, "DECLARANT")).toBe(
      "decl.windowClosed",
    );
    expect(refusal(facts("FORMAL_AUDIT"), { type: "withdraw" }, "DECLARANT")).toBe("decl.notAllowedInState");
    expect(refusal(facts("DRAFT"), { type: "withdraw" }, "DECLARANT")).toBe("decl.notAllowedInState");
  });

  it("withdraw from the first stage of a batch without unit stages cancels the department tasks", () => {
    const f = facts("DEPARTMENT_REVIEW", { pipeline: without("UNIT_REVIEW", "UNIT_PUBLICITY", "UNIT_RECOMMENDATION") });
    const result = apply(f, { type: "withdraw" }, "DECLARANT");
    expect(result.next).toBe("DRAFT");
    expect(effectTypes(result)).toEqual(["unlockAll", "cancelDepartmentTasks"]);
  });

  it("resubmit: back to the stage that returned it, with a new snapshot", () => {
    const result = apply(facts("RETURNED", { returnedFrom: "FORMAL_AUDIT" }), SAMPLE.resubmit, "DECLARANT");
    expect(result.next).toBe("FORMAL_AUDIT");
    expect(result.returnedFrom).toBeNull();
    expect(effectTypes(result)).toEqual(["snapshot", "lockEditing", "recomputeEligibility", "notify"]);
    expect(result.effects[0]).toEqual({ type: "snapshot", reason: "RESUBMIT" });
  });

  it("resubmit after a department's return goes to that department only", () => {
    const result = apply(facts("RETURNED", { returnedFrom: "DEPARTMENT_REVIEW" }), SAMPLE.resubmit, "DECLARANT");
    expect(result.next).toBe("DEPARTMENT_REVIEW");
    expect(effectTypes(result)).toContain("reopenReturnedTasks");
    expect(effectTypes(result)).not.toContain("openDepartmentTasks");
  });

  it("resubmit to a stage switched off since goes to the next enabled one", () => {
    const f = facts("RETURNED", { returnedFrom: "UNIT_REVIEW", pipeline: without("UNIT_REVIEW") });
    expect(apply(f, SAMPLE.resubmit, "DECLARANT").next).toBe("UNIT_PUBLICITY");
  });

  it("resubmit is refused without an origin, after the deadline, or with empty sections", () => {
    expect(refusal(facts("RETURNED"), SAMPLE.resubmit, "DECLARANT")).toBe("decl.noReturnOrigin");
    const returned = { returnedFrom: "UNIT_REVIEW" as const };
    expect(refusal(facts("RETURNED", { ...returned, windowOpen: false }), SAMPLE.resubmit, "DECLARANT")).toBe(
      "decl.windowClosed",
    );
    expect(
      refusal(facts("RETURNED", { ...returned, requiredSectionsFilled: false }), SAMPLE.resubmit, "DECLARANT"),
    ).toBe("decl.sectionsMissing");
    expect(refusal(facts("RETURNED", returned), SAMPLE.resubmit, "UNIT_ADMIN")).toBe("decl.roleNotAllowed");
  });

  it("abandon: WITHDRAWN from any stage before peer review, giving the quota place back", () => {
    expect(apply(facts("DRAFT"), SAMPLE.abandon, "DECLARANT").next).toBe("WITHDRAWN");
    expect(effectTypes(apply(facts("UNIT_REVIEW"), SAMPLE.abandon, "DECLARANT"))).toEqual([]);
    const audit = apply(facts("FORMAL_AUDIT"), SAMPLE.abandon, "DECLARANT");
    expect(audit.next).toBe("WITHDRAWN");
    expect(audit.effects).toEqual([{ type: "releaseQuota", reason: "WITHDRAWN" }]);
    expect(apply(facts("QUALIFIED"), SAMPLE.abandon, "DECLARANT").next).toBe("WITHDRAWN");
    expect(apply(facts("RETURNED", { returnedFrom: "SYNTHESIS_REVIEW" }), SAMPLE.abandon, "DECLARANT").next).toBe(
      "WITHDRAWN",
    );
    expect(effectTypes(apply(facts("UNIT_PUBLICITY"), SAMPLE.abandon, "DECLARANT"))).toEqual(["leavePublicity"]);
  });

  it("abandon is refused once peer review started", () => {
    expect(refusal(facts("PEER_REVIEW"), SAMPLE.abandon, "DECLARANT")).toBe("decl.withdrawTooLate");
    expect(refusal(facts("SENIOR_COMMITTEE"), SAMPLE.abandon, "DECLARANT")).toBe("decl.withdrawTooLate");
    expect(refusal(facts("APPROVED"), SAMPLE.abandon, "DECLARANT")).toBe("decl.notAllowedInState");
  });

  it("withdraw by the school: any stage, reason required, quota back, appealable", () => {
    const result = apply(facts("PEER_REVIEW"), { type: "withdraw", reason: "弄虚作假" }, "PERSONNEL");
    expect(result.next).toBe("WITHDRAWN");
    expect(effectTypes(result)).toEqual(["releaseQuota", "cancelAllocation", "openAppealWindow", "notify"]);
    const returned = facts("RETURNED", { returnedFrom: "UNIT_REVIEW" });
    expect(apply(returned, { type: "withdraw", reason: "离职" }, "SCHOOL_ADMIN").next).toBe("WITHDRAWN");
    expect(refusal(facts("DRAFT"), { type: "withdraw", reason: "离职" }, "PERSONNEL")).toBe("decl.notAllowedInState");
    expect(refusal(facts("PEER_REVIEW"), { type: "withdraw", reason: " " }, "PERSONNEL")).toBe("decl.reasonRequired");
    expect(refusal(facts("APPROVED"), { type: "withdraw", reason: "x" }, "PERSONNEL")).toBe("decl.notAllowedInState");
    expect(refusal(facts("PEER_REVIEW"), { type: "withdraw", reason: "x" }, "UNIT_ADMIN")).toBe("decl.roleNotAllowed");
  });
});

describe("unit review, publicity and recommendation", () => {
  it("approve opens the unit publicity", () => {
    const result = apply(facts("UNIT_REVIEW"), SAMPLE.approve, "UNIT_ADMIN");
    expect(result.next).toBe("UNIT_PUBLICITY");
    expect(result.effects).toEqual([
      { type: "openPublicity", scope: "UNIT" },
      { type: "notify", to: "DECLARANT" },
      { type: "notify", to: "STAGE", state: "UNIT_PUBLICITY" },
    ]);
    expect(apply(facts("UNIT_REVIEW"), SAMPLE.approve, "UNIT_LEADER").next).toBe("UNIT_PUBLICITY");
  });

  it("approve skips a switched-off publicity, and every later unit stage", () => {
    expect(
      apply(facts("UNIT_REVIEW", { pipeline: without("UNIT_PUBLICITY") }), SAMPLE.approve, "UNIT_ADMIN").next,
    ).toBe("UNIT_RECOMMENDATION");
    const f = facts("UNIT_REVIEW", { pipeline: without("UNIT_PUBLICITY", "UNIT_RECOMMENDATION") });
    expect(apply(f, SAMPLE.approve, "UNIT_ADMIN").next).toBe("DEPARTMENT_REVIEW");
  });

  it("reject: by the unit leader, with a reason, appealable", () => {
    const result = apply(facts("UNIT_REVIEW"), SAMPLE.reject, "UNIT_LEADER");
    expect(result.next).toBe("UNIT_REJECTED");
    expect(effectTypes(result)).toEqual(["openAppealWindow", "notify"]);
    expect(result.decision.reason).toBe("材料不真实");
    expect(refusal(facts("UNIT_REVIEW"), { type: "reject", reason: "" }, "UNIT_LEADER")).toBe("decl.reasonRequired");
    expect(refusal(facts("UNIT_REVIEW"), SAMPLE.reject, "UNIT_ADMIN")).toBe("decl.roleNotAllowed");
  });

  it("closePublicity: after the working days elapsed and without open objections", () => {
    expect(apply(facts("UNIT_PUBLICITY"), SAMPLE.closePublicity, "SYSTEM").next).toBe("UNIT_RECOMMENDATION");
    expect(refusal(facts("UNIT_PUBLICITY", { publicityElapsed: false }), SAMPLE.closePublicity, "SYSTEM")).toBe(
      "decl.publicityNotElapsed",
    );
    expect(refusal(facts("UNIT_PUBLICITY", { openObjections: 1 }), SAMPLE.closePublicity, "UNIT_ADMIN")).toBe(
      "decl.objectionOpen",
    );
    expect(refusal(facts("UNIT_PUBLICITY"), SAMPLE.closePublicity, "DECLARANT")).toBe("decl.roleNotAllowed");
  });

  it("an upheld objection returns the declaration for the unit to review again, or rejects it", () => {
    const back = apply(facts("UNIT_PUBLICITY"), SAMPLE.objectionUpheld, "UNIT_LEADER");
    expect(back.next).toBe("RETURNED");
    expect(back.returnedFrom).toBe("UNIT_REVIEW");
    expect(effectTypes(back)).toEqual(["leavePublicity", "unlockAll", "notify"]);
    const rejected = apply(
      facts("UNIT_PUBLICITY"),
      { type: "objectionUpheld", outcome: "REJECT", comment: "代表作抄袭" },
      "UNIT_LEADER",
    );
    expect(rejected.next).toBe("UNIT_REJECTED");
    expect(effectTypes(rejected)).toEqual(["leavePublicity", "openAppealWindow", "notify"]);
    expect(
      refusal(facts("UNIT_PUBLICITY"), { type: "objectionUpheld", outcome: "RETURN", comment: "" }, "UNIT_LEADER"),
    ).toBe("decl.commentRequired");
  });

  it("without a unit review an upheld objection brings the declaration back into a new publicity", () => {
    const pipeline = without("UNIT_REVIEW");
    const back = apply(facts("UNIT_PUBLICITY", { pipeline }), SAMPLE.objectionUpheld, "UNIT_LEADER");
    expect(back.returnedFrom).toBe("UNIT_PUBLICITY");
    const again = apply(facts("RETURNED", { pipeline, returnedFrom: "UNIT_PUBLICITY" }), SAMPLE.resubmit, "DECLARANT");
    expect(again.next).toBe("UNIT_PUBLICITY");
    expect(again.effects).toContainEqual({ type: "openPublicity", scope: "UNIT" });
  });

  it("recommend: within the quota, consuming a place and storing the rank", () => {
    const result = apply(facts("UNIT_RECOMMENDATION"), SAMPLE.recommend, "UNIT_LEADER");
    expect(result.next).toBe("DEPARTMENT_REVIEW");
    expect(result.effects.slice(0, 3)).toEqual([
      { type: "consumeQuota" },
      { type: "storeRank", rank: 1 },
      { type: "openDepartmentTasks" },
    ]);
    expect(result.decision.rank).toBe(1);
    expect(refusal(facts("UNIT_RECOMMENDATION", { quotaLeft: 0 }), SAMPLE.recommend, "UNIT_LEADER")).toBe(
      "decl.quotaExceeded",
    );
    expect(apply(facts("UNIT_RECOMMENDATION", { quotaLeft: undefined }), SAMPLE.recommend, "UNIT_LEADER").next).toBe(
      "DEPARTMENT_REVIEW",
    );
    expect(refusal(facts("UNIT_RECOMMENDATION"), SAMPLE.recommend, "UNIT_ADMIN")).toBe("decl.roleNotAllowed");
  });

  it("recommend a quota-exempt declarant (talents, special appointment): no place needed, none taken or given back", () => {
    const exempt = facts("UNIT_RECOMMENDATION", { quotaLeft: 0, quotaExempt: true });
    const result = apply(exempt, SAMPLE.recommend, "UNIT_LEADER");
    expect(result.next).toBe("DEPARTMENT_REVIEW");
    expect(effectTypes(result)).not.toContain("consumeQuota");
    const withdrawn = apply(facts("FORMAL_AUDIT", { quotaExempt: true }), SAMPLE.abandon, "DECLARANT");
    expect(withdrawn.effects).toEqual([]);
    const school = apply(
      facts("PEER_REVIEW", { quotaExempt: true }),
      { type: "withdraw", reason: "离职" },
      "PERSONNEL",
    );
    expect(effectTypes(school)).not.toContain("releaseQuota");
  });

  it("recommend again after a return to the unit: back to the returning stage on the place already held", () => {
    const f = facts("UNIT_RECOMMENDATION", { returnedFrom: "FORMAL_AUDIT", quotaLeft: 0 });
    const result = apply(f, { type: "recommend", rank: 2 }, "UNIT_LEADER");
    expect(result.next).toBe("FORMAL_AUDIT");
    expect(result.returnedFrom).toBeNull();
    expect(effectTypes(result)).toEqual(["storeRank", "recomputeEligibility", "notify", "notify"]);
  });

  it("notRecommend: terminal and appealable; a place held from before is released", () => {
    const result = apply(facts("UNIT_RECOMMENDATION"), SAMPLE.notRecommend, "UNIT_LEADER");
    expect(result.next).toBe("NOT_RECOMMENDED");
    expect(effectTypes(result)).toEqual(["openAppealWindow", "notify"]);
    const held = apply(
      facts("UNIT_RECOMMENDATION", { returnedFrom: "SYNTHESIS_REVIEW" }),
      SAMPLE.notRecommend,
      "UNIT_LEADER",
    );
    expect(held.effects[0]).toEqual({ type: "releaseQuota", reason: "NOT_RECOMMENDED" });
  });
});

describe("department verification", () => {
  it("return: the department's own items back to the declarant", () => {
    const result = apply(
      facts("DEPARTMENT_REVIEW"),
      { type: "return", comment: "请补充检索证明", itemIds: ["p1"], departIds: ["research"] },
      "DEPARTMENT_REVIEWER",
    );
    expect(result.next).toBe("RETURNED");
    expect(result.returnedFrom).toBe("DEPARTMENT_REVIEW");
    expect(result.effects[0]).toEqual({ type: "unlockItems", itemIds: ["p1"], materialTypes: [] });
    expect(refusal(facts("DEPARTMENT_REVIEW"), { type: "return", comment: "整体退回" }, "DEPARTMENT_REVIEWER")).toBe(
      "decl.itemsRequired",
    );
    expect(
      refusal(facts("DEPARTMENT_REVIEW"), { type: "return", comment: "", itemIds: ["p1"] }, "DEPARTMENT_REVIEWER"),
    ).toBe("decl.commentRequired");
  });

  it("departmentsDone: when every task is closed and none returned; formal audit recomputes eligibility", () => {
    const result = apply(facts("DEPARTMENT_REVIEW"), SAMPLE.departmentsDone, "SYSTEM");
    expect(result.next).toBe("FORMAL_AUDIT");
    expect(result.effects[0]).toEqual({ type: "recomputeEligibility", onlyVerified: true });
    expect(
      refusal(facts("DEPARTMENT_REVIEW", { allDepartmentTasksClosed: false }), SAMPLE.departmentsDone, "SYSTEM"),
    ).toBe("decl.departmentTasksOpen");
    expect(
      refusal(facts("DEPARTMENT_REVIEW", { anyDepartmentReturned: true }), SAMPLE.departmentsDone, "PERSONNEL"),
    ).toBe("decl.departmentReturned");
    expect(refusal(facts("DEPARTMENT_REVIEW"), SAMPLE.departmentsDone, "DEPARTMENT_REVIEWER")).toBe(
      "decl.roleNotAllowed",
    );
  });

  it("departmentsDone after a later stage asked for a re-check goes back to that stage", () => {
    const f = facts("DEPARTMENT_REVIEW", { returnedFrom: "SYNTHESIS_REVIEW" });
    expect(apply(f, SAMPLE.departmentsDone, "SYSTEM").next).toBe("SYNTHESIS_REVIEW");
  });
});

describe("formal audit", () => {
  it("pass: to the synthesis review, or straight to QUALIFIED when it is off", () => {
    expect(apply(facts("FORMAL_AUDIT"), SAMPLE.pass, "FORMAL_AUDITOR").next).toBe("SYNTHESIS_REVIEW");
    expect(apply(facts("FORMAL_AUDIT", { pipeline: without("SYNTHESIS_REVIEW") }), SAMPLE.pass, "PERSONNEL").next).toBe(
      "QUALIFIED",
    );
    const noPeer = facts("FORMAL_AUDIT", { pipeline: without("SYNTHESIS_REVIEW", "PEER_REVIEW") });
    expect(apply(noPeer, SAMPLE.pass, "PERSONNEL").next).toBe("PROFESSOR_COMMITTEE");
    expect(refusal(facts("FORMAL_AUDIT"), SAMPLE.pass, "UNIT_LEADER")).toBe("decl.roleNotAllowed");
  });

  it("ineligible: a reason and the failed rules, the quota place released per policy, appealable", () => {
    const result = apply(facts("FORMAL_AUDIT"), SAMPLE.ineligible, "FORMAL_AUDITOR");
    expect(result.next).toBe("INELIGIBLE");
    expect(result.effects.slice(0, 2)).toEqual([
      { type: "releaseQuota", reason: "INELIGIBLE" },
      { type: "openAppealWindow" },
    ]);
    expect(result.decision.ruleIds).toEqual(["gate.seniority"]);
    expect(refusal(facts("FORMAL_AUDIT"), { type: "ineligible", reason: "" }, "FORMAL_AUDITOR")).toBe(
      "decl.reasonRequired",
    );
  });
});

describe("synthesis review", () => {
  it("concludes QUALIFIED, NOT_QUALIFIED (ineligible) or DISPUTED (escalated, stays)", () => {
    const qualified = apply(facts("SYNTHESIS_REVIEW"), SAMPLE.conclude, "SYNTHESIS_MEMBER");
    expect(qualified.next).toBe("QUALIFIED");
    expect(qualified.effects).toContainEqual({ type: "notify", to: "STAGE", state: "QUALIFIED" });
    const not = apply(
      facts("SYNTHESIS_REVIEW"),
      { type: "conclude", conclusion: "NOT_QUALIFIED", comment: "破格理由不充分" },
      "PERSONNEL",
    );
    expect(not.next).toBe("INELIGIBLE");
    expect(not.decision.outcome).toBe("NOT_QUALIFIED");
    expect(effectTypes(not)).toEqual(["releaseQuota", "openAppealWindow", "notify"]);
    const disputed = apply(
      facts("SYNTHESIS_REVIEW", { returnedFrom: null }),
      { type: "conclude", conclusion: "DISPUTED", comment: "代表作认定有分歧" },
      "SYNTHESIS_MEMBER",
    );
    expect(disputed.next).toBe("SYNTHESIS_REVIEW");
    expect(disputed.effects).toEqual([{ type: "escalate", to: "PERSONNEL" }]);
  });

  it("a negative or disputed conclusion needs a comment", () => {
    expect(
      refusal(facts("SYNTHESIS_REVIEW"), { type: "conclude", conclusion: "NOT_QUALIFIED" }, "SYNTHESIS_MEMBER"),
    ).toBe("decl.reasonRequired");
    expect(
      refusal(facts("SYNTHESIS_REVIEW"), { type: "conclude", conclusion: "DISPUTED", comment: " " }, "PERSONNEL"),
    ).toBe("decl.reasonRequired");
    expect(refusal(facts("SYNTHESIS_REVIEW"), SAMPLE.conclude, "FORMAL_AUDITOR")).toBe("decl.roleNotAllowed");
  });
});

describe("team stages: recall and lapse", () => {
  it("recall: the team takes its pass back while the next stage has not acted", () => {
    const passed = facts("SYNTHESIS_REVIEW", { recallFrom: "FORMAL_AUDIT" });
    const result = apply(passed, SAMPLE.recall, "FORMAL_AUDITOR");
    expect(result.next).toBe("FORMAL_AUDIT");
    expect(result.decision).toMatchObject({ event: "recall", from: "SYNTHESIS_REVIEW", reason: "结论有误，重新审核" });
    expect(effectTypes(result)).toEqual(["notify", "notify"]);
    // the synthesis team's own conclusion, and personnel for either stage
    expect(apply(facts("QUALIFIED", { recallFrom: "SYNTHESIS_REVIEW" }), SAMPLE.recall, "SYNTHESIS_MEMBER").next).toBe(
      "SYNTHESIS_REVIEW",
    );
    expect(apply(passed, SAMPLE.recall, "PERSONNEL").next).toBe("FORMAL_AUDIT");
  });

  it("recall is refused when the next stage acted, by the other stage's team, or without a reason", () => {
    expect(refusal(facts("SYNTHESIS_REVIEW"), SAMPLE.recall, "FORMAL_AUDITOR")).toBe("decl.notRecallable");
    expect(refusal(facts("SYNTHESIS_REVIEW", { recallFrom: "DEPARTMENT_REVIEW" }), SAMPLE.recall, "PERSONNEL")).toBe(
      "decl.notRecallable",
    );
    const passed = facts("SYNTHESIS_REVIEW", { recallFrom: "FORMAL_AUDIT" });
    expect(refusal(passed, SAMPLE.recall, "SYNTHESIS_MEMBER")).toBe("decl.roleNotAllowed");
    expect(refusal(passed, { type: "recall", reason: " " }, "FORMAL_AUDITOR")).toBe("decl.reasonRequired");
    expect(refusal(passed, SAMPLE.recall, "DECLARANT")).toBe("decl.roleNotAllowed");
    // an ineligibility is final for the stage: the declarant appeals it
    const ineligible = facts("INELIGIBLE", { recallFrom: "FORMAL_AUDIT" });
    expect(refusal(ineligible, SAMPLE.recall, "FORMAL_AUDITOR")).toBe("decl.notAllowedInState");
    expect(allowedEvents(passed, "FORMAL_AUDITOR")).toContain("recall");
    expect(allowedEvents(facts("SYNTHESIS_REVIEW"), "FORMAL_AUDITOR")).not.toContain("recall");
  });

  it("lapse: a return not corrected by its deadline counts as withdrawn, the place given back, appealable", () => {
    const returned = facts("RETURNED", { returnedFrom: "FORMAL_AUDIT", returnLapsed: true });
    const result = apply(returned, SAMPLE.lapse, "SYSTEM");
    expect(result.next).toBe("WITHDRAWN");
    expect(effectTypes(result)).toEqual(["releaseQuota", "openAppealWindow", "notify"]);
    const atUnit = facts("UNIT_RECOMMENDATION", { returnedFrom: "SYNTHESIS_REVIEW", returnLapsed: true });
    expect(apply(atUnit, SAMPLE.lapse, "SYSTEM").next).toBe("WITHDRAWN");
    expect(refusal(facts("RETURNED", { returnedFrom: "FORMAL_AUDIT" }), SAMPLE.lapse, "SYSTEM")).toBe(
      "decl.returnNotLapsed",
    );
    expect(refusal(returned, SAMPLE.lapse, "PERSONNEL")).toBe("decl.roleNotAllowed");
    expect(refusal(facts("FORMAL_AUDIT", { returnLapsed: true }), SAMPLE.lapse, "SYSTEM")).toBe(
      "decl.notAllowedInState",
    );
  });

  it("an escalated dispute is settled only by personnel's ruling, qualified or not", () => {
    const escalated = facts("SYNTHESIS_REVIEW", { escalated: true });
    expect(refusal(escalated, SAMPLE.conclude, "SYNTHESIS_MEMBER")).toBe("decl.disputeEscalated");
    expect(refusal(escalated, { type: "conclude", conclusion: "DISPUTED", comment: "仍有分歧" }, "PERSONNEL")).toBe(
      "decl.disputeEscalated",
    );
    expect(apply(escalated, SAMPLE.conclude, "PERSONNEL").next).toBe("QUALIFIED");
  });
});

describe("peer review", () => {
  it("allocationSubmitted freezes the materials in a snapshot", () => {
    const result = apply(facts("QUALIFIED"), SAMPLE.allocationSubmitted, "PEER_ADMIN");
    expect(result.next).toBe("PEER_REVIEW");
    expect(result.effects.slice(0, 2)).toEqual([{ type: "freezeMaterials" }, { type: "snapshot", reason: "FREEZE" }]);
    expect(refusal(facts("QUALIFIED", { peerAllocated: false }), SAMPLE.allocationSubmitted, "PEER_ADMIN")).toBe(
      "decl.peerNotAllocated",
    );
  });

  it("allocationCancelled waits for a new allocation", () => {
    const result = apply(facts("PEER_REVIEW"), SAMPLE.allocationCancelled, "PEER_ADMIN");
    expect(result.next).toBe("QUALIFIED");
    expect(result.effects[0]).toEqual({ type: "cancelAllocation" });
  });

  it("peerPassed, peerFailed and supplement", () => {
    expect(apply(facts("PEER_REVIEW"), SAMPLE.peerPassed, "SYSTEM").next).toBe("PROFESSOR_COMMITTEE");
    const failed = apply(facts("PEER_REVIEW"), SAMPLE.peerFailed, "PEER_ADMIN");
    expect(failed.next).toBe("PEER_FAILED");
    expect(effectTypes(failed)).toContain("openAppealWindow");
    const more = apply(facts("PEER_REVIEW"), SAMPLE.supplement, "PEER_ADMIN");
    expect(more.next).toBe("PEER_REVIEW");
    expect(more.effects).toEqual([{ type: "addExperts", count: 2 }]);
    expect(more.decision.count).toBe(2);
    expect(refusal(facts("PEER_REVIEW"), SAMPLE.supplement, "SYNTHESIS_MEMBER")).toBe("decl.roleNotAllowed");
    expect(refusal(facts("PEER_REVIEW"), SAMPLE.peerPassed, "DECLARANT")).toBe("decl.roleNotAllowed");
  });
});

describe("professor and senior committees", () => {
  it("the professor committee recommends (with a rank) or not", () => {
    const yes = apply(facts("PROFESSOR_COMMITTEE"), SAMPLE.committeeRecommend, "COMMITTEE_CHAIR");
    expect(yes.next).toBe("SENIOR_COMMITTEE");
    expect(yes.effects[0]).toEqual({ type: "storeRank", rank: 2 });
    const no = apply(facts("PROFESSOR_COMMITTEE"), SAMPLE.committeeNotRecommend, "SYSTEM");
    expect(no.next).toBe("COMMITTEE_NOT_RECOMMENDED");
    expect(effectTypes(no)).toContain("openAppealWindow");
  });

  it("the senior committee's vote passes into the result publicity, fails, or is deferred", () => {
    const passed = apply(facts("SENIOR_COMMITTEE"), SAMPLE.votePassed, "COMMITTEE_CHAIR");
    expect(passed.next).toBe("RESULT_PUBLICITY");
    expect(passed.effects[0]).toEqual({ type: "openPublicity", scope: "SCHOOL" });
    const noPublicity = facts("SENIOR_COMMITTEE", { pipeline: without("RESULT_PUBLICITY") });
    expect(apply(noPublicity, SAMPLE.votePassed, "SYSTEM").effects[0]).toEqual({ type: "sealResult" });
    expect(apply(facts("SENIOR_COMMITTEE"), SAMPLE.voteFailed, "SYSTEM").next).toBe("SENIOR_FAILED");
    const deferred = apply(facts("SENIOR_COMMITTEE"), SAMPLE.defer, "COMMITTEE_CHAIR");
    expect(deferred.next).toBe("SENIOR_COMMITTEE");
    expect(deferred.effects).toEqual([{ type: "scheduleRevote" }]);
    expect(refusal(facts("SENIOR_COMMITTEE"), { type: "defer", reason: "" }, "COMMITTEE_CHAIR")).toBe(
      "decl.reasonRequired",
    );
    expect(refusal(facts("SENIOR_COMMITTEE"), SAMPLE.defer, "SYSTEM")).toBe("decl.roleNotAllowed");
  });
});

describe("result publicity and the sealed result", () => {
  it("closeResultPublicity seals the result after the working days without open objections", () => {
    const result = apply(facts("RESULT_PUBLICITY"), SAMPLE.closeResultPublicity, "PERSONNEL");
    expect(result.next).toBe("APPROVED");
    expect(result.effects[0]).toEqual({ type: "sealResult" });
    expect(refusal(facts("RESULT_PUBLICITY", { publicityElapsed: false }), SAMPLE.closeResultPublicity, "SYSTEM")).toBe(
      "decl.publicityNotElapsed",
    );
    expect(refusal(facts("RESULT_PUBLICITY", { openObjections: 2 }), SAMPLE.closeResultPublicity, "SYSTEM")).toBe(
      "decl.objectionOpen",
    );
  });

  it("an accepted objection holds the result; dismissing it resumes or ends the publicity; upholding revokes", () => {
    expect(apply(facts("RESULT_PUBLICITY"), SAMPLE.objectionAccepted, "PERSONNEL").next).toBe("PUBLICITY_HOLD");
    const ended = apply(facts("PUBLICITY_HOLD"), SAMPLE.dismiss, "PERSONNEL");
    expect(ended.next).toBe("APPROVED");
    expect(ended.effects[0]).toEqual({ type: "sealResult" });
    const resumed = apply(facts("PUBLICITY_HOLD", { publicityElapsed: false }), SAMPLE.dismiss, "SCHOOL_ADMIN");
    expect(resumed.next).toBe("RESULT_PUBLICITY");
    expect(effectTypes(resumed)).not.toContain("openPublicity");
    const revoked = apply(facts("PUBLICITY_HOLD"), SAMPLE.uphold, "PERSONNEL");
    expect(revoked.next).toBe("REVOKED");
    expect(effectTypes(revoked)).toEqual(["leavePublicity", "openAppealWindow", "notify"]);
    expect(refusal(facts("PUBLICITY_HOLD"), { type: "uphold", comment: "" }, "PERSONNEL")).toBe("decl.commentRequired");
  });

  it("revoke supersedes a sealed result, with a reason", () => {
    const result = apply(facts("APPROVED"), SAMPLE.revoke, "SCHOOL_ADMIN");
    expect(result.next).toBe("REVOKED");
    expect(result.effects[0]).toEqual({ type: "supersedeResult" });
    expect(refusal(facts("APPROVED"), { type: "revoke", reason: "" }, "PERSONNEL")).toBe("decl.reasonRequired");
    expect(refusal(facts("APPROVED"), SAMPLE.revoke, "COMMITTEE_CHAIR")).toBe("decl.roleNotAllowed");
  });
});

describe("return matrix", () => {
  const event = (target: ReturnTarget): DeclarationEvent => ({
    type: "return",
    comment: "一次性告知：请补正全部问题",
    itemIds: ["item-1"],
    target,
    departIds: ["academic"],
  });
  const cells = PIPELINE_STAGES.flatMap((stage) => RETURN_TARGETS.map((target) => ({ stage, target })));

  it.each(cells)("$stage → $target", ({ stage, target }) => {
    const cell = RETURN_MATRIX[stage];
    const f = facts(stage);
    if (!cell) {
      for (const actor of ACTOR_ROLES) expect(refusal(f, event(target), actor)).toBe("decl.notAllowedInState");
      return;
    }
    for (const actor of ACTOR_ROLES.filter((a) => !cell.actors.includes(a))) {
      expect(refusal(f, event(target), actor)).toBe("decl.roleNotAllowed");
    }
    for (const actor of cell.actors) {
      if (!cell.targets.includes(target)) {
        expect(refusal(f, event(target), actor)).toBe("decl.returnTargetNotAllowed");
        continue;
      }
      const result = apply(f, event(target), actor);
      expect(result.returnedFrom).toBe(stage);
      expect(result.decision.target).toBe(target);
      const expected = { DECLARANT: "RETURNED", UNIT: "UNIT_RECOMMENDATION", DEPARTMENT: "DEPARTMENT_REVIEW" };
      expect(result.next).toBe(expected[target]);
    }
  });

  it("a return without target goes to the declarant; without items it unlocks everything", () => {
    const result = apply(facts("UNIT_REVIEW"), { type: "return", comment: "材料不全" }, "UNIT_ADMIN");
    expect(result.next).toBe("RETURNED");
    expect(result.effects[0]).toEqual({ type: "unlockAll" });
  });

  it("a return to the unit lands in its review when the recommendation stage is off", () => {
    const f = facts("SYNTHESIS_REVIEW", { pipeline: without("UNIT_RECOMMENDATION") });
    const result = apply(f, event("UNIT"), "PERSONNEL");
    expect(result.next).toBe("UNIT_REVIEW");
    expect(result.returnedFrom).toBe("SYNTHESIS_REVIEW");
    const unitOff = facts("FORMAL_AUDIT", {
      pipeline: without("UNIT_REVIEW", "UNIT_PUBLICITY", "UNIT_RECOMMENDATION"),
    });
    expect(refusal(unitOff, event("UNIT"), "PERSONNEL")).toBe("decl.returnTargetUnavailable");
  });

  it("a return to departments names them and reopens their tasks; it needs the department stage", () => {
    const result = apply(facts("FORMAL_AUDIT"), event("DEPARTMENT"), "FORMAL_AUDITOR");
    expect(result.effects[0]).toEqual({ type: "reopenDepartmentTasks", departIds: ["academic"], itemIds: ["item-1"] });
    expect(
      refusal(facts("FORMAL_AUDIT"), { type: "return", comment: "复核", target: "DEPARTMENT" }, "FORMAL_AUDITOR"),
    ).toBe("decl.departmentsRequired");
    expect(
      refusal(facts("FORMAL_AUDIT", { pipeline: without("DEPARTMENT_REVIEW") }), event("DEPARTMENT"), "PERSONNEL"),
    ).toBe("decl.returnTargetUnavailable");
  });

  it("after peer review started nothing goes back to the declarant", () => {
    const f = facts("SYNTHESIS_REVIEW", { pipeline: PEER_FIRST });
    expect(refusal(f, event("DECLARANT"), "PERSONNEL")).toBe("decl.materialsFrozen");
    expect(apply(f, event("UNIT"), "PERSONNEL").next).toBe("UNIT_RECOMMENDATION");
    expect(returnTargets(f, "PERSONNEL")).toEqual(["UNIT", "DEPARTMENT"]);
  });

  it("an upheld appeal reinstates at a named earlier committee, or sends the declaration back to the declarant", () => {
    const committee = apply(
      facts("SENIOR_FAILED", { appealOpen: true }),
      { type: "appealUpheld", reinstateAt: "PROFESSOR_COMMITTEE" },
      "APPEAL_HANDLER",
    );
    expect(committee.next).toBe("PROFESSOR_COMMITTEE");
    const declarant = apply(
      facts("INELIGIBLE", { appealOpen: true }),
      { type: "appealUpheld", reinstateAt: "FORMAL_AUDIT", toDeclarant: true },
      "APPEAL_HANDLER",
    );
    expect(declarant.next).toBe("RETURNED");
    expect(declarant.returnedFrom).toBe("FORMAL_AUDIT");
    expect(effectTypes(declarant)).toEqual(["closeAppeal", "unlockAll", "notify"]);
  });
});

describe("terminal states and appeals", () => {
  const terminal = [...TERMINAL_STATES];
  const appealEvents: DeclarationEventType[] = ["appealFiled", "appealUpheld", "appealDismissed"];

  it.each(terminal)("%s accepts nothing but appeal events", (state) => {
    for (const type of DECLARATION_EVENT_TYPES.filter((t) => !appealEvents.includes(t))) {
      for (const actor of ACTOR_ROLES) {
        expect(refusal(facts(state), SAMPLE[type], actor), `${type} by ${actor}`).toBe("decl.notAllowedInState");
      }
    }
  });

  it.each(terminal)("%s: the declarant files an appeal within the window", (state) => {
    const result = apply(facts(state), SAMPLE.appealFiled, "DECLARANT");
    expect(result.next).toBe(state);
    expect(result.effects).toEqual([{ type: "openAppeal" }, { type: "notify", to: "APPEAL_HANDLER" }]);
  });

  it("appealFiled is refused outside the window, twice, or by anyone else", () => {
    expect(refusal(facts("PEER_FAILED", { appealWindowOpen: false }), SAMPLE.appealFiled, "DECLARANT")).toBe(
      "decl.appealWindowClosed",
    );
    expect(refusal(facts("PEER_FAILED", { appealOpen: true }), SAMPLE.appealFiled, "DECLARANT")).toBe(
      "decl.appealAlreadyOpen",
    );
    expect(refusal(facts("PEER_FAILED"), SAMPLE.appealFiled, "PERSONNEL")).toBe("decl.roleNotAllowed");
    expect(refusal(facts("FORMAL_AUDIT"), SAMPLE.appealFiled, "DECLARANT")).toBe("decl.notAllowedInState");
  });

  it("appealUpheld reinstates at an enabled stage with its entry work; peer review restarts from QUALIFIED", () => {
    const open = { appealOpen: true };
    const audit = apply(facts("INELIGIBLE", open), SAMPLE.appealUpheld, "APPEAL_HANDLER");
    expect(audit.next).toBe("FORMAL_AUDIT");
    expect(audit.effects.slice(0, 2)).toEqual([
      { type: "closeAppeal", outcome: "UPHELD" },
      { type: "recomputeEligibility", onlyVerified: true },
    ]);
    expect(audit.decision.reinstateAt).toBe("FORMAL_AUDIT");
    const peer = apply(
      facts("PEER_FAILED", open),
      { type: "appealUpheld", reinstateAt: "PEER_REVIEW" },
      "APPEAL_HANDLER",
    );
    expect(peer.next).toBe("QUALIFIED");
    expect(
      refusal(
        facts("PEER_FAILED", { ...open, pipeline: without("SYNTHESIS_REVIEW") }),
        { type: "appealUpheld", reinstateAt: "SYNTHESIS_REVIEW" },
        "APPEAL_HANDLER",
      ),
    ).toBe("decl.reinstateStageInvalid");
    expect(refusal(facts("PEER_FAILED", open), { type: "appealUpheld", reinstateAt: "DRAFT" }, "APPEAL_HANDLER")).toBe(
      "decl.reinstateStageInvalid",
    );
    expect(refusal(facts("PEER_FAILED"), SAMPLE.appealUpheld, "APPEAL_HANDLER")).toBe("decl.noOpenAppeal");
  });

  it("appealDismissed keeps the decision and tells the declarant", () => {
    const result = apply(facts("UNIT_REJECTED", { appealOpen: true }), SAMPLE.appealDismissed, "APPEAL_HANDLER");
    expect(result.next).toBe("UNIT_REJECTED");
    expect(result.effects).toEqual([
      { type: "closeAppeal", outcome: "DISMISSED" },
      { type: "notify", to: "DECLARANT" },
    ]);
    expect(refusal(facts("UNIT_REJECTED"), SAMPLE.appealDismissed, "APPEAL_HANDLER")).toBe("decl.noOpenAppeal");
  });
});

describe("allowedEvents (the buttons)", () => {
  it("offers the declarant submit and abandon on a draft; only abandon when the window is closed", () => {
    expect(allowedEvents(facts("DRAFT"), "DECLARANT")).toEqual(["submit", "abandon"]);
    expect(allowedEvents(facts("DRAFT", { windowOpen: false }), "DECLARANT")).toEqual(["abandon"]);
  });

  it("offers withdraw only until the unit acts", () => {
    expect(allowedEvents(facts("UNIT_REVIEW"), "DECLARANT")).toEqual(["withdraw", "abandon"]);
    expect(allowedEvents(facts("UNIT_REVIEW", { unitHasActed: true }), "DECLARANT")).toEqual(["abandon"]);
  });

  it("offers the unit what its role may do", () => {
    expect(allowedEvents(facts("UNIT_REVIEW"), "UNIT_ADMIN")).toEqual(["return", "approve"]);
    expect(allowedEvents(facts("UNIT_REVIEW"), "UNIT_LEADER")).toEqual(["return", "approve", "reject"]);
    expect(allowedEvents(facts("UNIT_RECOMMENDATION", { quotaLeft: 0 }), "UNIT_LEADER")).toEqual(["notRecommend"]);
  });

  it("offers personnel the formal audit's decisions and the school's withdrawal", () => {
    expect(allowedEvents(facts("FORMAL_AUDIT"), "PERSONNEL")).toEqual(["withdraw", "return", "pass", "ineligible"]);
    expect(returnTargets(facts("FORMAL_AUDIT"), "PERSONNEL")).toEqual(["DECLARANT", "UNIT", "DEPARTMENT"]);
    expect(returnTargets(facts("FORMAL_AUDIT"), "DECLARANT")).toEqual([]);
  });

  it("offers appeals on a terminal state to the right people", () => {
    expect(allowedEvents(facts("INELIGIBLE"), "DECLARANT")).toEqual(["appealFiled"]);
    expect(allowedEvents(facts("INELIGIBLE", { appealWindowOpen: false }), "DECLARANT")).toEqual([]);
    expect(allowedEvents(facts("INELIGIBLE", { appealOpen: true }), "APPEAL_HANDLER")).toEqual([
      "appealUpheld",
      "appealDismissed",
    ]);
  });
});

describe("coverage", () => {
  // runs last (tests in a file run in order): every row of the table was exercised by a test above
  it("exercised every row of the table", () => {
    expect(TRANSITIONS.map((row) => row.id).filter((id) => !rowsHit.has(id))).toEqual([]);
  });
});
