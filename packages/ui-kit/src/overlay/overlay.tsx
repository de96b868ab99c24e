import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

export interface OverlayProps {
  open: boolean
  /** Where the layer is rendered; document.body by default, nothing without a document. */
  container?: Element | null | undefined
  /** Which panel the layer holds: `cm-dialog-layer` centres it, `cm-sheet-layer` docks it. */
  kind: 'dialog' | 'sheet'
  /** A tap on the dimming mask; the mask ignores taps without it. */
  onMaskClick?: (() => void) | undefined
  /** The panel. Mounted only while open, so its hooks (focus trap, keyboard inset) run only then. */
  children: ReactNode
}

/** The fixed layer and dimming mask that Dialog and Sheet share, portalled while open. */
export function Overlay({ open, container, kind, onMaskClick, children }: OverlayProps) {
  if (!open) return null
  const target = container ?? (typeof document === 'undefined' ? null : document.body)
  if (!target) return null
  return createPortal(
    <div className={`cm-overlay cm-${kind}-layer`}>
      <div
        className="cm-overlay__mask"
        aria-hidden="true"
        onClick={onMaskClick}
        data-testid={`cm-${kind}-mask`}
      />
      {children}
    </div>,
    target,
  )
}
