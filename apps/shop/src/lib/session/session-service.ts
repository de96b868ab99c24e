import {
  type ApiClient,
  type EndpointRequest,
  lazyUserGetUserInfo,
  lazyUserLogout,
  type UserInfo,
  type userLogin,
  type userRegister,
} from '@crossmart/api-client'
import type { Store } from 'jotai'
import { cartCountAtom } from '../cart-count/cart-count-atom'
import { clearFavouriteIds } from '../favourites/favourite-ids'
import { tokenAtom, userInfoAtom } from './session-atoms'
import type { TokenStorage } from './token-cookie'

export interface SessionServiceOptions {
  store: Store
  api: ApiClient
  tokenStorage: TokenStorage
}

/** Session actions (shop-spec §3/§4): the only code that writes the token and the user info. */
export interface SessionService {
  /** The token read from the cookie at start-up goes into the store. */
  restore(): void
  login(input: EndpointRequest<typeof userLogin>): Promise<UserInfo>
  /** `quiet`: the form shows a refusal beside its field itself (issue #46), so no failure toast. */
  register(input: EndpointRequest<typeof userRegister>, options?: { quiet?: boolean }): Promise<UserInfo>
  /** shop-spec §4: a token without user info fetches it. */
  loadUserInfo(): Promise<UserInfo>
  /** The user info after an edit (profile): every screen showing it updates. */
  setUserInfo(user: UserInfo): void
  /** Revokes the token on the server, then clears the session; rejects (session untouched) if the call fails. */
  logout(): Promise<void>
  /** shop-spec §4: logout, an invalid token or a password reset clear token and user info. */
  clear(): void
  hasToken(): boolean
  hasUserInfo(): boolean
}

/** Loaded with the first login or registration (a chunk of its own). */
const loadSignInCalls = () => import('./sign-in-calls')

export function createSessionService({ store, api, tokenStorage }: SessionServiceOptions): SessionService {
  function start(info: UserInfo & { token: string }): UserInfo {
    const { token, ...user } = info
    // Another shopper may log in on this device: their own favourites load on demand.
    clearFavouriteIds(store)
    tokenStorage.write(token)
    store.set(tokenAtom, token)
    store.set(userInfoAtom, user)
    return user
  }

  function clear(): void {
    tokenStorage.remove()
    store.set(tokenAtom, null)
    store.set(userInfoAtom, null)
    store.set(cartCountAtom, null)
    clearFavouriteIds(store)
  }

  return {
    restore() {
      store.set(tokenAtom, tokenStorage.read())
    },
    async login(input) {
      const { logIn } = await loadSignInCalls()
      const data = await logIn(api, input)
      return start(data.userinfo)
    },
    async register(input, options) {
      const calls = await loadSignInCalls()
      const data = await calls.register(api, input, options)
      return start(data.userinfo)
    },
    async loadUserInfo() {
      const user = await api.call(lazyUserGetUserInfo)
      store.set(userInfoAtom, user)
      return user
    },
    setUserInfo(user) {
      if (store.get(tokenAtom) !== null) store.set(userInfoAtom, user)
    },
    async logout() {
      await api.call(lazyUserLogout, undefined, { skipDuplicateCheck: true })
      clear()
    },
    clear,
    hasToken: () => store.get(tokenAtom) !== null,
    hasUserInfo: () => store.get(userInfoAtom) !== null,
  }
}
