import { describe, expect, it } from 'vitest'
import { CONSOLE_AUDIENCES, type HttpMethod } from './define-endpoint.js'
import { endpoints } from './endpoints.js'

const all = Object.values(endpoints)
const find = (method: HttpMethod, path: string) => all.find((e) => e.method === method && e.path === path)

// shop-spec §7, copied row by row: every call exists with its method.
const specCalls: [HttpMethod, string][] = [
  ['GET', '/api/index/banner'],
  ['GET', '/api/index/category'],
  ['GET', '/api/index/product'],
  ['GET', '/api/index/hot_product'],
  ['GET', '/api/index/hot_merchant'],
  ['GET', '/api/index/index'],
  ['POST', '/api/user/login'],
  ['GET', '/api/user/getUserInfo'],
  ['POST', '/api/user/logout'],
  ['POST', '/api/user/register'],
  ['GET', '/api/user/order_list'],
  ['POST', '/api/user/profile'],
  ['POST', '/api/user/resetpwd'],
  ['POST', '/api/user/resetPay'],
  ['POST', '/api/user/verify_pay'],
  ['GET', '/api/user/getBlockchain'],
  ['POST', '/api/user/recharge'],
  ['GET', '/api/user/recharge_log'],
  ['POST', '/api/user/extract'],
  ['GET', '/api/user/extract'],
  ['GET', '/api/user/extract_log'],
  ['GET', '/api/user/address_list'],
  ['POST', '/api/user/address_add'],
  ['GET', '/api/user/address'],
  ['POST', '/api/user/address_set_default'],
  ['GET', '/api/user/address_del'],
  ['GET', '/api/user/language_list'],
  ['GET', '/api/user/bill'],
  ['GET', '/api/user/help_support'],
  ['GET', '/api/user/law'],
  ['POST', '/api/user/complain'],
  ['GET', '/api/chat/login'],
  ['GET', '/api/chat/getWebSocketUrl'],
  ['GET', '/api/chat/getRecentConversation'],
  ['POST', '/api/chat/getChannelMessage'],
  ['POST', '/api/chat/setUnread'],
  ['POST', '/api/chat/deleteRecentConversation'],
]

