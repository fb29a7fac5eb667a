import { platformMessagesEn } from "./platform-messages-en";
import { platformMessagesZh } from "./platform-messages-zh";

/**
 * The platform's messages (sign-in, account, back office), in both languages: what the console's sign-in page
 * and shell carry. Each language is a module of its own, so the console's entry carries the Chinese only and loads
 * the English when it is chosen. The title-evaluation areas' messages (zcps/messages.ts) arrive with their pages;
 * messages.ts merges both for the server and the shared validators.
 */
export const platformMessages = { zh: platformMessagesZh, en: platformMessagesEn };

export { LANGUAGES, type Language, languageFrom } from "./languages";
