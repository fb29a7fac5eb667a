import { FORMAL_AUDIT_ROUTES as F, SYNTHESIS_ROUTES as S, type TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { TEAM_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/team-review/element-codes";
import { useLocation } from "react-router";

/**
 * The two team stages differ in their calls and codes only: each page of the formal audit (/FormalAudit) serves the
 * synthesis review (/PersonnelSynthesis) too, and reads which one from its route.
 */
export interface StageWiring {
  stage: TeamStage;
  routes: {
    teams: string;
    teamCreate: string;
    teamUpdate: string;
    teamDelete: string;
    allocation: string;
    /** personnel's list of the stage's declarations */
    cases: string;
    queue: string;
    checkCont: string;
    check: string;
    progress: string;
  };
  codes: {
    assignmentView: string;
    teams: string;
    allocate: string;
    restartUnit: string;
    /** personnel decide one declaration themselves (the assignment page's for the formal audit, the result page's for synthesis) */
    decide: string;
    check: string;
    submit: string;
    withdraw: string;
    resultExport: string;
  };
}

export const STAGE_WIRING: Record<TeamStage, StageWiring> = {
  FORMAL_AUDIT: {
    stage: "FORMAL_AUDIT",
    routes: {
      teams: F.teams,
      teamCreate: F.teamCreate,
      teamUpdate: F.teamUpdate,
      teamDelete: F.teamDelete,
      allocation: F.allocation,
      cases: F.declarations,
      queue: F.queue,
      checkCont: F.checkCont,
      check: F.check,
      progress: F.progress,
    },
    codes: {
      assignmentView: E.formalAssignmentView,
      teams: E.formalTeams,
      allocate: E.formalAllocate,
      restartUnit: E.formalRestartUnit,
      decide: E.formalDecide,
      check: E.formalCheck,
      submit: E.formalSubmit,
      withdraw: E.formalWithdraw,
      resultExport: E.formalResultExport,
    },
  },
  SYNTHESIS_REVIEW: {
    stage: "SYNTHESIS_REVIEW",
    routes: {
      teams: S.teams,
      teamCreate: S.teamCreate,
      teamUpdate: S.teamUpdate,
      teamDelete: S.teamDelete,
      allocation: S.allocation,
      cases: S.byStatus,
      queue: S.queue,
      checkCont: S.checkCont,
      check: S.check,
      progress: S.progress,
    },
    codes: {
      assignmentView: E.synthesisAssignmentView,
      teams: E.synthesisTeams,
      allocate: E.synthesisAllocate,
      restartUnit: E.synthesisRestartUnit,
      decide: E.synthesisDecide,
      check: E.synthesisCheck,
      submit: E.synthesisSubmit,
      withdraw: E.synthesisWithdraw,
      resultExport: E.synthesisCountExport,
    },
  },
};

/** The stage a page of either group serves, from its path; undefined outside the two groups. */
export function stageOf(pathname: string): TeamStage | undefined {
  if (pathname.startsWith("/FormalAudit/")) return "FORMAL_AUDIT";
  if (pathname.startsWith("/PersonnelSynthesis/")) return "SYNTHESIS_REVIEW";
  return undefined;
}

export function useStage(): StageWiring | undefined {
  const stage = stageOf(useLocation().pathname);
  return stage ? STAGE_WIRING[stage] : undefined;
}

/** `:id` of a team route filled. */
export const withId = (route: string, id: string) => route.replace(":id", encodeURIComponent(id));
