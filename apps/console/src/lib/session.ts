import type { ConsoleMe } from '@crossmart/api-client'
import { atom } from 'jotai'

/** The logged-in console user's token (null: logged out). Written by login and logout only. */
export const tokenAtom = atom<string | null>(null)

/** Who is logged in (role, shop, service), once /api/console/me answered. */
export const meAtom = atom<ConsoleMe | null>(null)

export type Theme = 'light' | 'dark'
export const themeAtom = atom<Theme>('light')
