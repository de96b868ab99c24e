import { useEffect, useState } from 'react'

/**
 * Milliseconds left until `deadline` on the app's clock (`services.now`, which tests move), read
 * again every second while time is left. Null without a deadline.
 */
export function useTimeLeft(deadline: number | null, now: () => number): number | null {
  const [at, setAt] = useState(now)
  useEffect(() => {
    if (deadline === null) return
    setAt(now())
    const timer = setInterval(() => {
      const current = now()
      setAt(current)
      if (current >= deadline) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline, now])
  return deadline === null ? null : deadline - at
}
