/** Texts of the workflow's runs pages (zh first, en complete). Server messages come from contracts. */
export const flowRunsLocales = {
  zh: {},
  en: {},
};
