import { atom } from 'jotai'

/**
 * The address the shopper picked for checkout on /address in choose mode; null: checkout uses the
 * default address. Lives in the app's store (per app, no module state) so the kept-alive checkout
 * sees the choice when it is shown again.
 */
export const chosenAddressIdAtom = atom<number | null>(null)
