// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { waitingMessages } from "./waiting-messages";

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d">
  <bpmn:message id="Msg_paid" name="paid" />
  <bpmn:process id="p" isExecutable="true">
    <bpmn:intermediateCatchEvent id="paid"><bpmn:messageEventDefinition messageRef="Msg_paid" /></bpmn:intermediateCatchEvent>
    <bpmn:intermediateCatchEvent id="cooling"><bpmn:timerEventDefinition /></bpmn:intermediateCatchEvent>
    <bpmn:receiveTask id="receipt" messageRef="Msg_paid" />
  </bpmn:process>
</bpmn:definitions>`;

describe("the messages an instance waits for", () => {
  it("are those its waiting catch events and receive tasks catch, by the message's name", () => {
    expect(waitingMessages(XML, ["paid", "cooling"])).toEqual([{ id: "Msg_paid", name: "paid", activityId: "paid" }]);
    expect(waitingMessages(XML, ["receipt"])).toEqual([{ id: "Msg_paid", name: "paid", activityId: "receipt" }]);
    expect(waitingMessages(XML, ["cooling"])).toEqual([]);
  });
});
