import type { ConsoleCategory } from '@crossmart/api-client'

export interface CategoryNode {
  category: ConsoleCategory
  children: ConsoleCategory[]
}

/**
 * The server's flat list (parents followed by their children, in display order) as a tree of two
 * levels; a child whose parent is missing from the list is shown at the top rather than lost.
 */
export function categoryTree(list: readonly ConsoleCategory[]): CategoryNode[] {
  const ids = new Set(list.map((c) => c.id))
  const nodes = list
    .filter((c) => c.parentId === null || !ids.has(c.parentId))
    .map((category) => ({ category, children: [] as ConsoleCategory[] }))
  const byId = new Map(nodes.map((node) => [node.category.id, node]))
  for (const c of list) {
    if (c.parentId !== null) byId.get(c.parentId)?.children.push(c)
  }
  return nodes
}
