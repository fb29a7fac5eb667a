import { applicationMessages } from "./applications/messages";
import { catalogueMessages } from "./catalogue/messages";
import { committeeMeetingMessages } from "./committee/meeting/messages";
import { committeeMessages } from "./committee/messages";
import { committeeVoteMessages } from "./committee/vote/messages";
import { configMessages } from "./config/messages";
import { declarationMessages } from "./declaration/messages";
import { declareMessages } from "./declaration/messages-declarant";
import { departmentReviewMessages } from "./department-review/messages";
import { expertMessages } from "./experts/messages";
import { peerAllocationMessages } from "./peer-review/allocation/messages";
import { peerReviewMessages } from "./peer-review/messages";
import { professorMessages } from "./professor/messages";
import { a3Messages } from "./results/a3-messages";
import { resultsMessages } from "./results/messages";
import { staffMessages } from "./staff/messages";
import { teamReviewMessages } from "./team-review/messages";
import { unitReviewMessages } from "./unit-review/messages";
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
    ...unitReviewMessages.zh,
    ...departmentReviewMessages.zh,
    ...teamReviewMessages.zh,
    ...applicationMessages.zh,
    ...expertMessages.zh,
    ...peerAllocationMessages.zh,
    ...peerReviewMessages.zh,
    ...committeeVoteMessages.zh,
    ...committeeMeetingMessages.zh,
    ...committeeMessages.zh,
    ...professorMessages.zh,
    ...resultsMessages.zh,
    ...a3Messages.zh,
  },
  en: {
    ...configMessages.en,
    ...catalogueMessages.en,
    ...staffMessages.en,
    ...declarationMessages.en,
    ...declareMessages.en,
    ...workflowMessages.en,
    ...unitReviewMessages.en,
    ...departmentReviewMessages.en,
    ...teamReviewMessages.en,
    ...applicationMessages.en,
    ...expertMessages.en,
    ...peerAllocationMessages.en,
    ...peerReviewMessages.en,
    ...committeeVoteMessages.en,
    ...committeeMeetingMessages.en,
    ...committeeMessages.en,
    ...professorMessages.en,
    ...resultsMessages.en,
    ...a3Messages.en,
  },
} as const;
