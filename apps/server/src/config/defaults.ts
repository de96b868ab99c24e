/**
 * Defaults of settings the environment may change (config.ts reads them); the features that use a
 * setting get it from the config, so the config knows no feature.
 */

/**
 * How long public catalog reads are served from memory (CATALOG_CACHE_TTL_MS). Short enough that
 * stock and prices shown are at most a few seconds old (orders re-check stock in their own
 * transaction), long enough that a burst of 100 concurrent shoppers hits the database once per key
 * (server README "Load benchmark": p99 < 50 ms).
 */
export const CATALOG_CACHE_TTL_MS = 2_000

/**
 * Server README "Receipt is confirmed by itself": how long after shipping an order the shopper has
 * not confirmed is taken as received (ORDER_AUTO_CONFIRM_DAYS; Shopee and Taobao use a similar window).
 */
export const DEFAULT_ORDER_AUTO_CONFIRM_DAYS = 10
