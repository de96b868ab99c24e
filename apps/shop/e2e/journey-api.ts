import {
  type ApiClient,
  addressAdd,
  addressList,
  cartAdd,
  cartList,
  cartRemove,
  consoleShip,
  createApiClient,
  indexProduct,
  orderCreate,
  orderPay,
  productDetail,
  userLogin,
  userRegister,
  userResetPay,
} from '@crossmart/api-client'
import { DEMO } from './browser.ts'

/**
 * The other side of the journeys the browser tests walk (issue #31): what staff, the operator or
 * an earlier visit did, through the same HTTP API the console and the shop call.
 */

export interface Credentials {
  account: string
  password: string
}

/** The seeded operator (apps/server README "Console"). */
export const OPERATOR: Credentials = { account: 'operator', password: 'operator123' }

/** The seeded customer service of shop N (`service<N>` / service123, apps/server README). */
export const staffOf = (shopId: number): Credentials => ({
  account: `service${shopId}`,
  password: 'service123',
})

/** A client logged in as `who` (no duplicate-request window: a journey repeats calls on purpose). */
export async function clientAs(baseUrl: string, who: Credentials): Promise<ApiClient> {
  let token = ''
  const client = createApiClient({
    baseUrl,
    getToken: () => token,
    getLang: () => 'en',
    duplicateWindowMs: 0,
  })
  token = (await client.call(userLogin, who)).userinfo.token
  return client
}

export const demoClient = (baseUrl: string) => clientAs(baseUrl, DEMO)

let registered = 0

/**
 * A new shopper's payment code: the demo's 123456 is refused as a new code (issue #46: trivial
 * codes), so new shoppers set this one.
 */
export const NEW_SHOPPER_PAY_CODE = '246810'

/** A new shopper with no money and NEW_SHOPPER_PAY_CODE (a balance too low to pay anything). */
export async function newShopper(baseUrl: string, prefix: string): Promise<Credentials> {
  registered += 1
  const stamp = `${registered}${Date.now().toString(36)}`
  const account = `${prefix}${stamp}`
  const password = 'secret123'
  const guest = createApiClient({ baseUrl, getToken: () => '', getLang: () => 'en', duplicateWindowMs: 0 })
  await guest.call(userRegister, {
    username: account,
    // Registration takes one contact, an email or a mobile (issue #31).
    email: `${account}@example.com`,
    password,
    confirmPassword: password,
  })
  const client = await clientAs(baseUrl, { account, password })
  await client.call(userResetPay, { mode: 'set', newCode: NEW_SHOPPER_PAY_CODE })
  return { account, password }
}

/** The shopper's default address, made when they have none. */
async function deliveryAddressId(client: ApiClient): Promise<number> {
  let addresses = await client.call(addressList)
  if (addresses.list.length === 0) {
    await client.call(addressAdd, {
      addressee: 'Journey Shopper',
      mobile: '+10000000001',
      area: 'Springfield',
      detailedAddress: '742 Evergreen Terrace',
      tag: 'Home',
      isDefault: true,
    })
    addresses = await client.call(addressList)
  }
  const address = addresses.list.find((a) => a.isDefault) ?? addresses.list[0]
  if (!address) throw new Error('the shopper has no address')
  return address.id
}

export interface PlacedOrder {
  id: number
  orderSn: string
  shopId: number
  productId: number
  totalCents: number
}

/**
 * One unit of the `nth` product in stock on the home list, ordered (unpaid) by `client`; the
 * journeys pick different products so they never share a review or a stock count.
 */
export async function placeOrder(client: ApiClient, nth: number): Promise<PlacedOrder> {
  const products = await client.call(indexProduct, { page: 1, limit: 20 })
  const inStock = products.list.filter((product) => product.stock > 0)
  const candidate = inStock[nth % inStock.length]
  if (!candidate) throw new Error('the demo data has no product in stock')
  const detail = await client.call(productDetail, { id: candidate.id })
  const sku = detail.skus.find((s) => s.stock > 0)
  await client.call(cartAdd, { productId: candidate.id, ...(sku ? { skuId: sku.id } : {}), quantity: 1 })
  const cart = await client.call(cartList)
  const cartIds = cart.shops
    .flatMap((shop) => shop.items)
    .filter((item) => item.productId === candidate.id)
    .map((item) => item.id)
  const created = await client.call(orderCreate, { cartIds, addressId: await deliveryAddressId(client) })
  const order = created.orders[0]
  if (!order) throw new Error('no order created')
  return {
    id: order.id,
    orderSn: order.orderSn,
    shopId: detail.shop.id,
    productId: candidate.id,
    totalCents: order.totalCents,
  }
}

/** Pays the order from the shopper's balance with the demo payment code. */
export async function pay(client: ApiClient, orderId: number): Promise<void> {
  await client.call(orderPay, { orderIds: [orderId], payCode: DEMO.payCode })
}

/** The shop's customer service ships the order, as the console's Ship form does. */
export async function shipAsStaff(
  baseUrl: string,
  order: PlacedOrder,
  logistics = { company: 'DHL', trackingNo: `JD${order.id}` },
): Promise<void> {
  const staff = await clientAs(baseUrl, staffOf(order.shopId))
  await staff.call(consoleShip, { orderId: order.id, ...logistics })
}

/** Takes the product's lines out of the shopper's cart ("Buy again" put them there; other files check out the cart). */
export async function removeFromCart(client: ApiClient, productId: number): Promise<void> {
  const cart = await client.call(cartList)
  const ids = cart.shops
    .flatMap((shop) => shop.items)
    .filter((item) => item.productId === productId)
    .map((item) => item.id)
  if (ids.length > 0) await client.call(cartRemove, { ids })
}

/** One unit of the product (its first SKU in stock) into the shopper's cart. */
export async function addToCart(client: ApiClient, productId: number): Promise<void> {
  const detail = await client.call(productDetail, { id: productId })
  const sku = detail.skus.find((s) => s.stock > 0)
  await client.call(cartAdd, { productId, ...(sku ? { skuId: sku.id } : {}), quantity: 1 })
}
