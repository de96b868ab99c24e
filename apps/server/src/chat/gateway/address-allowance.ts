/** Gives back the place one socket held. Calling it again does nothing. */
export type ReleasePlace = () => void

/** How many sockets each client address holds, against a cap (issue #45). */
export interface AddressAllowance {
  /** A place for one more socket from `address`, or null when it holds `max` already. */
  take(address: string): ReleasePlace | null
  /** Sockets `address` holds now. */
  held(address: string): number
}

/** `max` sockets per address; 0 means no cap (counted all the same). */
export function createAddressAllowance(max: number): AddressAllowance {
  const counts = new Map<string, number>()
  return {
    take(address) {
      const count = counts.get(address) ?? 0
      if (max > 0 && count >= max) return null
      counts.set(address, count + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (counts.get(address) ?? 1) - 1
        // Addresses that hold nothing are forgotten: the map stays the size of what is open.
        if (left <= 0) counts.delete(address)
        else counts.set(address, left)
      }
    },
    held: (address) => counts.get(address) ?? 0,
  }
}
