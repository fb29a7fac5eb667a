import type { AreaPages } from "../../../lib/area-page";

/**
 * The professor committee of each unit (stage 7, /ProfessorCom): the declarants a member reads, the member's
 * recommendation, personnel's view of every committee with the confirmation, and the statistics.
 */
export const professorPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.professorLocales),
  pages: {
    "/ProfessorCom/ReportperInformation": () => import("./declarants-page"),
    "/ProfessorCom/TeacomResults": () => import("./ballot-page"),
    "/ProfessorCom/TeacomResultsPersonnel": () => import("./results-page"),
    "/ProfessorCom/JSWYHUserDeclareCountNew": () => import("./count-page"),
  },
};
