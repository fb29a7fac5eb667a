import { UNMET_REASONS } from "@zcps/contracts/zcps/peer-review/allocation";
import { ASSIGNMENT_STATUSES, REPLACEMENT_REASONS } from "@zcps/contracts/zcps/peer-review/api";
import { AGREE_CONCLUSIONS, GRADED_CONCLUSIONS, PEER_VERDICTS } from "@zcps/contracts/zcps/peer-review/pass-rule";
import { describe, expect, it } from "vitest";
import { expectBothLanguages, expectKeysExist } from "../../../test/locale-keys";
import { peerReviewLocales } from "./locales";
import { peerReviewPages } from "./pages";

describe("the peer review's administrator pages", () => {
  it("has every text in both languages", () => {
    expectBothLanguages(peerReviewLocales);
  });

  it("every key a page asks for exists in both languages, the vocabularies' included", () => {
    const vocabulary = [
      ...ASSIGNMENT_STATUSES.map((s) => `peerUi.status.${s}`),
      ...REPLACEMENT_REASONS.map((r) => `peerUi.replaceReason.${r}`),
      ...[...PEER_VERDICTS, "PENDING"].map((v) => `peerUi.verdict.${v}`),
      ...[...AGREE_CONCLUSIONS, ...GRADED_CONCLUSIONS].map((c) => `peerUi.conclusion.${c}`),
      ...["RATIO", "VETO", "GRADED"].map((k) => `peerUi.ruleKind.${k}`),
      ...["OPEN", "CLOSED"].map((s) => `peerUi.roundStatus.${s}`),
      ...["SIMULATED", "SUBMITTED", "DISCARDED"].map((s) => `peerUi.simulationStatus.${s}`),
      ...["FLOW", "GREEDY"].map((m) => `peerUi.method.${m}`),
      ...["external", "internal"].map((k) => `peerUi.kind.${k}`),
      ...["VALID", "INVALID"].map((v) => `peerUi.validity.${v}`),
      ...["discipline", "keywords", "seniority", "response", "random"].map((p) => `peerUi.part.${p}`),
      ...["declarants", "experts"].map((z) => `peerUi.zip.${z}`),
      // the engine's explanations, worded by the contracts' messages
      ...UNMET_REASONS.map((r) => `peer.alloc.unmet.${r}`),
    ];
    expectKeysExist(peerReviewLocales, __dirname, ["peerUi", "peer"], vocabulary);
  });

  it("serves the administrator's four pages, not the expert's", () => {
    expect(Object.keys(peerReviewPages.pages).sort()).toEqual([
      "/AnonymousReview/AlreadySS",
      "/AnonymousReview/ExpertAudit",
      "/AnonymousReview/NotesReview",
      "/AnonymousReview/SummaryResults",
    ]);
  });
});
