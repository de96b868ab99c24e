import { type KeyboardEvent, type ReactNode, useState } from 'react'

/**
 * The keyboard of a composer that offers suggestions above its box (quick replies, @mentions):
 * ArrowUp/Down move through them, Tab or Enter picks the highlighted one, Escape closes them when the
 * composer can; with none shown, Enter sends and Shift+Enter (or an IME still composing) is a new line.
 */
export function useSuggestionKeys<T>(
  options: readonly T[],
  actions: { pick(option: T): void; send(): void; dismiss?(): void },
) {
  const [active, setActive] = useState(0)
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : options.length - 1
        setActive((i) => (i + step) % options.length)
        return
      }
      if (event.key === 'Tab' || (event.key === 'Enter' && !event.shiftKey)) {
        event.preventDefault()
        actions.pick(options[Math.min(active, options.length - 1)]!)
        return
      }
      if (event.key === 'Escape' && actions.dismiss) {
        event.preventDefault()
        actions.dismiss()
        return
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      actions.send()
    }
  }
  return { active, resetActive: () => setActive(0), onKeyDown }
}

/** The suggestions above a composer's box; a pick keeps the focus in the box (no blur on press). */
export function SuggestionList<T>({
  label,
  options,
  active,
  keyOf,
  onPick,
  children,
}: {
  label: string
  options: readonly T[]
  active: number
  keyOf(option: T): string
  onPick(option: T): void
  children(option: T): ReactNode
}) {
  if (options.length === 0) return null
  return (
    <ul className="suggestions" aria-label={label}>
      {options.map((option, i) => (
        <li key={keyOf(option)}>
          <button
            type="button"
            aria-current={i === active ? 'true' : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(option)}
          >
            {children(option)}
          </button>
        </li>
      ))}
    </ul>
  )
}
