import { atom } from 'jotai'

/** Items in the cart (the badge); null until known (guest, or not loaded yet). */
export const cartCountAtom = atom<number | null>(null)
