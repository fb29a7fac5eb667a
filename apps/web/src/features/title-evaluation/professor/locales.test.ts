import { VOTE_CHOICES } from "@zcps/contracts/zcps/committee/vote";
import { PEER_VERDICTS } from "@zcps/contracts/zcps/peer-review/pass-rule";
import { PROFESSOR_ROUND_STATES } from "@zcps/contracts/zcps/professor/api";
import { describe, expect, it } from "vitest";
import { expectBothLanguages, expectKeysExist } from "../../../test/locale-keys";
import { professorLocales } from "./locales";
import { COMMITTEE_STAGE_COLORS, TALLY_VERDICT_COLORS } from "./logic";
import { professorPages } from "./pages";

describe("the professor committee's pages", () => {
  it("has every text in both languages", () => {
    expectBothLanguages(professorLocales);
  });

  it("every key a page asks for exists in both languages, the vocabularies' included", () => {
    const vocabulary = [
      ...VOTE_CHOICES.map((c) => `profUi.choice.${c}`),
      ...PEER_VERDICTS.map((v) => `profUi.peerVerdict.${v}`),
      ...PROFESSOR_ROUND_STATES.map((s) => `profUi.roundState.${s}`),
      ...Object.keys(COMMITTEE_STAGE_COLORS).map((s) => `profUi.stage.${s}`),
      ...Object.keys(TALLY_VERDICT_COLORS).map((v) => `profUi.verdict.${v}`),
      ...["total", "awaiting", "recommended", "notRecommended", "totals"].map((f) => `profUi.count.${f}`),
    ];
    expectKeysExist(professorLocales, __dirname, ["profUi"], vocabulary);
  });

  it("serves the declarants, the ballot, personnel's results and the statistics", () => {
    expect(Object.keys(professorPages.pages).sort()).toEqual([
      "/ProfessorCom/JSWYHUserDeclareCountNew",
      "/ProfessorCom/ReportperInformation",
      "/ProfessorCom/TeacomResults",
      "/ProfessorCom/TeacomResultsPersonnel",
    ]);
  });
});
