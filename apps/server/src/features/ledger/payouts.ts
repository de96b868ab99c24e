import { AUDIT_STATUS, type AuditStatus, type PayoutRecord } from '@crossmart/api-client'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor, Transaction } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import { payouts, shops, users } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { showMoney } from './ledger'
import { OUTSIDE, PLATFORM, shopAccount } from './money-accounts'
import { lockShopBalances } from './order-money'
import { postTransfer } from './transfers'

type PayoutRow = typeof payouts.$inferSelect

/**
 * Issue #42: a shop's payouts (server README "Money between accounts"), like a shopper's withdrawal:
 * requested by the owner, the amount leaves the shop's available balance at once and is held by the
 * platform until an operator pays it out (to the bank: outside) or refuses it (back to available).
 */

async function payoutRecords(db: Executor, where: SQL | undefined, order: SQL, page: PageQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ payout: payouts, shopName: shops.name, requester: users.nickname, account: users.account })
      .from(payouts)
      .innerJoin(shops, eq(shops.id, payouts.shopId))
      .leftJoin(users, eq(users.id, payouts.requestedBy))
      .where(where)
      .orderBy(order)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ value: count() }).from(payouts).where(where),
  ])
  return {
    list: rows.map((r) => toPayoutRecord(r.payout, r.shopName, r.requester || r.account || '')),
    total: total?.value ?? 0,
    page: page.page,
    limit: page.limit,
  }
}

export function toPayoutRecord(row: PayoutRow, shopName: string, requestedBy: string): PayoutRecord {
  return {
    id: row.id,
    shopId: row.shopId,
    shopName,
    amountCents: row.amountCents,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    status: row.status,
    requestedBy,
    auditRemark: row.auditRemark,
    createdAt: row.createdAt.toISOString(),
    auditedAt: row.auditedAt?.toISOString() ?? null,
  }
}

export async function payoutFor(db: Executor, payoutId: number): Promise<PayoutRecord> {
  const page = await payoutRecords(db, eq(payouts.id, payoutId), asc(payouts.id), { page: 1, limit: 1 })
  const [record] = page.list
  if (!record) throw notFound('payout.notFound')
  return record
}

export const listShopPayouts = (db: Executor, shopId: number, page: PageQuery) =>
  payoutRecords(db, eq(payouts.shopId, shopId), desc(payouts.id), page)

/** The operator's queue: waiting payouts oldest first, decided ones newest first. */
export const listPayoutQueue = (db: Executor, query: PageQuery & { status?: AuditStatus | undefined }) =>
  payoutRecords(
    db,
    query.status === undefined ? undefined : eq(payouts.status, query.status),
    query.status === AUDIT_STATUS.auditing ? asc(payouts.id) : desc(payouts.id),
    query,
  )

/**
 * The owner asks for a payout of (part of) the available balance to the shop's bank account. The
 * shop's balances are locked first; the same `requestKey` answers the payout it already made, so a
 * double click or a retried request never pays out twice.
 */
export async function requestPayout(
  db: Database,
  clock: Clock,
  shopId: number,
  requestedBy: number,
  input: { amountCents: number; requestKey: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const balances = await lockShopBalances(tx, shopId)
    const [existing] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.shopId, shopId), eq(payouts.requestKey, input.requestKey)))
    if (existing) return existing.id
    const [shop] = await tx
      .select({
        bankName: shops.payoutBankName,
        accountName: shops.payoutAccountName,
        accountNumber: shops.payoutAccountNumber,
      })
      .from(shops)
      .where(eq(shops.id, shopId))
    if (!shop?.bankName || !shop.accountName || !shop.accountNumber)
      throw new RefusalError('payout.noAccount')
    const exceeds = () =>
      new RefusalError('payout.exceedsAvailable', { params: { available: showMoney(balances.available) } })
    if (input.amountCents > balances.available) throw exceeds()
    const at = new Date(clock.now())
    const [row] = await tx
      .insert(payouts)
      .values({
        shopId,
        requestedBy,
        requestKey: input.requestKey,
        amountCents: input.amountCents,
        bankName: shop.bankName,
        accountName: shop.accountName,
        accountNumber: shop.accountNumber,
        status: AUDIT_STATUS.auditing,
        createdAt: at,
      })
      .returning()
    await postTransfer(tx, {
      kind: 'payout',
      businessKey: `payout:${row!.id}`,
      at,
      shopId,
      payoutId: row!.id,
      lockedShopId: shopId,
      legs: [
        {
          account: shopAccount(shopId, 'available'),
          amountCents: -input.amountCents,
          insufficientKey: 'payout.exceedsAvailable',
        },
        { account: PLATFORM.payoutsHeld, amountCents: input.amountCents },
      ],
    })
    return row!.id
  })
}

/** Operator: pay out (the held money goes to the bank) or refuse (back to the shop's available balance). */
export async function auditPayout(
  db: Database,
  clock: Clock,
  payoutId: number,
  decision: 'pass' | 'refuse',
  remark: string,
): Promise<void> {
  await db.transaction(async (tx: Transaction) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update')
    if (!payout) throw notFound('payout.notFound')
    if (payout.status !== AUDIT_STATUS.auditing) throw new RefusalError('payout.alreadyAudited')
    await lockShopBalances(tx, payout.shopId)
    const at = new Date(clock.now())
    const held = { account: PLATFORM.payoutsHeld, amountCents: -payout.amountCents }
    await postTransfer(tx, {
      kind: decision === 'pass' ? 'payout_paid' : 'payout_returned',
      businessKey: `payout:${payout.id}:${decision === 'pass' ? 'paid' : 'returned'}`,
      at,
      shopId: payout.shopId,
      payoutId: payout.id,
      lockedShopId: payout.shopId,
      legs: [
        held,
        decision === 'pass'
          ? { account: OUTSIDE.payoutOut, amountCents: payout.amountCents }
          : { account: shopAccount(payout.shopId, 'available'), amountCents: payout.amountCents },
      ],
    })
    await tx
      .update(payouts)
      .set({
        status: decision === 'pass' ? AUDIT_STATUS.passed : AUDIT_STATUS.refused,
        auditRemark: remark,
        auditedAt: at,
      })
      .where(eq(payouts.id, payout.id))
  })
}

/** The owner sets where payouts go. */
export async function savePayoutAccount(
  db: Database,
  shopId: number,
  account: { bankName: string; accountName: string; accountNumber: string },
): Promise<void> {
  await db
    .update(shops)
    .set({
      payoutBankName: account.bankName,
      payoutAccountName: account.accountName,
      payoutAccountNumber: account.accountNumber.replace(/\s+/g, ''),
    })
    .where(eq(shops.id, shopId))
}
