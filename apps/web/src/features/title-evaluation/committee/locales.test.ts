import { GROUP_ACTIONS, GROUP_STATES } from "@zcps/contracts/zcps/committee/api";
import { MEETING_ACTIONS, MEETING_STATES, RECUSAL_REASONS } from "@zcps/contracts/zcps/committee/meeting";
import { VOTE_CHOICES } from "@zcps/contracts/zcps/committee/vote";
import { describe, expect, it } from "vitest";
import { expectBothLanguages, expectKeysExist } from "../../../test/locale-keys";
import { RESULTS_TABS } from "../results/logic";
import { committeeLocales } from "./locales";
import { VERDICT_TAGS } from "./logic";
import { committeePages } from "./pages";

describe("the senior committee's pages", () => {
  it("has every text in both languages", () => {
    expectBothLanguages(committeeLocales);
  });

  it("every key a page asks for exists in both languages, the vocabularies' included", () => {
    const vocabulary = [
      ...MEETING_STATES.map((s) => `committee.meeting.state.${s}`),
      ...MEETING_ACTIONS.flatMap((a) => [`cmtUi.move.${a}`, `cmtUi.moveConfirm.${a}`]),
      ...GROUP_STATES.map((s) => `committee.group.state.${s}`),
      ...GROUP_ACTIONS.flatMap((a) => [`cmtUi.groupMove.${a}`, `cmtUi.groupMoveConfirm.${a}`]),
      ...RECUSAL_REASONS.map((r) => `committee.meeting.recusal.${r}`),
      ...VOTE_CHOICES.map((c) => `cmtUi.choice.${c}`),
      ...Object.values(VERDICT_TAGS).map((tag) => tag.key),
      ...["DRAWN", "CHOSEN"].map((s) => `cmtUi.source.${s}`),
      ...["PENDING", "APPLIED"].map((s) => `cmtUi.paper.state.${s}`),
      ...RESULTS_TABS.map((tab) => `cmtUi.tab.${tab}`),
    ];
    expectKeysExist(committeeLocales, __dirname, ["cmtUi", "committee", "gpwtglb"], vocabulary);
  });

  it("serves the meetings, the vote, the results and the paper votes' register", () => {
    expect(Object.keys(committeePages.pages).sort()).toEqual([
      "/HighJudgesRes/Gpwtglb",
      "/HighJudgesRes/HighJudges",
      "/hwgl/hygl",
      "/hwgl/ycgl",
    ]);
  });
});
