import { lazy, Suspense, useState } from 'react'

const ProgressBar = lazy(() =>
  import('@crossmart/ui-kit/progress-bar').then((module) => ({ default: module.ProgressBar })),
)

export interface NavigationProgressProps {
  /** True while a navigation runs. */
  active: boolean
  label: string
}

/**
 * shop-spec §2's thin bar during navigation, loaded after the first view (issue #26: nothing on the
 * first view that it does not show). A page shows no bar until the shopper navigates, so its code
 * (1 KB) stays out of /home's first script and is fetched with the first navigation, beside that
 * screen's own chunk; a navigation that ends before it arrives simply shows no bar.
 */
export function NavigationProgress({ active, label }: NavigationProgressProps) {
  const [started, setStarted] = useState(active)
  // Derived state, set during render: the bar mounts with the first navigation and stays.
  if (active && !started) setStarted(true)
  if (!started) return null
  return (
    <Suspense fallback={null}>
      <ProgressBar active={active} label={label} />
    </Suspense>
  )
}
