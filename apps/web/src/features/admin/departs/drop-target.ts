import type { DepartTreeNode } from "@zcps/contracts/departs";
import { findNode } from "../../../lib/tree";

/** A department dragged in the tree: its new parent and its index among the parent's other children. */
export interface DepartDrop {
  id: string;
  parentId: string;
  index: number;
}

/** Where a drop puts the dragged department: its new parent and its index among the other children. */
export function dropTarget(
  departs: DepartTreeNode[],
  dragId: string,
  dropId: string,
  inside: boolean,
  after: boolean,
): DepartDrop | null {
  const target = findNode(departs, dropId);
  if (!target) return null;
  if (inside) return { id: dragId, parentId: target.id, index: 0 };
  const parent = findNode(departs, target.parentId);
  if (!parent) return null;
  const siblings = parent.children.filter((c) => c.id !== dragId).map((c) => c.id);
  const at = siblings.indexOf(target.id);
  return { id: dragId, parentId: parent.id, index: after ? at + 1 : at };
}
