import type { GrantableMenu } from "@zcps/contracts/roles";

/**
 * The authority dialog's tree as keys: a menu is "m:<id>", an element "e:<id>" (elements are leaves under their
 * menu). Checking a node checks its ancestors (a child without its parents would show nowhere); unchecking a node
 * unchecks everything below it. Pure, so the rules are tested without a browser.
 */
export const menuKey = (id: string) => `m:${id}`;
export const elementKey = (id: string) => `e:${id}`;

export interface KeyIndex {
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
  /** every key, parents before children */
  all: string[];
}

export function indexKeys(menus: GrantableMenu[]): KeyIndex {
  const index: KeyIndex = { parent: new Map(), children: new Map(), all: [] };
  const walk = (nodes: GrantableMenu[], parent: string | null) => {
    for (const menu of nodes) {
      const key = menuKey(menu.id);
      index.parent.set(key, parent);
      index.all.push(key);
      const below = [...menu.elements.map((e) => elementKey(e.id)), ...menu.children.map((c) => menuKey(c.id))];
      index.children.set(key, below);
      for (const element of menu.elements) {
        index.parent.set(elementKey(element.id), key);
        index.children.set(elementKey(element.id), []);
        index.all.push(elementKey(element.id));
      }
      walk(menu.children, key);
    }
  };
  walk(menus, null);
  return index;
}

export function check(index: KeyIndex, checked: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(checked);
  for (let current: string | null | undefined = key; current; current = index.parent.get(current)) next.add(current);
  return next;
}

export function uncheck(index: KeyIndex, checked: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(checked);
  const stack = [key];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    next.delete(current);
    stack.push(...(index.children.get(current) ?? []));
  }
  return next;
}

/** A node and everything below it, checked (with its ancestors). */
export function checkBranch(index: KeyIndex, checked: ReadonlySet<string>, key: string): Set<string> {
  const next = check(index, checked, key);
  const stack = [...(index.children.get(key) ?? [])];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    next.add(current);
    stack.push(...(index.children.get(current) ?? []));
  }
  return next;
}

/** The held grants that the tree shows, as checked keys (grants beyond the caller's reach are not shown). */
export function heldKeys(index: KeyIndex, held: { menus: string[]; elements: string[] }): Set<string> {
  return new Set([...held.menus.map(menuKey), ...held.elements.map(elementKey)].filter((key) => index.parent.has(key)));
}

/** The checked keys as the save call wants them. */
export function toAuthority(checked: ReadonlySet<string>) {
  const menus: string[] = [];
  const elements: string[] = [];
  for (const key of checked) (key.startsWith("m:") ? menus : elements).push(key.slice(2));
  return { menus, elements };
}
