import { useEffect, useState } from 'react'

/** The part of VisualViewport the sheet reads; injectable for tests and embedded webviews. */
export interface ViewportLike {
  readonly height: number
  readonly offsetTop: number
  addEventListener(type: 'resize' | 'scroll', listener: () => void): void
  removeEventListener(type: 'resize' | 'scroll', listener: () => void): void
}

/**
 * How many pixels of the layout viewport the on-screen keyboard covers at the bottom: the
 * layout height minus the visible (visual) viewport's bottom edge. 0 without visualViewport.
 */
export function useKeyboardInset(active: boolean, viewport?: ViewportLike | null): number {
  const [inset, setInset] = useState(0)
  useEffect(() => {
    if (!active) {
      setInset(0)
      return
    }
    const vv = viewport ?? (typeof window === 'undefined' ? null : (window.visualViewport ?? null))
    if (!vv) return
    const update = () => {
      const covered = window.innerHeight - (vv.height + vv.offsetTop)
      setInset(covered > 0 ? Math.round(covered) : 0)
    }
    update()
    vv.addEventListener('resize', update)
    vv.addEventListener('scroll', update)
    return () => {
      vv.removeEventListener('resize', update)
      vv.removeEventListener('scroll', update)
    }
  }, [active, viewport])
  return inset
}
