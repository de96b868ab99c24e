import { AUDIT_STATUS, type ShopBalance, type StatementLine } from '@crossmart/api-client'
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import {
  categories,
  moneyAccounts,
  moneyEntries,
  moneyTransfers,
  orders,
  payouts,
  shops,
  users,
} from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { PLATFORM, shopAccount } from './money-accounts'

const DAY_MS = 86_400_000

/** A period of whole UTC days `YYYY-MM-DD`, both ends inclusive and optional. */
export interface Period {
  from?: string | undefined
  to?: string | undefined
}

/** [from, to) as instants: `to` is the day after the period's last day. */
export function periodBounds(period: Period): { from: Date | null; until: Date | null } {
  const from = period.from ? new Date(`${period.from}T00:00:00Z`) : null
  const until = period.to ? new Date(new Date(`${period.to}T00:00:00Z`).getTime() + DAY_MS) : null
  return { from, until }
}

async function balancesOf(db: Executor, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: moneyAccounts.code, balanceCents: moneyAccounts.balanceCents })
    .from(moneyAccounts)
    .where(inArray(moneyAccounts.code, [...codes]))
  return new Map(rows.map((r) => [r.code, r.balanceCents]))
}

/** Issue #42: the owner's view of the shop's money right now. */
export async function shopBalance(db: Executor, shopId: number): Promise<ShopBalance> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId))
  if (!shop) throw notFound('shop.notFound')
  const balances = await balancesOf(db, [
    shopAccount(shopId, 'escrow'),
    shopAccount(shopId, 'available'),
    shopAccount(shopId, 'owed'),
  ])
  const sums = await db
    .select({ status: payouts.status, cents: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
    .from(payouts)
    .where(eq(payouts.shopId, shopId))
    .groupBy(payouts.status)
  const sumOf = (status: number) => Number(sums.find((s) => s.status === status)?.cents ?? 0)
  return {
    pendingCents: balances.get(shopAccount(shopId, 'escrow')) ?? 0,
    availableCents: balances.get(shopAccount(shopId, 'available')) ?? 0,
    owedCents: balances.get(shopAccount(shopId, 'owed')) ?? 0,
    payoutsInReviewCents: sumOf(AUDIT_STATUS.auditing),
    paidOutCents: sumOf(AUDIT_STATUS.passed),
    commissionBps: shop.commissionBps,
    payoutAccount:
      shop.payoutBankName && shop.payoutAccountName && shop.payoutAccountNumber
        ? {
            bankName: shop.payoutBankName,
            accountName: shop.payoutAccountName,
            accountNumber: shop.payoutAccountNumber,
          }
        : null,
  }
}

/**
 * What each order comes to for the shop. The commission kept is the order's fixed commission less
 * what refunds returned (commission.ts: floor(C x R / T)), the same rule the release applies.
 */
// The order's id is named in full: drizzle writes a selected column unqualified, which inside this
// subquery would mean refunds.id.
const REFUNDED = sql<string>`coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = "orders"."id" AND r.status = 2), 0)::bigint`
const KEPT = sql<string>`CASE WHEN ${orders.totalCents} = 0 THEN 0 ELSE coalesce(${orders.commissionCents}, 0) - coalesce(${orders.commissionCents}, 0) * least(${REFUNDED}, ${orders.totalCents}) / ${orders.totalCents} END`

function statementWhere(shopId: number, period: Period): SQL | undefined {
  const { from, until } = periodBounds(period)
  return and(
    eq(orders.shopId, shopId),
    isNotNull(orders.paidAt),
    from ? gte(orders.paidAt, from) : undefined,
    until ? lt(orders.paidAt, until) : undefined,
  )
}

/** Issue #42: the shop's statement for a period of payment days, newest first, with its totals. */
export async function shopStatement(
  db: Executor,
  shopId: number,
  query: Period & PageQuery,
  autoConfirmDays: number,
) {
  const where = statementWhere(shopId, query)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderSn: orders.orderSn,
        state: orders.state,
        paidAt: orders.paidAt,
        shippedAt: orders.shippedAt,
        settledAt: orders.settledAt,
        totalCents: orders.totalCents,
        refunded: REFUNDED,
        kept: KEPT,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({
        total: count(),
        gross: sql<string>`coalesce(sum(${orders.totalCents}) FILTER (WHERE ${orders.state} <> 'cancelled'), 0)`,
        refunded: sql<string>`coalesce(sum(${REFUNDED}) FILTER (WHERE ${orders.state} <> 'cancelled'), 0)`,
        kept: sql<string>`coalesce(sum(${KEPT}) FILTER (WHERE ${orders.state} <> 'cancelled'), 0)`,
      })
      .from(orders)
      .where(where),
  ])
  const list = rows.map((row): StatementLine => {
    const cancelled = row.state === 'cancelled'
    const refunded = cancelled ? 0 : Number(row.refunded)
    const commission = cancelled ? 0 : Number(row.kept)
    const gross = cancelled ? 0 : row.totalCents
    const state = cancelled
      ? 'cancelled'
      : refunded >= row.totalCents && row.totalCents > 0
        ? 'refunded'
        : row.settledAt
          ? 'released'
          : 'held'
    return {
      orderId: row.id,
      orderSn: row.orderSn,
      paidAt: row.paidAt!.toISOString(),
      grossCents: gross,
      commissionCents: commission,
      refundedCents: refunded,
      netCents: gross - refunded - commission,
      state,
      releasedAt: row.settledAt?.toISOString() ?? null,
      releaseDueAt:
        state === 'held' && row.shippedAt
          ? new Date(row.shippedAt.getTime() + autoConfirmDays * DAY_MS).toISOString()
          : null,
    }
  })
  const gross = Number(totals?.gross ?? 0)
  const refunded = Number(totals?.refunded ?? 0)
  const commission = Number(totals?.kept ?? 0)
  return {
    list,
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
    totals: {
      grossCents: gross,
      commissionCents: commission,
      refundedCents: refunded,
      netCents: gross - refunded - commission,
    },
  }
}

