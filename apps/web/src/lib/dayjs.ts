import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import i18n from "../i18n";

/**
 * The console's dayjs, for pages that show or pick dates: its locale (antd's
 * pickers, month and weekday names) follows the language. It loads with those
 * pages, not with the shell.
 */
function followLanguage(language: string) {
  dayjs.locale(language === "en" ? "en" : "zh-cn");
}

followLanguage(i18n.language);
i18n.on("languageChanged", followLanguage);

export default dayjs;
