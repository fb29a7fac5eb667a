import type { ReactNode } from "react";
import "./panel.css";

/**
 * A titled white panel. antd's Card would do, but it carries Tabs (for its
 * tab list) into every page that shows one.
 */
export function Panel({
  title,
  extra,
  children,
  className,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={className ? `panel ${className}` : "panel"} data-testid={testId}>
      {(title || extra) && (
        <header className="panel-head">
          <h3>{title}</h3>
          {extra}
        </header>
      )}
      <div className="panel-body">{children}</div>
    </section>
  );
}
