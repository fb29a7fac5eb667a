import type { Bilingual } from "../catalogue/catalogue";
import {
  achievement,
  all,
  anyOf,
  conductGates,
  doctorateUnder45,
  label,
  seniority,
  teachingHours,
} from "./default-conditions";
import type { RuleGroup, RuleLeaf, RuleNode } from "./rules";

/** Default requirements (reference 1.4: typical values; each university sets its own on the requirement page). */

export interface DefaultRequirement {
  titleCode: string;
  /** "" = every track of the title */
  trackCode: string;
  method: "NORMAL";
  /** the requirement's wording in short (申报条件原文) */
  text: Bilingual;
  rule: RuleNode;
}

const requirement = (
  titleCode: string,
  trackCode: string,
  text: Bilingual,
  gates: RuleNode[],
  achievements: RuleGroup,
) => ({
  titleCode,
  trackCode,
  method: "NORMAL" as const,
  text,
  rule: all("root", [all("gates", gates, { label: label("基本条件", "Basic conditions") }), achievements]),
});

const achievements = (n: number, children: RuleLeaf[]) =>
  anyOf("achievements", n, children, {
    label: label(`业绩条件：满足以下条件中的至少 ${n} 项`, `Achievements: at least ${n} of the following`),
  });

/** Realistic default trees for the demo seed and the requirement page's starting point. */
export const DEFAULT_REQUIREMENTS: readonly DefaultRequirement[] = [
  requirement(
    "LECTURER",
    "",
    label(
      "任助教满 4 年（博士毕业 2 年）；任现职以来主讲课程不少于 400 学时；发表核心期刊论文 1 篇。",
      "4 years as teaching assistant (2 with a doctorate); 400 teaching hours; 1 core-journal paper.",
    ),
    [...conductGates(true), seniority(4, 2, "助教", "teaching assistant"), teachingHours(400)],
    achievements(1, [achievement.coreJournalPapers(1), achievement.teachingPapers(1), achievement.teachingProject()]),
  ),
  requirement(
    "ASSOCIATE_PROFESSOR",
    "TEACHING_RESEARCH",
    label(
      "任讲师满 5 年（博士 2 年）；主讲课程累计不少于 800 学时；业绩条件满足 2 项。",
      "5 years as lecturer (2 with a doctorate); 800 teaching hours; 2 of the achievement conditions.",
    ),
    [...conductGates(true), seniority(5, 2, "讲师", "lecturer"), teachingHours(800)],
    achievements(2, [
      achievement.provincialProject(),
      achievement.papers(2),
      achievement.researchAward(5),
      achievement.textbook(),
      achievement.horizontalFunding(50),
      achievement.patents(2),
    ]),
  ),
  requirement(
    "ASSOCIATE_PROFESSOR",
    "TEACHING_FOCUSED",
    label(
      "任讲师满 5 年（博士 2 年）；主讲课程累计不少于 1200 学时，学生评教 2 次位于前 30%；教学业绩满足 2 项。",
      "5 years as lecturer (2 with a doctorate); 1200 teaching hours and top-30% ratings twice; 2 teaching achievements.",
    ),
    [
      ...conductGates(true),
      seniority(5, 2, "讲师", "lecturer"),
      teachingHours(1200),
      achievement.goodTeachingEvaluations(),
    ],
    achievements(2, [
      achievement.teachingProject(),
      achievement.teachingAward(),
      achievement.textbook(),
      achievement.teachingPapers(2),
      achievement.courseBuilding(),
      achievement.studentGuidance(),
    ]),
  ),
  requirement(
    "PROFESSOR",
    "TEACHING_RESEARCH",
    label(
      "任副教授满 5 年；45 周岁及以下须有博士学位；主讲课程累计不少于 800 学时；业绩条件满足 3 项。",
      "5 years as associate professor; a doctorate when 45 or younger; 800 teaching hours; 3 achievement conditions.",
    ),
    [...conductGates(true), seniority(5, 5, "副教授", "associate professor"), doctorateUnder45, teachingHours(800)],
    achievements(3, [
      achievement.nationalProject(),
      achievement.papers(5),
      achievement.researchAward(3),
      achievement.monograph(),
      achievement.patents(3),
      achievement.horizontalFunding(100),
    ]),
  ),
  requirement(
    "PROFESSOR",
    "TEACHING_FOCUSED",
    label(
      "任副教授满 5 年；45 周岁及以下须有博士学位；主讲课程累计不少于 1200 学时，学生评教 2 次位于前 30%；教学业绩满足 3 项。",
      "5 years as associate professor; a doctorate when 45 or younger; 1200 hours and top-30% ratings twice; 3 teaching achievements.",
    ),
    [
      ...conductGates(true),
      seniority(5, 5, "副教授", "associate professor"),
      doctorateUnder45,
      teachingHours(1200),
      achievement.goodTeachingEvaluations(),
    ],
    achievements(3, [
      achievement.teachingProject(),
      achievement.teachingAward(),
      achievement.textbook(),
      achievement.teachingPapers(3),
      achievement.courseBuilding(),
      achievement.studentGuidance(),
    ]),
  ),
  requirement(
    "ASSOCIATE_RESEARCHER",
    "",
    label(
      "任助理研究员满 5 年（博士 2 年）；科研业绩满足 2 项。",
      "5 years as assistant research fellow (2 with a doctorate); 2 research achievements.",
    ),
    [...conductGates(false), seniority(5, 2, "助理研究员", "assistant research fellow")],
    achievements(2, [
      achievement.provincialProject(),
      achievement.papers(3),
      achievement.researchAward(5),
      achievement.monograph(),
      achievement.patents(2),
      achievement.horizontalFunding(50),
    ]),
  ),
  requirement(
    "RESEARCHER",
    "",
    label(
      "任副研究员满 5 年；45 周岁及以下须有博士学位；科研业绩满足 3 项。",
      "5 years as associate research fellow; a doctorate when 45 or younger; 3 research achievements.",
    ),
    [...conductGates(false), seniority(5, 5, "副研究员", "associate research fellow"), doctorateUnder45],
    achievements(3, [
      achievement.nationalProject(),
      achievement.papers(6),
      achievement.researchAward(3),
      achievement.monograph(),
      achievement.patents(3),
      achievement.horizontalFunding(100),
    ]),
  ),
  requirement(
    "SENIOR_EXPERIMENTALIST",
    "",
    label(
      "任实验师满 5 年（博士 2 年）；承担实验教学不少于 300 学时；业绩条件满足 2 项。",
      "5 years as experimentalist (2 with a doctorate); 300 laboratory teaching hours; 2 achievement conditions.",
    ),
    [...conductGates(true), seniority(5, 2, "实验师", "experimentalist"), achievement.experimentHours(300)],
    achievements(2, [
      achievement.equipment(),
      achievement.teachingProject(),
      achievement.coreJournalPapers(2),
      achievement.patents(1),
      achievement.textbook(),
    ]),
  ),
];

/** The default requirement of a title and track: the track's own, else the title's track-independent one. */
export function defaultRequirement(titleCode: string, trackCode = ""): DefaultRequirement | undefined {
  return (
    DEFAULT_REQUIREMENTS.find((r) => r.titleCode === titleCode && r.trackCode === trackCode) ??
    DEFAULT_REQUIREMENTS.find((r) => r.titleCode === titleCode && r.trackCode === "")
  );
}
