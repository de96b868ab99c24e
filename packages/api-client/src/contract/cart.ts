import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { cents, count, id, idValue, int, noInput } from './fields.js'
import { idList } from './input-fields.js'

/** The largest quantity one cart line may hold (stock is checked by the server as well). */
const MAX_CART_QUANTITY = 9_999

/*#__NO_SIDE_EFFECTS__*/
const quantity = () =>
  int('validation.quantityInvalid').check(
    z.gte(1, { error: 'validation.quantityInvalid' }),
    z.lte(MAX_CART_QUANTITY, { error: 'validation.quantityInvalid' }),
  )

export const cartItemSchema = z.object({
  id: idValue(),
  productId: idValue(),
  productName: z.string(),
  image: z.string(),
  skuId: z.nullable(idValue()),
  /** Spec values joined for display, '' when the product has no specs. */
  spec: z.string(),
  unitPriceCents: cents(),
  quantity: count(),
  stock: count(),
  selected: z.boolean(),
  /** false when the product was removed or is out of stock. */
  available: z.boolean(),
})
export type CartItem = z.infer<typeof cartItemSchema>

/** The cart grouped by shop, with the totals of the selected lines. */
export const cartViewSchema = z.object({
  shops: z.array(
    z.object({
      shopId: idValue(),
      shopName: z.string(),
      items: z.array(cartItemSchema),
      selectedTotalCents: cents(),
    }),
  ),
  itemCount: count(),
  selectedCount: count(),
  selectedTotalCents: cents(),
})
export type CartView = z.infer<typeof cartViewSchema>

export const cartList = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/cart/list',
  summary: 'The cart grouped by shop with selected totals',
  auth: true,
  request: noInput(),
  response: cartViewSchema,
})

export const cartAdd = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/cart/add',
  summary: 'Add a product (and SKU) to the cart; merges with an existing line; stock checked',
  auth: true,
  request: z.object({ productId: id(), skuId: z.optional(id()), quantity: quantity() }),
  response: cartViewSchema,
})

export const cartUpdate = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/cart/update',
  summary: 'Change the quantity of a cart line; stock checked',
  auth: true,
  request: z.object({ id: id(), quantity: quantity() }),
  response: cartViewSchema,
})

export const cartRemove = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/cart/remove',
  summary: 'Remove cart lines',
  auth: true,
  request: z.object({ ids: idList() }),
  response: cartViewSchema,
})

/** Select or unselect one or more lines, a shop's lines, or all lines. */
export const cartSelect = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/cart/select',
  summary: "Select or unselect lines, a shop's lines, or everything",
  auth: true,
  request: z.discriminatedUnion(
    'scope',
    [
      z.object({
        scope: z.literal('items'),
        ids: idList(),
        selected: z.boolean({ error: 'validation.invalid' }),
      }),
      z.object({
        scope: z.literal('shop'),
        shopId: id(),
        selected: z.boolean({ error: 'validation.invalid' }),
      }),
      z.object({ scope: z.literal('all'), selected: z.boolean({ error: 'validation.invalid' }) }),
    ],
    { error: 'validation.invalid' },
  ),
  response: cartViewSchema,
})
