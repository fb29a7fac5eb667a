import { APPEAL_STATES, OBJECTION_STATES } from "@zcps/contracts/zcps/results/api";
import { describe, it } from "vitest";
import { expectBothLanguages, expectKeysExist } from "../../../test/locale-keys";
import { resultsLocales } from "./locales";
import { APPEAL_DECISIONS, PUBLICITY_STATUS_COLORS } from "./logic";

describe("stage 9's pages", () => {
  it("has every text in both languages", () => {
    expectBothLanguages(resultsLocales);
  });

  it("every key a page asks for exists in both languages, the vocabularies' included", () => {
    const vocabulary = [
      ...Object.keys(PUBLICITY_STATUS_COLORS).map((s) => `resultsUi.publicityStatus.${s}`),
      ...OBJECTION_STATES.map((s) => `resultsUi.objectionState.${s}`),
      ...APPEAL_STATES.map((s) => `resultsUi.appealState.${s}`),
      ...APPEAL_DECISIONS.map((d) => `resultsUi.decision.${d}`),
    ];
    expectKeysExist(resultsLocales, __dirname, ["resultsUi"], vocabulary);
  });
});
