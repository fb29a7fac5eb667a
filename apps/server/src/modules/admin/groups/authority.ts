/**
 * The rules of granting (pure): a grant of a menu or element brings its ancestors, and an administrator may grant
 * only what they may grant onward themselves. "May grant onward" is closed the same way: whoever may grant an
 * element may grant its menu and that menu's ancestors (without them the element would show nowhere).
 */

export interface ResourceSets {
  menus: Set<string>;
  elements: Set<string>;
}

export interface MenuIndex {
  /** parent of every menu (null at the top) */
  parents: Map<string, string | null>;
  /** the menu of every element that matters here */
  elementMenus: Map<string, string>;
}

/** The menus with every ancestor of each. */
export function withAncestors(parents: Map<string, string | null>, menuIds: Iterable<string>): Set<string> {
  const result = new Set<string>();
  for (const id of menuIds) {
    let current: string | null | undefined = id;
    // the guard stops on a corrupt parent cycle
    for (let depth = 0; current && !result.has(current) && depth <= parents.size; depth++) {
      result.add(current);
      current = parents.get(current);
    }
  }
  return result;
}

/** Menus and elements as held or asked for, closed over "a child brings its ancestors". */
export function closeOverAncestors(
  index: MenuIndex,
  menus: Iterable<string>,
  elements: Iterable<string>,
): ResourceSets {
  const elementSet = new Set(elements);
  const menuSeeds = new Set(menus);
  for (const element of elementSet) {
    const menu = index.elementMenus.get(element);
    if (menu) menuSeeds.add(menu);
  }
  return { menus: withAncestors(index.parents, menuSeeds), elements: elementSet };
}

export interface GrantPlan {
  /** everything the group will hold at this level */
  granted: ResourceSets;
  /** asked for but not grantable by the caller */
  refused: { menus: string[]; elements: string[] };
}

/**
 * What saving a selection means. The selection gains its ancestors; what of it the caller may not grant is
 * refused. What the group already holds beyond the caller's reach (`grantable`; null means everything, a super
 * administrator) was granted by someone who may grant more: it stays, with its ancestors.
 */
export function planGrant(
  index: MenuIndex,
  requested: { menus: string[]; elements: string[] },
  grantable: ResourceSets | null,
  held: ResourceSets,
): GrantPlan {
  const chosen = closeOverAncestors(index, requested.menus, requested.elements);
  if (!grantable) return { granted: chosen, refused: { menus: [], elements: [] } };
  const refused = {
    menus: [...chosen.menus].filter((id) => !grantable.menus.has(id)),
    elements: [...chosen.elements].filter((id) => !grantable.elements.has(id)),
  };
  const granted = closeOverAncestors(
    index,
    [...chosen.menus, ...[...held.menus].filter((id) => !grantable.menus.has(id))],
    [...chosen.elements, ...[...held.elements].filter((id) => !grantable.elements.has(id))],
  );
  return { granted, refused };
}

const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => !b.has(x)));

/** The rows to delete and to insert to go from what is held to what is granted. */
export function changeBetween(held: ResourceSets, granted: ResourceSets) {
  return {
    revoke: { menus: minus(held.menus, granted.menus), elements: minus(held.elements, granted.elements) },
    add: { menus: minus(granted.menus, held.menus), elements: minus(granted.elements, held.elements) },
  };
}
