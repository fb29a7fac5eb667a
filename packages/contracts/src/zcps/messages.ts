import { catalogueMessages } from "./catalogue/messages";
import { configMessages } from "./config/messages";
import { declarationMessages } from "./declaration/messages";
import { declareMessages } from "./declaration/messages-declarant";
import { staffMessages } from "./staff/messages";
import { workflowMessages } from "./workflow/messages";

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
