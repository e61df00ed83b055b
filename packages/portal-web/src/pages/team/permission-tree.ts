/**
 * The checkbox logic of the role editor's permission tree: a group (`members:*`) stands for its actions, and
 * only actions the caller may grant can change (the API refuses the rest: disabled permissions are unknown to
 * it, and nobody grants what they do not hold). Pure, so it is tested without a browser.
 */

/** What the tree reads of a node of `roles/permissions/tree` (the SDK types the second level's children as unknown). */
export interface TreeNode {
  permissionCode: string;
  isEnabled: boolean;
  children: readonly unknown[];
}

function isTreeNode(value: unknown): value is TreeNode {
  return typeof value === 'object' && value !== null && 'permissionCode' in value && 'children' in value && Array.isArray(value.children);
}

/** The nodes under `node`: a group's actions; none for an action. */
export function childrenOf(node: TreeNode): TreeNode[] {
  return node.children.filter(isTreeNode);
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** The codes a role can carry under `node`: its actions (a group code itself is never stored). */
export function actionCodes(node: TreeNode): string[] {
  const children = childrenOf(node);
  return children.length === 0 ? [node.permissionCode] : children.flatMap(actionCodes);
}

/** An action may be ticked or unticked: enabled in the catalogue and held by the caller. */
export function isChangeable(node: TreeNode, mayGrant: (code: string) => boolean): boolean {
  const children = childrenOf(node);
  if (children.length > 0) return children.some((child) => isChangeable(child, mayGrant));
  return node.isEnabled && mayGrant(node.permissionCode);
}

export function checkState(node: TreeNode, selected: ReadonlySet<string>): CheckState {
  const codes = actionCodes(node);
  const held = codes.filter((code) => selected.has(code)).length;
  if (held === 0) return 'unchecked';
  return held === codes.length ? 'checked' : 'indeterminate';
}

/**
 * The selection after a click on `node`. An action flips; a group checks every changeable action under it,
 * or unchecks them when they are all checked already. What the caller may not change stays as it was.
 */
export function toggle(node: TreeNode, selected: ReadonlySet<string>, mayGrant: (code: string) => boolean): Set<string> {
  const next = new Set(selected);
  const changeable = collectChangeable(node, mayGrant);
  const check = !changeable.every((code) => selected.has(code));
  for (const code of changeable) {
    if (check) next.add(code);
    else next.delete(code);
  }
  return next;
}

function collectChangeable(node: TreeNode, mayGrant: (code: string) => boolean): string[] {
  const children = childrenOf(node);
  if (children.length > 0) return children.flatMap((child) => collectChangeable(child, mayGrant));
  return isChangeable(node, mayGrant) ? [node.permissionCode] : [];
}

/** The selection to send: actions only, in catalogue order (what the API stores and compares). */
export function selectedCodes(tree: readonly TreeNode[], selected: ReadonlySet<string>): string[] {
  return tree.flatMap(actionCodes).filter((code) => selected.has(code));
}
