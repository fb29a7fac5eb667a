import { useEffect, useRef } from "react";

/** What a read-only diagram needs of bpmn-js's viewer: its canvas and its element registry. */
interface Canvas {
  zoom(scale?: number | "fit-viewport", center?: { x: number; y: number } | "auto"): number;
  addMarker(element: string, marker: string): void;
  removeMarker(element: string, marker: string): void;
  resized(): void;
}
interface DiagramElement {
  id: string;
  waypoints?: unknown;
  source?: { id: string };
  target?: { id: string };
}
interface Viewer {
  importXML(xml: string): Promise<unknown>;
  get(name: "canvas"): Canvas;
  get(name: "elementRegistry"): { getAll(): DiagramElement[] };
  destroy(): void;
}

/** The viewer, its moddle extension and styles: loaded when a diagram is first shown, never with a page. */
async function createViewer(container: HTMLElement): Promise<Viewer> {
  const [{ default: NavigatedViewer }, camunda] = await Promise.all([
    import("bpmn-js/lib/NavigatedViewer"),
    import("camunda-bpmn-moddle/resources/camunda.json"),
    import("bpmn-js/dist/assets/diagram-js.css"),
    import("bpmn-js/dist/assets/bpmn-js.css"),
    import("./bpmn-diagram.css"),
  ]);
  return new NavigatedViewer({
    container,
    moddleExtensions: { camunda: camunda.default },
    // the wheel zooms here (below), it does not scroll
    zoomScroll: { enabled: false },
  }) as unknown as Viewer;
}

const CURRENT = "flow-current";
const DONE = "flow-done";
const MIN_SCALE = 0.2;
const MAX_SCALE = 4;

export interface BpmnDiagramProps {
  xml: string;
  /** the activities an instance waits in now: outlined strongly */
  current?: string[];
  /** the activities it has passed: marked softly, with the sequence flows between them */
  completed?: string[];
  height?: number;
  /** the diagram's accessible name */
  label: string;
  /** the XML could not be drawn (the viewer's error) */
  onError?: (error: Error) => void;
}

/**
 * A read-only BPMN diagram (bpmn-js's NavigatedViewer): fitted to its box, zoomed by the wheel, moved by dragging,
 * with an instance's current and passed activities marked. The bpmn.io mark stays visible, as its licence asks.
 */
export function BpmnDiagram({ xml, current = [], completed = [], height = 360, label, onError }: BpmnDiagramProps) {
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const marked = useRef<{ id: string; marker: string }[]>([]);
  const currentKey = current.join(",");
  const completedKey = completed.join(",");
  // the import reads the newest props when it finishes
  const latest = useRef({ current, completed, onError });
  latest.current = { current, completed, onError };

  // a new XML draws a new viewer; the markers follow in the next effect
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let disposed = false;
    let created: Viewer | null = null;
    const observer = new ResizeObserver(() => {
      if (!created) return;
      created.get("canvas").resized();
      created.get("canvas").zoom("fit-viewport", "auto");
    });

    function wheel(event: WheelEvent) {
      if (!created) return;
      event.preventDefault();
      const canvas = created.get("canvas");
      const box = container?.getBoundingClientRect();
      const factor = event.deltaY < 0 ? 1.15 : 1 / 1.15;
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, canvas.zoom() * factor));
      canvas.zoom(scale, box ? { x: event.clientX - box.left, y: event.clientY - box.top } : undefined);
    }

    (async () => {
      const made = await createViewer(container);
      if (disposed) {
        made.destroy();
        return;
      }
      created = made;
      await made.importXML(xml);
      if (disposed) return;
      made.get("canvas").zoom("fit-viewport", "auto");
      viewer.current = made;
      applyMarkers(made, marked, latest.current.current, latest.current.completed);
      observer.observe(container);
      container.addEventListener("wheel", wheel, { passive: false });
    })().catch((error: unknown) => {
      if (!disposed) latest.current.onError?.(error instanceof Error ? error : new Error(String(error)));
    });

    return () => {
      disposed = true;
      observer.disconnect();
      container.removeEventListener("wheel", wheel);
      created?.destroy();
      viewer.current = null;
      marked.current = [];
    };
  }, [xml]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the arrays' contents
  useEffect(() => {
    if (viewer.current) applyMarkers(viewer.current, marked, current, completed);
  }, [currentKey, completedKey]);

  return <div ref={host} className="bpmn-diagram" role="img" aria-label={label} style={{ height }} />;
}

/** Replaces the markers: current activities, passed ones, and the flows taken between passed ones. */
function applyMarkers(
  viewer: Viewer,
  marked: { current: { id: string; marker: string }[] },
  current: string[],
  completed: string[],
) {
  const canvas = viewer.get("canvas");
  for (const { id, marker } of marked.current) canvas.removeMarker(id, marker);
  const elements = viewer.get("elementRegistry").getAll();
  const present = new Set(elements.map((element) => element.id));
  const now = new Set(current.filter((id) => present.has(id)));
  const passed = new Set(completed.filter((id) => present.has(id) && !now.has(id)));
  const next: { id: string; marker: string }[] = [];
  for (const id of now) next.push({ id, marker: CURRENT });
  for (const id of passed) next.push({ id, marker: DONE });
  for (const element of elements) {
    const { source, target } = element;
    if (!element.waypoints || !source || !target) continue;
    if (passed.has(source.id) && (passed.has(target.id) || now.has(target.id)))
      next.push({ id: element.id, marker: DONE });
  }
  for (const { id, marker } of next) canvas.addMarker(id, marker);
  marked.current = next;
}
