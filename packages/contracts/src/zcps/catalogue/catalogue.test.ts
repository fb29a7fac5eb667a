import { describe, expect, it } from "vitest";
import {
  DECLARATION_METHOD_LABELS,
  DECLARATION_METHODS,
  DEFAULT_POST_RESTRICTIONS,
  POST_TYPE_LABELS,
  POST_TYPES,
  postMayDeclare,
  postTypeSchema,
  SERIES_CODES,
  TITLE_LEVELS,
  TITLE_SERIES,
  TITLES,
  TRACKS,
  titleByCode,
  titleLevelSchema,
} from "./catalogue";

describe("title catalogue", () => {
  it("has one title per series and level, with unique codes and both languages", () => {
    expect(TITLE_SERIES.map((s) => s.code)).toEqual([...SERIES_CODES]);
    for (const series of SERIES_CODES) {
      expect(TITLES.filter((t) => t.series === series).map((t) => t.level)).toEqual([...TITLE_LEVELS]);
    }
    expect(new Set(TITLES.map((t) => t.code)).size).toBe(TITLES.length);
    for (const t of TITLES) expect(t.label.zh && t.label.en).toBeTruthy();
    expect(titleByCode("ASSOCIATE_PROFESSOR")?.label.zh).toBe("副教授");
  });

  it("keeps tracks to their series and labels every method and post type", () => {
    for (const track of TRACKS) expect(SERIES_CODES).toContain(track.series);
    expect(TRACKS.filter((t) => t.series === "TEACHER").map((t) => t.label.zh)).toContain("教学为主型");
    for (const method of DECLARATION_METHODS) expect(DECLARATION_METHOD_LABELS[method].zh).toBeTruthy();
    for (const type of POST_TYPES) expect(POST_TYPE_LABELS[type].en).toBeTruthy();
  });

  it("validates codes with message keys", () => {
    expect(titleLevelSchema.safeParse("FULL_SENIOR").success).toBe(true);
    expect(titleLevelSchema.safeParse("SENIOR").error?.issues[0]?.message).toBe("decl.levelInvalid");
    expect(postTypeSchema.safeParse("teacher").error?.issues[0]?.message).toBe("decl.postTypeInvalid");
  });
});

describe("post restrictions", () => {
  it("cover every post type once with known series", () => {
    expect(DEFAULT_POST_RESTRICTIONS.map((r) => r.postType).sort()).toEqual([...POST_TYPES].sort());
    for (const r of DEFAULT_POST_RESTRICTIONS) for (const s of r.allowedSeries) expect(SERIES_CODES).toContain(s);
  });

  it("let a counsellor declare the ideological series only, and keep management posts out of the teacher series", () => {
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "COUNSELOR", "IDEOLOGICAL")).toBe(true);
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "COUNSELOR", "TEACHER", "TEACHING_FOCUSED")).toBe(false);
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "MANAGEMENT", "TEACHER")).toBe(false);
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "SUPPORT", "ENGINEERING")).toBe(false);
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "UNKNOWN", "TEACHER")).toBe(false);
  });

  it("apply a track list to the series it names and leave other series whole", () => {
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "FULL_TIME_RESEARCH", "TEACHER", "RESEARCH_FOCUSED")).toBe(true);
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "FULL_TIME_RESEARCH", "TEACHER", "TEACHING_FOCUSED")).toBe(false);
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "FULL_TIME_RESEARCH", "RESEARCH")).toBe(true);
    expect(postMayDeclare(DEFAULT_POST_RESTRICTIONS, "TEACHING_RESEARCH", "TEACHER", "SOCIAL_SERVICE")).toBe(true);
  });
});
