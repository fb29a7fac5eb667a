import type { DeclarationMethod, TitleLevel, TrackCode } from "../../catalogue/catalogue";

/** An expert of the pool (reference 6.4 Expert), as the allocator needs them. */
export interface AllocationExpert {
  id: string;
  /** The staff record behind an internal expert: an expert who declares in the batch is not allocated. */
  personId?: string | null;
  kind: "INTERNAL" | "EXTERNAL";
  institutionId: string;
  /** The unit (二级单位) of an internal expert. */
  unitId?: string | null;
  titleLevel: TitleLevel;
  /** 学科代码: 4 digits name a first-level discipline (一级学科), 6 digits a second-level one; the first is primary. */
  disciplineCodes: readonly string[];
  keywords?: readonly string[];
  /** 博导 / 学科带头人: preferred for full-senior declarants. */
  senior?: boolean;
  /** How many declarants the expert takes in the round. */
  maxLoad: number;
  active: boolean;
  blacklisted?: boolean;
  /** Invitations of earlier rounds: the response rate is accepted / invited. */
  history?: { invited: number; accepted: number };
}

/** A declarant of the round (a QUALIFIED declaration). */
export interface AllocationDeclarant {
  id: string;
  personId?: string | null;
  unitId: string;
  institutionId: string;
  /** The applied title level. */
  level: TitleLevel;
  track?: TrackCode | null;
  method?: DeclarationMethod | null;
  disciplineCode: string;
  keywords?: readonly string[];
}

/** ExpertConflict (reference 6.4): the expert may not review the target. PERSON matches a declarant's personId. */
export interface AllocationConflict {
  expertId: string;
  targetType: "DECLARANT" | "PERSON" | "UNIT" | "INSTITUTION";
  targetId: string;
}

export interface PeerPair {
  declarantId: string;
  expertId: string;
}

/** How many experts a declarant needs and how many of them from outside the university. */
export interface Composition {
  required: number;
  externalMin: number;
}

/** A composition for declarants matching every field given (the most specific matching rule wins). */
export interface CompositionRule extends Composition {
  level?: TitleLevel;
  track?: TrackCode;
  method?: DeclarationMethod;
}

export interface ScoreWeights {
  /** Points for discipline closeness 1 (second-level exact); same first-level earns 0.6 of it, related 0.3. */
  discipline: number;
  /** Points for a keyword Jaccard of 1. */
  keywords: number;
  /** Points for a senior expert (博导 / 学科带头人) reviewing a full-senior declarant; half for lower levels. */
  seniority: number;
  /** Points for a response rate of 1. */
  response: number;
  /** Width of the seeded random tie-break. */
  random: number;
  /** The convex load penalty: an expert carrying L of at most M costs loadBalance · L² / M points. */
  loadBalance: number;
}

export interface AllocationPolicy {
  byLevel: Record<TitleLevel, Composition>;
  rules: readonly CompositionRule[];
  /** The lowest expert title level for a declarant's applied level (default: the same level). */
  reviewerLevel: Partial<Record<TitleLevel, TitleLevel>>;
  /** First-level discipline (4 digits) → first-level disciplines whose experts may review it too (symmetric). */
  relatedDisciplines: Readonly<Record<string, readonly string[]>>;
  /** Candidate experts kept per declarant, best first, before the flow graph is built. */
  candidateLimit: number;
  weights: ScoreWeights;
}

export interface AllocationInput {
  declarants: readonly AllocationDeclarant[];
  experts: readonly AllocationExpert[];
  conflicts?: readonly AllocationConflict[];
  /** Staff who declare anywhere in the batch (the round's declarants count too): never allocated as experts. */
  batchDeclarantPersonIds?: readonly string[];
  /** Pairs the administrator fixes: in the plan whenever the pair is hard-feasible, otherwise reported. */
  pinned?: readonly PeerPair[];
  /** Pairs the administrator rules out. */
  forbidden?: readonly PeerPair[];
  /** Assignments the experts already carry in the round (they count against the load cap). */
  existingLoad?: Readonly<Record<string, number>>;
  seed: number | string;
  policy?: PolicyOverrides;
}

/** What a round changes of the default policy; the levels and weights not named keep their defaults. */
export interface PolicyOverrides extends Partial<Omit<AllocationPolicy, "byLevel" | "weights">> {
  byLevel?: Partial<Record<TitleLevel, Composition>>;
  weights?: Partial<ScoreWeights>;
}

/** Why an expert suits a declarant: the soft score's parts, in points. */
export interface ScoreParts {
  discipline: number;
  keywords: number;
  seniority: number;
  response: number;
  random: number;
}

export interface PeerAssignmentProposal extends PeerPair {
  external: boolean;
  pinned: boolean;
  score: number;
  parts: ScoreParts;
}

/**
 * The candidate funnel of one declarant, each figure counting the experts left after that constraint and all
 * before it: available (active, not blacklisted, not declaring) → level → discipline → avoiding the unit → no
 * conflict → capacity left in the plan.
 */
export interface CandidateFunnel {
  pool: number;
  available: number;
  byLevel: number;
  byDiscipline: number;
  afterUnit: number;
  afterConflicts: number;
  /** Experts removed by a conflict or a forbidden pair at that step. */
  conflicts: number;
  afterLoad: number;
  externalAfterConflicts: number;
  externalAfterLoad: number;
  /** Distinct institutions (an internal expert's unit counting as one) among the experts left after the load. */
  institutionsAfterLoad: number;
}

export const UNMET_REASONS = [
  "LEVEL",
  "DISCIPLINE",
  "UNIT",
  "CONFLICT",
  "EXTERNAL",
  "LOAD",
  "EXTERNAL_LOAD",
  "INSTITUTIONS",
  "CONTENTION",
] as const;
export type UnmetReason = (typeof UNMET_REASONS)[number];

export interface UnmetDeclarant {
  declarantId: string;
  required: number;
  externalMin: number;
  reason: UnmetReason;
  funnel: CandidateFunnel;
  /** A key of peerAllocationMessages and its parameters: the console words it in zh or en. */
  message: { key: string; params: Record<string, string | number> };
  /** Experts held for the declarant: its pins, placed when it can be served (for a replacement, those who stay). */
  heldExpertIds: string[];
}

export const PIN_ISSUES = [
  "UNKNOWN",
  "FORBIDDEN",
  "INACTIVE",
  "DECLARES",
  "LEVEL",
  "DISCIPLINE",
  "UNIT",
  "CONFLICT",
  "LOAD",
  "INSTITUTION",
  "TOO_MANY",
  "EXTERNAL_MIN",
] as const;
export type PinIssueReason = (typeof PIN_ISSUES)[number];

export interface PinIssue extends PeerPair {
  reason: PinIssueReason;
  message: { key: string; params: Record<string, string | number> };
}

export interface AllocationPlan {
  seed: string;
  /** FLOW: the min-cost flow's plan; GREEDY: the baseline's, taken where it serves more or as many better. */
  method: "FLOW" | "GREEDY";
  assignments: PeerAssignmentProposal[];
  unmet: UnmetDeclarant[];
  pinIssues: PinIssue[];
  /** The sum of the assignments' scores, the load penalty of the plan and their difference (what is maximised). */
  totalScore: number;
  loadPenalty: number;
  objective: number;
  /** Expert id → assignments in this plan (existing load excluded), for the load histogram. */
  loads: Record<string, number>;
}
