/** What a queue shortcut asks for (issue #29, the keys Chatwoot's users know). */
export type QueueShortcut = 'next' | 'previous' | 'resolve' | 'resolveAndNext'

/**
 * Alt+J / Alt+K: next / previous conversation; Alt+E: resolve; Ctrl+Alt+E: resolve and open the next.
 * Read from `code` (the physical key): on a Mac, Alt+J types "∆" into `key`.
 */
export function queueShortcutOf(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>,
): QueueShortcut | null {
  if (!event.altKey || event.metaKey || event.shiftKey) return null
  if (event.code === 'KeyE') return event.ctrlKey ? 'resolveAndNext' : 'resolve'
  if (event.ctrlKey) return null
  if (event.code === 'KeyJ') return 'next'
  if (event.code === 'KeyK') return 'previous'
  return null
}

/** The conversation `step` places from `current` in the list (the first when none is open), or null at an end. */
export function neighbourOf(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null
  const at = current === null ? -1 : ids.indexOf(current)
  if (at === -1) return ids[0] ?? null
  return ids[at + step] ?? null
}
