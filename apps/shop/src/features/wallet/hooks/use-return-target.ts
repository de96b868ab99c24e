import { createContext, useContext } from 'react'

/**
 * The checked way back of the top-up screens (issue #31, `return-path.ts`), given by their route
 * to the screen and everything in it (the links between the top-up screens, the pending recharge).
 */
export const ReturnTargetContext = createContext<string | null>(null)

export function useReturnTarget(): string | null {
  return useContext(ReturnTargetContext)
}