// Calls the spec leaves unnamed that issues 5-8 require.
const addedCalls: [HttpMethod, string][] = [
  // issue #46: forgot payment code, by the reset code flow
  ['POST', '/api/user/pay_code_send_code'],
  ['POST', '/api/user/pay_code_reset'],
  ['GET', '/api/product/detail'],
  ['GET', '/api/product/reviews'],
  // issue #46: the product page's rating line
  ['GET', '/api/product/review_summary'],
  ['GET', '/api/product/recommend'],
  ['GET', '/api/product/search'],
  ['GET', '/api/product/suggest'],
  ['GET', '/api/shop/info'],
  ['GET', '/api/shop/products'],
  ['POST', '/api/shop/follow'],
  ['POST', '/api/shop/unfollow'],
  ['GET', '/api/shop/follow_list'],
  ['POST', '/api/favourite/add'],
  ['POST', '/api/favourite/remove'],
  ['GET', '/api/favourite/list'],
  ['GET', '/api/favourite/ids'],
  ['GET', '/api/cart/list'],
  ['POST', '/api/cart/add'],
  ['POST', '/api/cart/update'],
  ['POST', '/api/cart/remove'],
  ['POST', '/api/cart/select'],
  ['POST', '/api/order/create'],
  ['POST', '/api/order/pay'],
  ['GET', '/api/order/detail'],
  ['POST', '/api/order/cancel'],
  ['POST', '/api/order/confirm'],
  ['POST', '/api/order/preview'],
  ['GET', '/api/user/bank_details'],
  ['GET', '/api/user/complaints'],
  ['POST', '/api/order/refund_apply'],
  ['GET', '/api/order/refund_detail'],
  ['POST', '/api/order/review'],
  ['POST', '/api/user/platform_complain'],
  ['GET', '/api/index/platform'],
  ['POST', '/api/user/set_language'],
  ['POST', '/api/upload/image'],
  ['GET', '/api/chat/getServiceChannel'],
  // The shopper's own space: password reset by code, notifications, active sessions
  ['POST', '/api/user/forgot_send_code'],
  ['POST', '/api/user/forgot_verify_code'],
  ['POST', '/api/user/forgot_reset'],
  ['GET', '/api/notification/list'],
  ['GET', '/api/notification/unread_count'],
  ['POST', '/api/notification/read'],
  ['POST', '/api/notification/read_all'],
  ['GET', '/api/user/sessions'],
  ['POST', '/api/user/session_revoke'],
  ['POST', '/api/user/session_revoke_others'],
  ['POST', '/api/user/logout_all'],
  // the staff and operator console (server README "Console")
  ['GET', '/api/console/me'],
  ['GET', '/api/console/inbox'],
  ['POST', '/api/console/assign'],
  ['GET', '/api/console/colleagues'],
  ['GET', '/api/console/quick_replies'],
  ['POST', '/api/console/quick_reply_save'],
  ['POST', '/api/console/quick_reply_delete'],
  ['GET', '/api/console/shopper'],
  ['GET', '/api/console/orders'],
  ['POST', '/api/console/order_ship'],
  ['POST', '/api/console/refund_decide'],
  ['GET', '/api/console/refund'],
  ['GET', '/api/console/recharges'],
  ['POST', '/api/console/recharge_audit'],
  ['GET', '/api/console/withdrawals'],
  ['POST', '/api/console/withdrawal_audit'],
  ['GET', '/api/console/complaints'],
  ['POST', '/api/console/complaint_resolve'],
  ['GET', '/api/console/audit_log'],
  ['GET', '/api/console/audit_log_facets'],
  ['GET', '/api/console/order'],
  ['GET', '/api/console/status'],
  // issue #48: a shop's products
  ['GET', '/api/console/products'],
  ['GET', '/api/console/product'],
  ['POST', '/api/console/product_save'],
  ['POST', '/api/console/product_duplicate'],
  ['POST', '/api/console/product_status'],
  ['POST', '/api/console/product_delete'],
  ['POST', '/api/console/stock_save'],
  // issue #48: the operator's marketplace
  ['GET', '/api/console/categories'],
  ['POST', '/api/console/category_save'],
  ['POST', '/api/console/category_move'],
  ['POST', '/api/console/category_hide'],
  ['POST', '/api/console/category_delete'],
  ['GET', '/api/console/banners'],
  ['POST', '/api/console/banner_save'],
  ['POST', '/api/console/banner_move'],
  ['POST', '/api/console/banner_delete'],
  ['GET', '/api/console/announcements'],
  ['POST', '/api/console/announcement_save'],
  ['POST', '/api/console/announcement_delete'],
  ['GET', '/api/console/hot_lists'],
  ['POST', '/api/console/hot_pin'],
  // issue #42 marketplace money
  ['GET', '/api/console/shop_balance'],
  ['GET', '/api/console/shop_statement'],
  ['GET', '/api/console/shop_payouts'],
  ['POST', '/api/console/payout_request'],
  ['POST', '/api/console/payout_account'],
  ['GET', '/api/console/payouts'],
  ['POST', '/api/console/payout_audit'],
  ['GET', '/api/console/platform_money'],
  ['GET', '/api/console/shop_ledger'],
  ['GET', '/api/console/reconciliation'],
  ['GET', '/api/console/commission_rates'],
  ['POST', '/api/console/commission_rate'],
  ['POST', '/api/console/conversation_state'],
  ['GET', '/api/console/availability'],
  ['POST', '/api/console/availability_set'],
  ['GET', '/api/console/queue_settings'],
  ['POST', '/api/console/queue_settings_save'],
  // issue #29 labels and message search (server README "Labels and message search")
  ['GET', '/api/console/labels'],
  ['POST', '/api/console/label_save'],
  ['POST', '/api/console/label_delete'],
  ['GET', '/api/console/conversation_labels'],
  ['POST', '/api/console/conversation_label_set'],
  ['GET', '/api/console/message_search'],
  // issue #29 satisfaction ratings
  ['GET', '/api/chat/rating'],
  ['POST', '/api/chat/rating_submit'],
  ['GET', '/api/console/conversation_ratings'],
  ['GET', '/api/console/report'],
  // The other provider callbacks of chat-spec §7 (server README "Chat")
  ['POST', '/api/chat/syncMessageExtras'],
  ['POST', '/api/chat/revokeMessage'],
  ['POST', '/api/chat/editMessage'],
  ['POST', '/api/chat/channelInfo'],
  ['POST', '/api/chat/syncSubscribers'],
  ['POST', '/api/chat/syncConversationExtras'],
  ['POST', '/api/chat/setConversationExtra'],
  ['POST', '/api/chat/syncReminders'],
  ['POST', '/api/chat/reminderDone'],
  // issue #48 "Merchants join"
  ['POST', '/api/merchant/apply'],
  ['GET', '/api/merchant/application_status'],
  ['POST', '/api/merchant/application_resubmit'],
  ['POST', '/api/merchant/set_password'],
  ['POST', '/api/upload/guest_image'],
  ['GET', '/api/console/applications'],
  ['GET', '/api/console/application'],
  ['POST', '/api/console/application_decide'],
  ['GET', '/api/console/shops'],
  ['POST', '/api/console/shop_suspend'],
]

