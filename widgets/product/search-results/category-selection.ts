import type { CategoryNode } from '@/api/search'

// The category filter's selection rules (spec 1 §4: "a parent category is checked when any child is
// checked and unchecked when none remain"). The selection is the list of checked ids, sent as categories[]
// and kept in the address bar; it holds every checked category with all of its parents:
// - checking a category checks its parents with it; checked alone, a category stands for all of it;
// - a checked child narrows its checked parent to the checked children (the backend filters by the checked
//   categories that have no checked child, api/search.ts getAdvancedSearch); such a parent looks mixed
//   (aria-checked="mixed") until every child with results is checked;
// - unchecking a category takes its checked children with it, and each parent of which no checked child
//   remains is unchecked too;
// - clicking a mixed parent makes it the whole category again (its children leave the selection).

/** What a category's checkbox shows. */
export type CheckState = 'checked' | 'mixed' | 'unchecked'

type Entry = { node: CategoryNode; parent: string | null }

/** The categories of a tree by id, each with its parent's id, in the tree's order (parents before their children). */
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
  for (let at = index.get(id)?.parent ?? null; at !== null && !ancestors.includes(at); at = index.get(at)?.parent ?? null) ancestors.push(at)
  return ancestors
}

const descendantsOf = (node: CategoryNode): string[] => node.children.flatMap((child) => [child.id, ...descendantsOf(child)])

// A child without results cannot be checked (spec 1 §5), so a parent is complete without it.
const selectable = (node: CategoryNode) => node.children.filter((child) => child.count > 0)

/**
 * The selection in its canonical form for `index`: ids the tree does not know are dropped (the address bar
 * is user input), the parents of every checked category are added, duplicates go; in the tree's order.
 */
export function normalizeSelection(selected: readonly string[], index: CategoryIndex): string[] {
  const chosen = new Set(selected.filter((id) => index.has(id)).flatMap((id) => [id, ...ancestorsOf(id, index)]))
  return [...index.keys()].filter((id) => chosen.has(id))
}

/**
 * The categories the selection filters by: the checked ones without a checked child (a checked child
 * narrows its parent). What the filter button counts.
 */
export function narrowestCategories(selected: readonly string[], index: CategoryIndex): string[] {
  return selected.filter((id) => !index.get(id)?.node.children.some((child) => selected.includes(child.id)))
}

/** What the checkbox of `id` shows for a normalised selection. */
export function checkStateOf(id: string, selected: readonly string[], index: CategoryIndex): CheckState {
  const node = index.get(id)?.node
  if (!node || !selected.includes(id)) return 'unchecked'
  const checkedChildren = node.children.filter((child) => selected.includes(child.id))
  if (checkedChildren.length === 0) return 'checked'
  const complete = selectable(node).every((child) => checkStateOf(child.id, selected, index) === 'checked')
  return complete ? 'checked' : 'mixed'
}

/** The selection after the user toggled the checkbox of `id` (see the rules above). */
export function toggleCategory(id: string, selected: readonly string[], index: CategoryIndex): string[] {
  const entry = index.get(id)
  if (!entry) return [...selected]
  const state = checkStateOf(id, selected, index)
  if (state === 'unchecked') return normalizeSelection([...selected, id], index)
  const below = new Set(descendantsOf(entry.node))
  if (state === 'mixed') return selected.filter((other) => !below.has(other))
  // Checked: out with its children; then each parent of which no checked child remains.
  const leaving = new Set([id, ...below])
  for (const ancestor of ancestorsOf(id, index)) {
    const children = index.get(ancestor)?.node.children ?? []
    if (children.some((child) => selected.includes(child.id) && !leaving.has(child.id))) break
    leaving.add(ancestor)
  }
  return selected.filter((other) => !leaving.has(other))
}
