import { describe, it } from "vitest";
import { expectBothLanguages, expectKeysExist } from "../../../test/locale-keys";
import { a3Locales } from "./locales";

describe("the A3 review tables' texts", () => {
  it("has every text in both languages", () => {
    expectBothLanguages(a3Locales);
  });

  it("every key the drawer and the zip button ask for exists in both languages", () => {
    expectKeysExist(a3Locales, __dirname, ["a3Ui"], []);
  });
});
