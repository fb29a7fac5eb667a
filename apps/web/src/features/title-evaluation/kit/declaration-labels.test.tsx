// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../../i18n";
import { DecisionText, useReturnText } from "./declaration-labels";

const returned = {
  notes: [
    { materialType: "PAPER", comment: "页码有误，请核对" },
    { materialType: "RESEARCH_AWARD", comment: "Certificate missing" },
  ],
  comment: "页码有误，请核对\nCertificate missing",
  reason: null,
};

describe("a decision's text in the timeline", () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage("zh");
  });

  it("names a return's material types in English on an English page", async () => {
    await i18n.changeLanguage("en");
    render(<DecisionText decision={returned} />);
    const text = screen.getByText(/Academic papers/).textContent;
    expect(text).toBe("Academic papers: 页码有误，请核对\nResearch awards: Certificate missing");
  });

  it("names them in Chinese on a Chinese page", () => {
    render(<DecisionText decision={returned} />);
    expect(screen.getByText(/学术论文/).textContent).toBe("学术论文：页码有误，请核对\n科研获奖：Certificate missing");
  });

  it("tells the declarant what a return asks, by material type in their language", async () => {
    const Shown = ({ scope }: { scope: Parameters<typeof useReturnText>[0] }) => <p>{useReturnText(scope)}</p>;
    await i18n.changeLanguage("en");
    render(<Shown scope={{ notes: returned.notes, comment: returned.comment }} />);
    expect(screen.getByText(/Academic papers/).textContent).toBe(
      "Academic papers: 页码有误，请核对\nResearch awards: Certificate missing",
    );
    cleanup();
    render(<Shown scope={{ comment: "请补充材料" }} />);
    expect(screen.getByText("请补充材料")).toBeTruthy();
  });

  it("shows a return recorded before notes as it was stored, and another decision's reason", () => {
    render(<DecisionText decision={{ notes: null, comment: "学术论文：页码有误", reason: null }} />);
    expect(screen.getByText("学术论文：页码有误")).toBeTruthy();
    cleanup();
    render(<DecisionText decision={{ notes: null, comment: null, reason: "材料不实" }} />);
    expect(screen.getByText("材料不实")).toBeTruthy();
  });
});