/** Sum of an account's entries whose transfer falls in [from, until), optionally for one shop's transfers. */
async function movedIn(db: Executor, code: string, period: Period): Promise<Map<number | null, number>> {
  const { from, until } = periodBounds(period)
  const rows = await db
    .select({ shopId: moneyTransfers.shopId, cents: sql<string>`sum(${moneyEntries.amountCents})` })
    .from(moneyEntries)
    .innerJoin(moneyAccounts, eq(moneyAccounts.id, moneyEntries.accountId))
    .innerJoin(moneyTransfers, eq(moneyTransfers.id, moneyEntries.transferId))
    .where(
      and(
        eq(moneyAccounts.code, code),
        from ? gte(moneyTransfers.createdAt, from) : undefined,
        until ? lt(moneyTransfers.createdAt, until) : undefined,
      ),
    )
    .groupBy(moneyTransfers.shopId)
  return new Map(rows.map((r) => [r.shopId, Number(r.cents)]))
}

const total = (byShop: Map<number | null, number>) => [...byShop.values()].reduce((a, b) => a + b, 0)

/** Issue #42: the operator's view: what the platform earned in a period, what it holds, per shop. */
export async function platformMoney(db: Executor, period: Period) {
  const commission = await movedIn(db, PLATFORM.commission, period)
  const fees = await movedIn(db, PLATFORM.fees, period)
  const held = await balancesOf(db, [PLATFORM.withdrawalsHeld, PLATFORM.payoutsHeld])
  const [escrow] = await db
    .select({ cents: sql<string>`coalesce(sum(${moneyAccounts.balanceCents}), 0)` })
    .from(moneyAccounts)
    .where(eq(moneyAccounts.kind, 'shop_escrow'))
  const [shoppers] = await db
    .select({ cents: sql<string>`coalesce(sum(${users.balanceCents}), 0)` })
    .from(users)
  const shopRows = await db
    .select({ id: shops.id, name: shops.name, commissionBps: shops.commissionBps })
    .from(shops)
    .orderBy(asc(shops.id))
  const accounts = await db
    .select({ shopId: moneyAccounts.shopId, kind: moneyAccounts.kind, cents: moneyAccounts.balanceCents })
    .from(moneyAccounts)
    .where(isNotNull(moneyAccounts.shopId))
  const balanceOf = (shopId: number, kind: string) =>
    accounts.find((a) => a.shopId === shopId && a.kind === kind)?.cents ?? 0
  return {
    commissionCents: total(commission),
    withdrawalFeesCents: total(fees),
    escrowCents: Number(escrow?.cents ?? 0),
    withdrawalsInReviewCents: held.get(PLATFORM.withdrawalsHeld) ?? 0,
    payoutsInReviewCents: held.get(PLATFORM.payoutsHeld) ?? 0,
    shopperBalancesCents: Number(shoppers?.cents ?? 0),
    shops: shopRows.map((shop) => ({
      shopId: shop.id,
      shopName: shop.name,
      commissionBps: shop.commissionBps,
      pendingCents: balanceOf(shop.id, 'shop_escrow'),
      availableCents: balanceOf(shop.id, 'shop_available'),
      owedCents: balanceOf(shop.id, 'shop_owed'),
      commissionCents: commission.get(shop.id) ?? 0,
    })),
  }
}

