import { HOME_PATH, isPublicPath, LOGIN_PATH, ROOT_PATH } from '../lib/public-paths'

/** What the guard needs from the session (SessionService satisfies it). */
export interface GuardSession {
  hasToken(): boolean
  hasUserInfo(): boolean
  loadUserInfo(): Promise<unknown>
  logout(): Promise<void>
  clear(): void
}

export type GuardDecision =
  | { type: 'allow' }
  /** Guest on a protected path: show the loginFirst notice, go to /login, come back to `from`. */
  | { type: 'login'; notice: 'loginFirst'; from: string }
  /** The user-info fetch failed and logout worked: go to /login. */
  | { type: 'login'; notice: null; from: null }
  | { type: 'root' }

/** Path and full href (with search) of the navigation being guarded. */
export interface GuardTarget {
  pathname: string
  href: string
}

/**
 * The navigation guard of shop-spec §4 and §6, as a function of the target and the session.
 * The router's root `beforeLoad` turns the decision into a redirect.
 */
export async function guardNavigation(target: GuardTarget, session: GuardSession): Promise<GuardDecision> {
  // shop-spec §2: the root only redirects to /home (its route does that); nothing to guard.
  if (target.pathname === ROOT_PATH) return { type: 'allow' }

  if (!session.hasToken()) {
    // shop-spec §6: a guest may open public paths; elsewhere the loginFirst notice and /login.
    if (isPublicPath(target.pathname)) return { type: 'allow' }
    return { type: 'login', notice: 'loginFirst', from: target.href }
  }

  if (!session.hasUserInfo()) {
    // shop-spec §4: a token without user info fetches it first, then the navigation is repeated.
    try {
      await session.loadUserInfo()
    } catch {
      // shop-spec §4: if that fails, logout and /login; if logout fails too, drop the token, go to /.
      try {
        await session.logout()
        return { type: 'login', notice: null, from: null }
      } catch {
        session.clear()
        return { type: 'root' }
      }
    }
    return guardNavigation(target, session)
  }

  // shop-spec §4: a logged-in user opening /login is sent to /.
  if (target.pathname === LOGIN_PATH) return { type: 'root' }
  return { type: 'allow' }
}

export { HOME_PATH, LOGIN_PATH, ROOT_PATH }
