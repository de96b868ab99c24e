import type { UserInfo } from '@crossmart/api-client'
import { atom } from 'jotai'

/** shop-spec §3 Session: the login token (persisted in the Admin-Token cookie by the runtime). */
export const tokenAtom = atom<string | null>(null)

/** shop-spec §3: the user-info object loaded after login; never persisted. */
export const userInfoAtom = atom<UserInfo | null>(null)

/** shop-spec §3: logged in means both token and user info are present. */
export const isLoggedInAtom = atom((get) => get(tokenAtom) !== null && get(userInfoAtom) !== null)
