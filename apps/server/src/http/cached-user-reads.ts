import {
  addressDetail,
  addressList,
  cartList,
  type Endpoint,
  favouriteList,
  notificationList,
  notificationUnreadCount,
  orderDetail,
  orderList,
  refundDetail,
  shopFollowList,
  userGetUserInfo,
  walletBill,
  walletExtractInfo,
  walletExtractLog,
  walletRechargeLog,
} from '@crossmart/api-client'

/**
 * The logged-in reads answered from the per-user read cache (server README "Fast logged-in reads";
 * user-read-cache.ts). Each is a pure read of the caller's own data: no side effect, no part of the
 * answer that depends on the token rather than the user (the sessions list marks the current
 * session, so it is not here). Every other endpoint a logged-in user calls, except public GET reads,
 * counts as a write and drops that user's cached reads.
 */
export const CACHED_USER_READS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  userGetUserInfo,
  orderList,
  orderDetail,
  refundDetail,
  addressList,
  addressDetail,
  cartList,
  notificationList,
  notificationUnreadCount,
  shopFollowList,
  favouriteList,
  walletBill,
  walletRechargeLog,
  walletExtractLog,
  walletExtractInfo,
])
