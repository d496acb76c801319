import type { CategoryNode } from '@/api/search'

// The category filter's selection rules (spec 1 §4: a parent category is checked when any child is
// checked and unchecked when none remain). The selection is the list of ids sent as categories[] and
// kept in the address bar; it names each checked branch once, at its top:
// - checking a category selects it with everything below it (its descendants leave the list, they are
//   part of it now); when that completes its parent (every child with results checked), the parent
//   takes their place, up the tree;
// - unchecking a category inside a checked branch keeps its siblings (and its ancestors' other
//   children) checked, so only that part leaves the filter;
// - a parent shows checked when it or an ancestor is selected, mixed (aria-checked="mixed") when some
//   of its descendants are, unchecked when none remain.

/** What a category's checkbox shows. */
export type CheckState = 'checked' | 'mixed' | 'unchecked'

type Entry = { node: CategoryNode; parent: string | null }

/** The categories of a tree by id, each with its parent's id. */
export type CategoryIndex = ReadonlyMap<string, Entry>

export function indexCategories(tree: readonly CategoryNode[]): CategoryIndex {
  const index = new Map<string, Entry>()
  const walk = (nodes: readonly CategoryNode[], parent: string | null) => {
    for (const node of nodes) {
      // The first occurrence wins: a category listed twice is one category.
      if (index.has(node.id)) continue
      index.set(node.id, { node, parent })
      walk(node.children, node.id)
    }
  }
  walk(tree, null)
  return index
}

const ancestorsOf = (id: string, index: CategoryIndex): string[] => {
  const ancestors: string[] = []
  for (let at = index.get(id)?.parent ?? null; at !== null; at = index.get(at)?.parent ?? null) ancestors.push(at)
  return ancestors
}

const descendantsOf = (node: CategoryNode): string[] => node.children.flatMap((child) => [child.id, ...descendantsOf(child)])

// A child without results cannot be checked (spec 1 §5), so a parent is complete without it.
const selectable = (node: CategoryNode) => node.children.filter((child) => child.count > 0)

/**
 * The selection in its canonical form for `index`: ids the tree does not know are dropped (the address
 * bar is user input), duplicates and ids inside an already selected branch go, and parents whose
 * children are all selected take their place. Keeps the order of first mention.
 */
export function normalizeSelection(selected: readonly string[], index: CategoryIndex): string[] {
  let ids = [...new Set(selected)].filter((id) => index.has(id))
  const chosen = new Set(ids)
  ids = ids.filter((id) => !ancestorsOf(id, index).some((ancestor) => chosen.has(ancestor)))
  // Completed parents, from the deepest up: each merge may complete the next level.
  for (let merged = true; merged; ) {
    merged = false
    for (const [id, { node }] of index) {
      const children = selectable(node)
      if (ids.includes(id) || children.length === 0 || !children.every((child) => ids.includes(child.id))) continue
      const leaving = new Set(descendantsOf(node))
      const at = ids.findIndex((other) => leaving.has(other))
      ids = ids.filter((other) => !leaving.has(other))
      ids.splice(Math.min(at, ids.length), 0, id)
      merged = true
    }
  }
  return ids
}

/** What the checkbox of `id` shows for a normalised selection. */
export function checkStateOf(id: string, selected: readonly string[], index: CategoryIndex): CheckState {
  if (selected.includes(id) || ancestorsOf(id, index).some((ancestor) => selected.includes(ancestor))) return 'checked'
  const entry = index.get(id)
  if (entry && descendantsOf(entry.node).some((descendant) => selected.includes(descendant))) return 'mixed'
  return 'unchecked'
}

/** The selection after the user toggled the checkbox of `id` (see the rules above). */
export function toggleCategory(id: string, selected: readonly string[], index: CategoryIndex): string[] {
  const entry = index.get(id)
  if (!entry) return [...selected]
  if (checkStateOf(id, selected, index) !== 'checked') {
    const inside = new Set(descendantsOf(entry.node))
    return normalizeSelection([...selected.filter((other) => !inside.has(other)), id], index)
  }
  if (selected.includes(id)) return selected.filter((other) => other !== id)
  // Inside a selected branch: the branch's top leaves, and every category beside the path down to `id`
  // stays checked on its own.
  const path = [id, ...ancestorsOf(id, index)]
  const top = path.findIndex((at) => selected.includes(at))
  const kept: string[] = []
  for (let level = top; level > 0; level--) {
    const parent = index.get(path[level] ?? '')?.node
    const child = path[level - 1]
    for (const sibling of parent ? selectable(parent) : []) if (sibling.id !== child) kept.push(sibling.id)
  }
  return selected.filter((other) => other !== path[top]).concat(kept)
}
