import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * True while the component is shown and `active`. A hidden <Activity> runs its effects' cleanups
 * and an app's keep-alive passes `active={false}`; scroll events from then on (display: none resets
 * the offset) are the browser's, not the user's, so the list parts ignore them.
 */
export function useAttached(active: boolean): RefObject<boolean> {
  const attachedRef = useRef(false)
  useLayoutEffect(() => {
    if (!active) return
    attachedRef.current = true
    return () => {
      attachedRef.current = false
    }
  }, [active])
  return attachedRef
}
