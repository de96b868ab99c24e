import type { CartItem, CartView } from '@crossmart/api-client'

type CartShop = CartView['shops'][number]

/** A line can be selected (and ordered) only while the product exists and has stock. */
export function isSelectable(item: CartItem): boolean {
  return item.available && item.stock > 0
}

/** A shop's checkbox is on when every selectable line of it is selected (and it has one). */
export function isShopSelected(shop: CartShop): boolean {
  const selectable = shop.items.filter(isSelectable)
  return selectable.length > 0 && selectable.every((item) => item.selected)
}

/** "Select all" is on when every selectable line of the cart is selected. */
export function isAllSelected(cart: CartView): boolean {
  const selectable = cart.shops.flatMap((shop) => shop.items.filter(isSelectable))
  return selectable.length > 0 && selectable.every((item) => item.selected)
}

/**
 * The selected lines per shop, as checkout shows and orders them (shop-spec §5: at least one cart
 * item must be selected; the server makes one order per shop). Shops without a selected line drop out.
 */
export function selectedShops(cart: CartView): (CartShop & { items: CartItem[] })[] {
  return cart.shops
    .map((shop) => ({ ...shop, items: shop.items.filter((item) => item.selected && isSelectable(item)) }))
    .filter((shop) => shop.items.length > 0)
}

/** The ids of the selected lines, sent as `cartIds` when the order is created. */
export function selectedCartIds(cart: CartView): number[] {
  return selectedShops(cart).flatMap((shop) => shop.items.map((item) => item.id))
}

/**
 * The lines a checkout orders: the selected ones, or only `onlyLine` when "Buy now" opened it
 * (issue #46: buying one item leaves the rest of the cart's selection as it was). A line that is
 * gone or not selectable leaves nothing to order.
 */
export function checkoutShops(
  cart: CartView,
  onlyLine: number | undefined,
): (CartShop & { items: CartItem[] })[] {
  if (onlyLine === undefined) return selectedShops(cart)
  return cart.shops
    .map((shop) => ({
      ...shop,
      items: shop.items.filter((item) => item.id === onlyLine && isSelectable(item)),
    }))
    .filter((shop) => shop.items.length > 0)
}

/** The ids of the lines a checkout orders (`checkoutShops`), sent as `cartIds`. */
export function checkoutCartIds(cart: CartView, onlyLine: number | undefined): number[] {
  return checkoutShops(cart, onlyLine).flatMap((shop) => shop.items.map((item) => item.id))
}
