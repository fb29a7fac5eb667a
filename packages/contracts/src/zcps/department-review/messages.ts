/** Server and validation messages of department verification (stage 3), zh and en (merged into zcps/messages.ts). */
export const departmentReviewMessages = {
  zh: {},
  en: {},
} as const;
