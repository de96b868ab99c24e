import type { CSSProperties, ReactNode } from 'react'
import { cx } from '../internal/class-names.js'

export interface SkeletonProps {
  width?: number | string
  height?: number | string
  /** A circle (avatar) instead of a rounded rectangle. */
  circle?: boolean
  radius?: number | string
  className?: string
  style?: CSSProperties
}

/** One grey shape; compose them into the shape of the page that is loading. */
export function Skeleton({ width, height, circle, radius, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('cm-skeleton', circle && 'cm-skeleton--circle', className)}
      style={{
        ...(width !== undefined ? { width } : {}),
        ...(height !== undefined ? { height } : {}),
        ...(radius !== undefined ? { borderRadius: radius } : {}),
        ...style,
      }}
    />
  )
}

export interface SkeletonTextProps {
  rows?: number
  /** Width of the last row, so the block reads like a paragraph. */
  lastRowWidth?: number | string
  className?: string
}

export function SkeletonText({ rows = 3, lastRowWidth = '60%', className }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={cx('cm-skeleton-text', className)}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, stateless rows
        <Skeleton key={i} className="cm-skeleton-text__row" width={i === rows - 1 ? lastRowWidth : '100%'} />
      ))}
    </span>
  )
}

export interface SkeletonScreenProps {
  /** Spoken while loading, e.g. "Loading". */
  label: string
  /** While true the skeleton shows; the content otherwise. */
  loading: boolean
  skeleton: ReactNode
  children?: ReactNode
  className?: string
}

/** Swaps a page-shaped skeleton for the content; announces the wait once to screen readers. */
export function SkeletonScreen({ label, loading, skeleton, children, className }: SkeletonScreenProps) {
  if (!loading) return <>{children}</>
  return (
    <div className={cx('cm-skeleton-screen', className)} role="status" aria-busy="true" aria-label={label}>
      {skeleton}
    </div>
  )
}
