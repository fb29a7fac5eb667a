import { Fragment, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useMatches } from "react-router";
import { breadcrumbItems } from "./breadcrumb-items";

/**
 * Spec 2 breadcrumb; plain markup (the rules live in breadcrumb-items). Where the top bar is short of room, the
 * groups shorten first and the current page last, each shortened name whole on hover (shell.css).
 */
export function ShellBreadcrumb() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const items = useMemo(
    () => breadcrumbItems(matches, (key) => (i18n.exists(key) ? t(key) : undefined)),
    [matches, t, i18n],
  );
  return (
    <nav aria-label="breadcrumb" className="shell-breadcrumb">
      {items.map((item, index) => (
        <Fragment key={item.path}>
          {index > 0 && <span className="shell-breadcrumb-sep">/</span>}
          {item.link ? (
            <Link to={item.path} className="shell-breadcrumb-item" title={item.title}>
              {item.title}
            </Link>
          ) : (
            <span
              className="shell-breadcrumb-item"
              title={item.title}
              aria-current={index === items.length - 1 ? "page" : undefined}
            >
              {item.title}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
