import {
  consoleProduct,
  consoleProductDelete,
  consoleProductDuplicate,
  consoleProductSave,
  consoleProductStatus,
  consoleProducts,
  consoleStockSave,
} from '@crossmart/api-client'
import type { AppServices } from '../../app-services'
import { ownShopId } from '../console/console-actor'
import type { ConsoleMount } from '../console/console-mount'
import {
  deleteProduct,
  duplicateProduct,
  type ProductEditorDeps,
  saveProduct,
  saveStock,
  setProductStatus,
} from './product-editor'
import { listShopProducts, loadShopProduct } from './product-table'

/**
 * The products screen's calls (server README "Products"), mounted with the console's: their
 * contract audience is `shopManager` (an agent answers chat and ships; the operator runs the
 * marketplace, not a shop's listing), and every call is scoped to the manager's shop.
 */
export function mountProductEditorRoutes(
  mount: ConsoleMount,
  { db, clock, catalogCache }: Pick<AppServices, 'db' | 'clock' | 'catalogCache'>,
): void {
  const deps: ProductEditorDeps = { db, clock, catalog: catalogCache }

  mount(consoleProducts, async (ctx, actor) => listShopProducts(db, ownShopId(actor), ctx.input, ctx.lang))
  mount(consoleProduct, async (ctx, actor) => loadShopProduct(db, ownShopId(actor), ctx.input.id))
  mount(consoleProductSave, async (ctx, actor) => {
    return saveProduct(deps, { shopId: ownShopId(actor), userId: actor.userId }, ctx.input)
  })
  mount(consoleProductDuplicate, async (ctx, actor) => duplicateProduct(deps, ownShopId(actor), ctx.input.id))
  mount(consoleProductStatus, async (ctx, actor) =>
    setProductStatus(deps, ownShopId(actor), ctx.input.id, ctx.input.status),
  )
  mount(consoleProductDelete, async (ctx, actor) => deleteProduct(deps, ownShopId(actor), ctx.input.id))
  mount(consoleStockSave, async (ctx, actor) => saveStock(deps, ownShopId(actor), ctx.input.items))
}
