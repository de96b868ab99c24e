import { useEffect, useRef } from 'react'

/**
 * Issue #44: "(3) CrossMart console" while 3 messages wait, so a console in a background tab says
 * it has work. The page's own title comes back when nothing waits or the setting is off.
 */
export function useTabTitle(unreadMessages: number, enabled: boolean): void {
  const base = useRef<string | null>(null)
  useEffect(() => {
    base.current ??= document.title
    document.title = enabled && unreadMessages > 0 ? `(${unreadMessages}) ${base.current}` : base.current
  }, [unreadMessages, enabled])
  useEffect(
    () => () => {
      if (base.current !== null) document.title = base.current
    },
    [],
  )
}
