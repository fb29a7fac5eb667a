import { catalogueMessages } from "./messages-catalogue";
import { configMessages } from "./messages-config";
import { declarationMessages } from "./messages-declaration";
import { declareMessages } from "./messages-declare";
import { staffMessages } from "./messages-staff";
import { workflowMessages } from "./messages-workflow";

/** The title-evaluation areas' server and validation messages, zh and en: loaded by the console with those pages. */
export const zcpsMessages = {
  zh: {
    ...configMessages.zh,
    ...catalogueMessages.zh,
    ...staffMessages.zh,
    ...declarationMessages.zh,
    ...declareMessages.zh,
    ...workflowMessages.zh,
  },
  en: {
    ...configMessages.en,
    ...catalogueMessages.en,
    ...staffMessages.en,
    ...declarationMessages.en,
    ...declareMessages.en,
    ...workflowMessages.en,
  },
} as const;
