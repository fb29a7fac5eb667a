import "bpmn-js/dist/assets/diagram-js.css";
import "bpmn-js/dist/assets/bpmn-js.css";
import Alert from "antd/es/alert";
import NavigatedViewer from "bpmn-js/lib/NavigatedViewer";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A BPMN diagram drawn read-only (bpmn-js's navigated viewer: drag to move, wheel to zoom), fitted to its box.
 * Loaded on demand: bpmn-js stays out of the pages that only list.
 */
export default function DiagramView({ xml, height = 480 }: { xml: string; height?: number }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const viewer = new NavigatedViewer({ container: container.current });
    let alive = true;
    viewer
      .importXML(xml)
      .then(() => {
        if (alive) (viewer.get("canvas") as { zoom: (level: string) => void }).zoom("fit-viewport");
      })
      .catch((e: unknown) => alive && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      alive = false;
      viewer.destroy();
    };
  }, [xml]);

  return (
    <>
      {error && <Alert type="error" showIcon title={t("flowModels.diagramUnreadable", { detail: error })} />}
      <div ref={container} data-testid="flow-diagram" style={{ height, border: "1px solid #f0f0f0" }} />
    </>
  );
}
