import { type ApiClient, favouriteAdd, favouriteRemove } from '@crossmart/api-client'

/**
 * Adds or removes a favourite on the server. favourite-ids.ts loads this module with the first tap
 * on a heart, so the two calls' definitions are not part of the code every page downloads first
 * (README "Performance budget").
 */
export function sendFavourite(api: ApiClient, productId: number, on: boolean) {
  return api.call(on ? favouriteAdd : favouriteRemove, { productId })
}
