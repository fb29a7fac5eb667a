import type { TreeRow } from "../../../platform/tree";

/**
 * Pure rules of the menu tree: the paths that follow a move or a rename, and the order of siblings.
 * A menu's path is its parent's path, "/", its code, and any route parameter it carries
 * (/UnitAuditMan/ReporterSummary/:isAdmin); the console links the sidebar by path.
 */

/** The route parameter part of a path ("/:isAdmin"), kept when the menu moves or is renamed. */
export function pathParam(path: string, parentPath: string | null, code: string): string {
  const base = `${parentPath ?? ""}/${code}`;
  return path.startsWith(base) ? path.slice(base.length) : "";
}

export const menuPathOf = (parentPath: string | null, code: string, param = "") =>
  `${parentPath ?? ""}/${code}${param}`;

export interface PathRow extends TreeRow {
  code: string;
  path: string;
}

/**
 * The new paths of a node and every node below it after its path changed from `oldPath` to `newPath`
 * (found through parent links, not by string prefix, so inconsistent legacy paths are repaired too).
 */
export function subtreePaths(rows: PathRow[], id: string, newPath: string): { id: string; path: string }[] {
  const children = new Map<string, PathRow[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const result: { id: string; path: string }[] = [{ id, path: newPath }];
  const walk = (parentId: string, parentOldPath: string, parentNewPath: string) => {
    for (const child of children.get(parentId) ?? []) {
      // the child's own segment (its code and parameter) is what follows its parent's old path
      const segment = child.path.startsWith(`${parentOldPath}/`)
        ? child.path.slice(parentOldPath.length)
        : `/${child.code}`;
      const path = `${parentNewPath}${segment}`;
      result.push({ id: child.id, path });
      walk(child.id, child.path, path);
    }
  };
  const self = byId.get(id);
  if (self) walk(id, self.path, newPath);
  return result;
}

/** Siblings renumbered 0..n with `id` placed at `position` among them. */
export function placeAmongSiblings(siblingIds: string[], id: string, position: number) {
  const others = siblingIds.filter((s) => s !== id);
  const at = Math.max(0, Math.min(position, others.length));
  others.splice(at, 0, id);
  return others.map((sid, orderNum) => ({ id: sid, orderNum }));
}
