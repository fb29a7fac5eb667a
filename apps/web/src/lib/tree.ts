/** Helpers for the trees the console shows (dictionary types, departments): pure, no React. */

export interface TreeShape<T> {
  id: string;
  children: T[];
}

/** Keeps the nodes that match and the ancestors leading to them; a matching node keeps all its children. */
export function filterTree<T extends TreeShape<T>>(nodes: readonly T[], matches: (node: T) => boolean): T[] {
  const kept: T[] = [];
  for (const node of nodes) {
    if (matches(node)) kept.push(node);
    else {
      const children = filterTree(node.children, matches);
      if (children.length > 0) kept.push({ ...node, children });
    }
  }
  return kept;
}

/** Every id in the trees, parents before children. */
export function treeIds<T extends TreeShape<T>>(nodes: readonly T[]): string[] {
  return nodes.flatMap((node) => [node.id, ...treeIds(node.children)]);
}

/** The node with the id, wherever it is. */
export function findNode<T extends TreeShape<T>>(nodes: readonly T[], id: string | null | undefined): T | undefined {
  if (!id) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Case-insensitive "contains" over some texts of a node. */
export function textMatcher<T>(keyword: string, texts: (node: T) => (string | null | undefined)[]) {
  const needle = keyword.trim().toLowerCase();
  return (node: T) => texts(node).some((text) => text?.toLowerCase().includes(needle));
}

/** The ids of the node's ancestors, the root first; empty when the node is a root or absent. */
export function ancestorIds<T extends TreeShape<T>>(nodes: readonly T[], id: string | null | undefined): string[] {
  if (!id) return [];
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children, id);
    if (below.length > 0 || node.children.some((child) => child.id === id)) return [node.id, ...below];
  }
  return [];
}
