/** Trees of rows linked by parent id (menus, role groups, dictionary types): pure helpers. */
export interface TreeRow {
  id: string;
  parentId: string | null;
}

export type Tree<T> = T & { children: Tree<T>[] };

/** Builds a forest from rows already in display order; a row whose parent is missing becomes a root. */
export function buildTree<T extends TreeRow>(rows: T[]): Tree<T>[] {
  const nodes = new Map<string, Tree<T>>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Tree<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Keeps the nodes that match and their ancestors (a matching node keeps its whole subtree). */
export function filterTree<T extends TreeRow>(nodes: Tree<T>[], matches: (node: T) => boolean): Tree<T>[] {
  const kept: Tree<T>[] = [];
  for (const node of nodes) {
    if (matches(node)) kept.push(node);
    else {
      const children = filterTree(node.children, matches);
      if (children.length > 0) kept.push({ ...node, children });
    }
  }
  return kept;
}

/** True when `candidate` is `id` itself or lies below it, i.e. `id` may not move under `candidate`. */
export function isSelfOrDescendant(rows: TreeRow[], id: string, candidate: string): boolean {
  const parents = new Map(rows.map((r) => [r.id, r.parentId]));
  let current: string | null | undefined = candidate;
  for (let guard = 0; current && guard <= rows.length; guard++) {
    if (current === id) return true;
    current = parents.get(current);
  }
  return false;
}

/** True when making `parentId` the parent of `id` would close a loop (the same test, in the dictionary's words). */
export const wouldCycle = (rows: TreeRow[], id: string, parentId: string) => isSelfOrDescendant(rows, id, parentId);

/** The id and every id below it (a department and its sub-departments). */
export function subtreeIds(rows: readonly TreeRow[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = children.get(row.parentId);
    if (list) list.push(row.id);
    else children.set(row.parentId, [row.id]);
  }
  const found = new Set<string>([id]);
  const stack = [id];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    for (const child of children.get(next) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        stack.push(child);
      }
    }
  }
  return found;
}
