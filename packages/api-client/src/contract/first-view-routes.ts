import type { EndpointRouteInit } from './define-endpoint.js'

// The routes of the calls a server-rendered first view names (issue #26), written once: the
// endpoints (home.ts, account.ts, favourite-ids.ts) spread them beside their schemas, and
// first-view-endpoints.ts makes them lazy. No zod here, so the app's first script carries none.

export const indexIndexRoute = {
  method: 'GET',
  path: '/api/index/index',
  summary: 'Home page aggregate: banners, categories, hot products, hot shops',
  auth: false,
} as const satisfies EndpointRouteInit

export const indexHotProductRoute = {
  method: 'GET',
  path: '/api/index/hot_product',
  summary: 'Hot products (paginated)',
  auth: false,
} as const satisfies EndpointRouteInit

export const userGetUserInfoRoute = {
  method: 'GET',
  path: '/api/user/getUserInfo',
  summary: 'The logged-in user (loaded after login)',
  auth: true,
} as const satisfies EndpointRouteInit

export const userLogoutRoute = {
  method: 'POST',
  path: '/api/user/logout',
  summary: 'Revoke the token',
  auth: true,
} as const satisfies EndpointRouteInit

export const favouriteIdsRoute = {
  method: 'GET',
  path: '/api/favourite/ids',
  summary: 'Ids of the favourite products, newest first (at most 1000), for the hearts on product cards',
  auth: true,
} as const satisfies EndpointRouteInit
