/** Texts of the workflow's models pages (zh first, en complete). Server messages come from contracts. */
export const flowModelsLocales = {
  zh: {},
  en: {},
};
