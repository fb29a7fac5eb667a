import { zcpsMessages } from "@zcps/contracts/zcps/messages";

export const unitReviewLocales = {
  zh: { ...zcpsMessages.zh },
  en: { ...zcpsMessages.en },
};
