import { MENU_TREE, type MenuDef } from "@zcps/contracts/menus";

/**
 * Route titles as i18n keys `route.<code>`, built from the one menu tree in
 * contracts (a child code used in two groups has the same title in both).
 */
function collect(defs: MenuDef[], lang: "zh" | "en", into: Record<string, string>): Record<string, string> {
  for (const def of defs) {
    into[`route.${def.code}`] = def[lang];
    if (def.children) collect(def.children, lang, into);
  }
  return into;
}

export const routeTitles = {
  zh: collect(MENU_TREE, "zh", {}),
  en: collect(MENU_TREE, "en", {}),
};

export const routeTitleKey = (code: string) => `route.${code}`;
