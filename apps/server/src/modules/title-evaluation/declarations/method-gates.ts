import type { MessageKey } from "@zcps/contracts/messages";
import type { DeclarationMethod } from "@zcps/contracts/zcps/catalogue/catalogue";
import type { Executor } from "../../../db/client";

/** Who chooses a method, in which batch. */
export interface MethodChooser {
  tenantId: string;
  staffId: string;
  projectTimeId: string;
}

/**
 * A condition a declaration method sets beyond the batch offering it: exceptional promotion needs the school's
 * approval of an application first. The module that keeps the approvals registers the gate at start-up; the
 * declaration asks the gates and names no such module.
 */
export interface MethodGate {
  method: DeclarationMethod;
  allows(db: Executor, chooser: MethodChooser): Promise<boolean>;
  /** the refusal when the gate is shut */
  refusal: MessageKey;
}

const gates = new Map<DeclarationMethod, MethodGate>();

/** Sets a method's gate at start-up (a second app in one process replaces it with the same). */
export function registerMethodGate(gate: MethodGate): void {
  gates.set(gate.method, gate);
}

/** The refusal of a method's gate for this chooser, or null when the method is open to them. */
export async function methodRefusal(db: Executor, method: string, chooser: MethodChooser): Promise<MessageKey | null> {
  const gate = gates.get(method as DeclarationMethod);
  if (!gate) return null;
  return (await gate.allows(db, chooser)) ? null : gate.refusal;
}
