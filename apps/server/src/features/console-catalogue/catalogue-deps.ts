import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import type { CatalogCache } from '../catalog/catalog-cache'

/**
 * What the operator's catalogue writes need (issue #48): the database, the clock (audit times,
 * schedules), and the public catalogue's cache, dropped after every committed write so shoppers'
 * lists, the home and its server-rendered first view show the change at once (catalog-cache.ts).
 */
export interface CatalogueDeps {
  db: Database
  clock: Clock
  catalog: Pick<CatalogCache, 'invalidate'>
}
