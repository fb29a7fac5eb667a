/** Organisation and portal data of the demo school (also the base a production start builds on). */

export interface DepartSeed {
  code: string;
  name: string;
  nameEn: string;
  type: "school" | "unit" | "office";
}

export const SCHOOL: DepartSeed = { code: "root", name: "示范大学", nameEn: "Demo University", type: "school" };

export const DEPARTS: DepartSeed[] = [
  { code: "cs", name: "计算机科学与技术学院", nameEn: "School of Computer Science", type: "unit" },
  { code: "me", name: "机械工程学院", nameEn: "School of Mechanical Engineering", type: "unit" },
  { code: "fl", name: "外国语学院", nameEn: "School of Foreign Languages", type: "unit" },
  { code: "econ", name: "经济管理学院", nameEn: "School of Economics and Management", type: "unit" },
  { code: "med", name: "医学院", nameEn: "School of Medicine", type: "unit" },
  { code: "marx", name: "马克思主义学院", nameEn: "School of Marxism", type: "unit" },
  { code: "math", name: "数学与统计学院", nameEn: "School of Mathematics and Statistics", type: "unit" },
  { code: "phys", name: "物理与电子工程学院", nameEn: "School of Physics and Electronic Engineering", type: "unit" },
  { code: "chem", name: "化学化工学院", nameEn: "School of Chemistry and Chemical Engineering", type: "unit" },
  { code: "civil", name: "土木工程学院", nameEn: "School of Civil Engineering", type: "unit" },
  { code: "law", name: "法学院", nameEn: "Law School", type: "unit" },
  { code: "art", name: "艺术学院", nameEn: "School of Arts", type: "unit" },
  { code: "hr", name: "人事处", nameEn: "Personnel Office", type: "office" },
  { code: "academic", name: "教务处", nameEn: "Academic Affairs Office", type: "office" },
  { code: "research", name: "科研处", nameEn: "Research Office", type: "office" },
  { code: "social", name: "社科处", nameEn: "Social Sciences Office", type: "office" },
  { code: "graduate", name: "研究生院", nameEn: "Graduate School", type: "office" },
  { code: "international", name: "国际交流合作处", nameEn: "International Office", type: "office" },
  { code: "student", name: "学生工作部", nameEn: "Student Affairs Department", type: "office" },
  { code: "teacher", name: "党委教师工作部", nameEn: "Faculty Affairs Department", type: "office" },
  { code: "organization", name: "党委组织部", nameEn: "Organization Department", type: "office" },
  { code: "discipline", name: "纪委办公室", nameEn: "Discipline Inspection Office", type: "office" },
  { code: "external", name: "校外专家", nameEn: "External experts", type: "office" },
];

export const PORTAL_LINKS: [zh: string, en: string, url: string][] = [
  ["学校主页", "University home", "https://www.example.edu.cn"],
  ["人事处", "Personnel Office", "https://hr.example.edu.cn"],
  ["信息门户", "Information portal", "https://portal.example.edu.cn"],
];