// shop-spec §6 public pages: the data they need must not require a token.
const publicCalls = [
  '/api/index/banner',
  '/api/index/category',
  '/api/index/product',
  '/api/index/hot_product',
  '/api/index/hot_merchant',
  '/api/index/index',
  '/api/user/login',
  '/api/user/register',
  '/api/product/detail',
  '/api/product/reviews',
  '/api/product/review_summary',
  '/api/product/recommend',
  '/api/product/search',
  '/api/product/suggest',
  '/api/shop/info',
  '/api/shop/products',
  // the shopper's own space: the guest's password reset by code
  '/api/user/forgot_send_code',
  '/api/user/forgot_verify_code',
  '/api/user/forgot_reset',
  // issue #48: a business applies and its owner sets a password before having a login
  '/api/merchant/apply',
  '/api/merchant/application_status',
  '/api/merchant/application_resubmit',
  '/api/merchant/set_password',
  '/api/upload/guest_image',
]

describe('contract coverage', () => {
  it.each(specCalls)('shop-spec §7: %s %s', (method, path) => {
    expect(find(method, path)).toBeDefined()
  })

  it.each(addedCalls)('added: %s %s', (method, path) => {
    expect(find(method, path)).toBeDefined()
  })

  it('has nothing beyond the two tables, and no method+path twice', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual([...specCalls, ...addedCalls].map(([m, p]) => `${m} ${p}`).sort())
  })

  it('index calls are all GET (shop-spec §7)', () => {
    for (const e of all.filter((e) => e.path.startsWith('/api/index/'))) expect(e.method).toBe('GET')
  })

  it.each(publicCalls)('%s needs no token (public page data, shop-spec §6)', (path) => {
    expect(all.find((e) => e.path === path)?.auth).toBe(false)
  })

  it('every path follows /api/<area>/<action> and GETs send a query', () => {
    for (const e of all) {
      expect(e.path).toMatch(/^\/api\/[a-z]+\/[A-Za-z_]+$/)
      expect(e.summary.length).toBeGreaterThan(0)
      if (e.method === 'GET') expect(e.encoding).toBe('query')
    }
  })

  it('every console endpoint declares who may call it, and no other endpoint does (issue #48)', () => {
    const console = all.filter((e) => e.path.startsWith('/api/console/'))
    expect(console.length).toBeGreaterThan(50)
    for (const e of console) {
      expect(CONSOLE_AUDIENCES, `${e.path} audience`).toContain(e.audience)
      expect(e.auth, `${e.path} needs a session`).toBe(true)
    }
    for (const e of all.filter((e) => !e.path.startsWith('/api/console/')))
      expect(e.audience, `${e.path} is not a console endpoint`).toBeUndefined()
  })

  it('money fields are named ...Cents and typed as integers, in requests and responses', () => {
    const money = /(price|amount|balance|freight|charge|arrival|discount)/i
    const found: string[] = []
    for (const e of all) {
      for (const [key, schema] of objectKeys(e.request).concat(objectKeys(e.response))) {
        // rates (basis points) are not amounts
        if (!money.test(key) || key.endsWith('Bps')) continue
        found.push(key)
        expect(key, `${e.path} ${key}`).toMatch(/Cents$/)
        expect(isIntegerSchema(schema), `${e.path} ${key}`).toBe(true)
      }
    }
    expect(found.length).toBeGreaterThan(20)
  })
})

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def

/** Every (key, schema) of every object inside a schema, walking wrappers, arrays and unions. */
function objectKeys(schema: unknown, seen = new Set<unknown>()): [string, unknown][] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = defOf(schema)
  const inner = [def['innerType'], def['element'], def['in'], def['out']].filter(Boolean)
  const options = (def['options'] as unknown[] | undefined) ?? []
  const own = def.type === 'object' ? Object.entries(def['shape'] as Record<string, unknown>) : []
  return [
    ...own,
    ...own.flatMap(([, child]) => objectKeys(child, seen)),
    ...[...inner, ...options].flatMap((child) => objectKeys(child, seen)),
  ]
}

/** Integer: z.int() (number with an int format), or a request int (a pipe into a number with an integer refine). */
function isIntegerSchema(schema: unknown): boolean {
  const def = defOf(schema)
  if (def['innerType']) return isIntegerSchema(def['innerType'])
  // A request int is a pipe: decimal text -> number, then the number schema.
  if (def.type === 'pipe') return isIntegerSchema(def['out'])
  if (def.type !== 'number') return false
  if (def['format'] === 'safeint' || def['format'] === 'int32') return true
  const checks = (def['checks'] as { _zod: { def: { check: string; fn?: unknown } } }[] | undefined) ?? []
  return checks.some((check) => check._zod.def.fn === Number.isSafeInteger)
}