/** Issue #42: one shop's ledger entries (its escrow, available and owed accounts), newest first. */
export async function shopLedger(db: Executor, shopId: number, page: PageQuery) {
  const where = eq(moneyAccounts.shopId, shopId)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        transferId: moneyEntries.transferId,
        kind: moneyTransfers.kind,
        account: moneyAccounts.code,
        amountCents: moneyEntries.amountCents,
        balanceAfterCents: moneyEntries.balanceAfterCents,
        orderSn: orders.orderSn,
        createdAt: moneyTransfers.createdAt,
      })
      .from(moneyEntries)
      .innerJoin(moneyAccounts, eq(moneyAccounts.id, moneyEntries.accountId))
      .innerJoin(moneyTransfers, eq(moneyTransfers.id, moneyEntries.transferId))
      .leftJoin(orders, eq(orders.id, moneyTransfers.orderId))
      .where(where)
      .orderBy(desc(moneyEntries.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ value: count() })
      .from(moneyEntries)
      .innerJoin(moneyAccounts, eq(moneyAccounts.id, moneyEntries.accountId))
      .where(where),
  ])
  return {
    list: rows.map((r) => ({ ...r, orderSn: r.orderSn ?? null, createdAt: r.createdAt.toISOString() })),
    total: counted?.value ?? 0,
    page: page.page,
    limit: page.limit,
  }
}

/** Issue #42: the commission rates: per category (names in English) and the shops' overrides. */
export async function commissionRates(db: Executor) {
  const [categoryRows, shopRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        names: categories.names,
        slug: categories.slug,
        commissionBps: categories.commissionBps,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ id: shops.id, name: shops.name, commissionBps: shops.commissionBps })
      .from(shops)
      .orderBy(asc(shops.id)),
  ])
  return {
    categories: categoryRows.map((c) => ({
      id: c.id,
      name: c.names.en ?? c.slug,
      commissionBps: c.commissionBps,
    })),
    shops: shopRows,
  }
}

/** Sets a category's rate or a shop's override (null clears it). Orders already paid keep theirs. */
export async function setCommissionRate(
  db: Executor,
  input: { target: 'category' | 'shop'; id: number; commissionBps: number | null },
): Promise<{ before: number | null }> {
  if (input.target === 'category') {
    if (input.commissionBps === null) throw notFound('commission.targetNotFound')
    const [before] = await db
      .select({ bps: categories.commissionBps })
      .from(categories)
      .where(eq(categories.id, input.id))
    if (!before) throw notFound('commission.targetNotFound')
    await db.update(categories).set({ commissionBps: input.commissionBps }).where(eq(categories.id, input.id))
    return { before: before.bps }
  }
  const [before] = await db.select({ bps: shops.commissionBps }).from(shops).where(eq(shops.id, input.id))
  if (!before) throw notFound('commission.targetNotFound')
  await db.update(shops).set({ commissionBps: input.commissionBps }).where(eq(shops.id, input.id))
  return { before: before.bps }
}
