import { zcpsMessages } from "@zcps/contracts/zcps/messages";

export const departmentReviewLocales = {
  zh: { ...zcpsMessages.zh },
  en: { ...zcpsMessages.en },
};
