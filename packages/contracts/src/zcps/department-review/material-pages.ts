import type { MaterialTypeCode } from "../materials";

/**
 * The department verification pages, one per group of material types (DOMAIN.md, reference 6.3): the page code
 * names the menus /DepartmentAudit/<code> (assignment) and /DepartmentAudS/<code>S (review), and the material types
 * listed are the items those pages show. A type belongs to one page at most; the types no page lists (basic
 * information, the self-summary, the representative-work flags) are not verified item by item by a department.
 */
export interface DepartmentPage {
  code: string;
  zh: string;
  en: string;
  materialTypes: readonly MaterialTypeCode[];
}

const page = (code: string, zh: string, en: string, ...materialTypes: MaterialTypeCode[]): DepartmentPage => ({
  code,
  zh,
  en,
  materialTypes,
});

export const DEPARTMENT_PAGES: readonly DepartmentPage[] = [
  page("TeachCourse", "主讲课程", "Courses taught", "COURSE_TAUGHT"),
  page("Equipment", "仪器设备", "Equipment", "EQUIPMENT"),
  page("TeachEval", "教学评价", "Teaching evaluation", "TEACHING_EVAL"),
  page("Overseas", "海外经历", "Overseas experience", "OVERSEAS_EXPERIENCE", "DOMESTIC_EXPERIENCE"),
  page("Patent", "专利", "Patents", "PATENT", "OTHER_IP"),
  page("Achievement", "业绩成果", "Performance", "TECH_TRANSFER", "POLICY_REPORT"),
  page("OtherAchievement", "其他业绩", "Other performance", "OTHER_ACHIEVEMENT"),
  page("Paper", "学术论文", "Academic papers", "PAPER"),
  page("GraduateTraining", "研究生培养", "Graduate training", "GRADUATE_SUPERVISION"),
  page("Award", "获奖", "Awards", "RESEARCH_AWARD", "HONOR_TALENT"),
  page("PublicService", "公共服务", "Public service", "PUBLIC_SERVICE"),
  page("ResearchProject", "科研项目", "Research projects", "RESEARCH_PROJECT"),
  page("Textbook", "教材", "Textbooks", "TEXTBOOK"),
  page("GraduationProject", "毕业设计", "Graduation projects", "GRADUATION_PROJECT"),
  page("JobWork", "岗位工作", "Job work", "JOB_PERFORMANCE"),
  page("HighlightJob", "突出工作", "Highlight job", "EPIDEMIC_FRONTLINE"),
  page("SocietyPost", "学会任职", "Society posts", "SOCIETY_POST"),
  page("AcademicTalk", "学术报告", "Talks", "CONFERENCE_TALK"),
  page("Qualification", "资格条件", "Qualification requirements", "QUALIFICATION", "EDUCATION", "WORK_HISTORY"),
  page("PublicCourseTeacher", "公共课教师", "Public-course teachers", "COURSE_BUILDING"),
  page("ClinicalPaperPatent", "临床论文与专利", "Clinical papers and patents", "CLINICAL_ACHIEVEMENT"),
  page("Certificate", "证书", "Certificates", "CERTIFICATE", "TITLE_HISTORY"),
  page("ExceptionalResult", "破格成果", "Exceptional-promotion results", "EXCEPTION_BASIS"),
  page("ExceptionalRecommend", "破格推荐", "Exceptional-promotion recommendations", "EXCEPTION_RECOMMENDATION"),
  page("Monograph", "著作", "Monographs", "MONOGRAPH"),
  page("TeachingProject", "教研项目", "Teaching projects", "TEACHING_PROJECT"),
  page("TeachingAward", "教学成果奖", "Teaching awards", "TEACHING_AWARD"),
  page("StudentGuidance", "指导学生", "Student guidance", "STUDENT_GUIDANCE"),
  page("Counselor", "辅导员班主任经历", "Counsellor experience", "COUNSELOR_EXPERIENCE"),
  page("AnnualAppraisal", "年度考核", "Annual appraisal", "ANNUAL_APPRAISAL", "ETHICS"),
];

export const DEPARTMENT_PAGE_CODES = DEPARTMENT_PAGES.map((p) => p.code) as [string, ...string[]];

/** The page showing a material type, if any. */
export const pageOfMaterialType = (materialType: string): DepartmentPage | undefined =>
  DEPARTMENT_PAGES.find((p) => (p.materialTypes as readonly string[]).includes(materialType));

export const departmentPage = (code: string): DepartmentPage | undefined =>
  DEPARTMENT_PAGES.find((p) => p.code === code);

/** Every material type a department verifies item by item. */
export const DEPARTMENT_VERIFIED_TYPES: readonly string[] = DEPARTMENT_PAGES.flatMap((p) => p.materialTypes);

/**
 * The field that names the same record when two declarants claim it (DOI, patent number, project number, award
 * certificate number): such items are flagged in both reviewers' queues.
 */
export const CLAIM_KEY_FIELDS: Readonly<Partial<Record<MaterialTypeCode, string>>> = {
  PAPER: "doi",
  PATENT: "patentNo",
  RESEARCH_PROJECT: "projectNo",
  TEACHING_PROJECT: "projectNo",
  RESEARCH_AWARD: "certificateNo",
  TEACHING_AWARD: "certificateNo",
};
