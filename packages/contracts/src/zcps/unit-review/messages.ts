/** Server and validation messages of the unit's review, publicity and recommendation (stage 2), zh and en. */
export const unitReviewMessages = {
  zh: {},
  en: {},
} as const;
