/** A message an instance waits for: the message's id and name, and the activity that catches it. */
export interface WaitingMessage {
  id: string;
  name: string;
  activityId: string;
}

const BPMN = "http://www.omg.org/spec/BPMN/20100524/MODEL";
const CATCHERS = ["intermediateCatchEvent", "receiveTask", "boundaryEvent"];

/** The messages the waiting activities of a definition catch (read from its XML in the browser). */
export function waitingMessages(xml: string, waiting: string[]): WaitingMessage[] {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const names = new Map(
    [...doc.getElementsByTagNameNS(BPMN, "message")].map((m) => [m.getAttribute("id") ?? "", m.getAttribute("name")]),
  );
  const found: WaitingMessage[] = [];
  for (const tag of CATCHERS) {
    for (const element of doc.getElementsByTagNameNS(BPMN, tag)) {
      const activityId = element.getAttribute("id") ?? "";
      if (!waiting.includes(activityId)) continue;
      const ref =
        element.getAttribute("messageRef") ??
        element.getElementsByTagNameNS(BPMN, "messageEventDefinition")[0]?.getAttribute("messageRef");
      if (ref) found.push({ id: ref, name: names.get(ref) || ref, activityId });
    }
  }
  return found;
}
