import { TABLE_SECTION_KEYS } from "@zcps/contracts/zcps/config/api";
import { describe, expect, it } from "vitest";
import { type A3Data, buildA3Table } from "./model";

const base: A3Data = {
  declaration: {
    id: "d1",
    userId: "u1",
    projectTimeId: "b1",
    seriesCode: "TEACHER",
    seriesName: "高校教师",
    level: "FULL_SENIOR",
    titleName: "教授",
    unitName: "计算机学院",
  },
  person: {
    name: "李明",
    sex: "男",
    birthDate: "1980-01-01",
    employeeNo: "2001",
    currentTitle: "副教授",
    currentTitleDate: "2018-12-01",
    education: "博士研究生",
    degree: "博士",
    discipline: "计算机科学与技术",
  },
  layout: null,
  items: [
    {
      materialType: "PAPER",
      payload: { paperTitle: "论文甲", journal: "计算机学报" },
      isRepresentative: true,
      representativeOrder: 2,
    },
    { materialType: "MONOGRAPH", payload: { bookTitle: "专著乙" }, isRepresentative: true, representativeOrder: 1 },
    {
      materialType: "SELF_SUMMARY",
      payload: { summaryText: "任现职以来……" },
      isRepresentative: false,
      representativeOrder: null,
    },
  ],
  unitOpinion: "同意推荐",
  unitRecommendation: { rank: 1, verdict: "RECOMMENDED" },
  departments: [{ name: "科研处", verified: 2, notRecognised: 0, pending: 0 }],
  peer: { required: 5, valid: 5, agree: 4, disagree: 1, verdict: "PASS" },
  professor: null,
  senior: { meeting: "第一次会议", members: 11, attending: 10, agree: 9, disagree: 1, abstain: 0, verdict: "PASS" },
  edit: null,
  latestVersion: 0,
  printedAt: "2026-11-27 10:00",
  dictionaries: {},
};

describe("the A3 table model", () => {
  it("prints every section in the default order under the default title when the series has no layout", () => {
    const table = buildA3Table(base, "zh");
    expect(table.title).toBe("高等学校教师职务评审表");
    expect(table.sections.map((s) => s.section)).toEqual(TABLE_SECTION_KEYS);
    const votes = table.sections.find((s) => s.section === "voteFigures")?.table?.rows ?? [];
    expect(votes.map((r) => r[0])).toEqual(["单位推荐", "同行评议", "教授委员会", "高评委评审"]);
    expect(votes[1]).toEqual(["同行评议", "应评 5 份，有效意见 5 份：同意 4，不同意 1", "通过"]);
    expect(votes[2]?.[1]).toBe("尚未进行");
    expect(table.sections.find((s) => s.section === "committeeOpinion")?.text).toBe(
      "经高级职务评审委员会评议表决，同意 李明 晋升 教授。",
    );
  });

  it("orders the representative works by their place", () => {
    const works = buildA3Table(base, "en").sections.find((s) => s.section === "representativeWorks");
    expect(works?.table?.rows.map((r) => r[2])).toEqual(["专著乙", "论文甲, 计算机学报"]);
  });

  it("prints an edit's texts over the computed ones, on the editable sections only", () => {
    const table = buildA3Table(
      { ...base, edit: { version: 3, texts: { unitOpinion: "改写的单位意见" } }, latestVersion: 3 },
      "zh",
    );
    expect(table.version).toBe(3);
    const unit = table.sections.find((s) => s.section === "unitOpinion");
    expect(unit).toMatchObject({ text: "改写的单位意见", edited: true, editable: true });
    expect(table.sections.find((s) => s.section === "selfSummary")).toMatchObject({ edited: false, editable: true });
    expect(table.sections.find((s) => s.section === "education")?.editable).toBe(false);
  });

  it("follows a layout: its title, its enabled sections in its order, its stages' figures", () => {
    const table = buildA3Table(
      {
        ...base,
        layout: {
          id: "l1",
          title: "评审表",
          sections: [
            { section: "voteFigures", enabled: true },
            { section: "basicInfo", enabled: false },
            { section: "unitOpinion", enabled: true },
          ],
          voteStages: ["SENIOR_COMMITTEE"],
        },
      },
      "zh",
    );
    expect(table.title).toBe("评审表");
    expect(table.sections.map((s) => s.section)).toEqual(["voteFigures", "unitOpinion"]);
    expect(table.sections[0]?.table?.rows).toEqual([
      ["高评委评审", "第一次会议：委员 11 人，出席 10 人；同意 9，不同意 1，弃权 0", "通过"],
    ]);
  });
});
