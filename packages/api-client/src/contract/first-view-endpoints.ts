import { lazyEndpoint } from './define-endpoint.js'
import {
  favouriteIdsRoute,
  indexHotProductRoute,
  indexIndexRoute,
  userGetUserInfoRoute,
  userLogoutRoute,
} from './first-view-routes.js'

// The endpoints an app's first view names, lazy (define-endpoint.ts `lazyEndpoint`): /home's two
// calls, the session's user info and logout, and the hearts' favourite ids. Each loads the module
// that builds its schemas with its first call; the shop's first script then holds no zod
// (issue #26). Any other screen is a lazy chunk already and names the endpoints themselves.

export const lazyIndexIndex = /*#__PURE__*/ lazyEndpoint(indexIndexRoute, () =>
  import('./home.js').then((module) => module.indexIndex),
)

export const lazyIndexHotProduct = /*#__PURE__*/ lazyEndpoint(indexHotProductRoute, () =>
  import('./home.js').then((module) => module.indexHotProduct),
)

export const lazyUserGetUserInfo = /*#__PURE__*/ lazyEndpoint(userGetUserInfoRoute, () =>
  import('./account.js').then((module) => module.userGetUserInfo),
)

export const lazyUserLogout = /*#__PURE__*/ lazyEndpoint(userLogoutRoute, () =>
  import('./account.js').then((module) => module.userLogout),
)

export const lazyFavouriteIds = /*#__PURE__*/ lazyEndpoint(favouriteIdsRoute, () =>
  import('./favourite-ids.js').then((module) => module.favouriteIds),
)
