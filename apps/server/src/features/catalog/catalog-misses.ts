import { API_CODE } from '@crossmart/api-client'
import type { Clock } from '../../clock'
import { createIpRateLimiter } from '../../http/ip-rate-limiter'
import { RefusalError } from '../../http/refusal-error'
import type { CatalogCache } from './catalog-cache'

/**
 * Public catalogue reads whose cache misses are paid from the client address's budget (issue #45:
 * unique product ids, each a miss and a database read, raised product detail p50 from 8 to 251 ms
 * within the per-IP limit). What is in memory costs nothing and is always answered; a miss past the
 * budget is refused before it reaches the database. A missing id is cached like any answer
 * (negative caching), so asking again for it is a hit.
 */
export interface CatalogMisses {
  /** `catalogCache.get(key, load)`, refused with code 1004 (HTTP 429) when it would miss and `ip` has no misses left. */
  read<T>(ip: string, key: string, load: () => Promise<T>): Promise<T>
}

export interface CatalogMissesOptions {
  cache: CatalogCache
  clock: Clock
  /** Misses per address per minute (CATALOG_MISSES_PER_MINUTE_PER_IP); 0: unbounded. */
  perMinute: number
}

export function createCatalogMisses({ cache, clock, perMinute }: CatalogMissesOptions): CatalogMisses {
  // The same fixed-window counter as the per-IP request budget, counting misses only (per replica).
  const budget = createIpRateLimiter(clock, perMinute)
  return {
    async read(ip, key, load) {
      if (perMinute > 0 && !cache.has(key) && !budget.take(ip))
        throw new RefusalError('request.rateLimited', { apiCode: API_CODE.rateLimited, httpStatus: 429 })
      return cache.get(key, load)
    },
  }
}
