import { API_CODE, type BillRemarkCode, type BillType, formatCents } from '@crossmart/api-client'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/database'
import { ledgerEntries, users } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import type { ServerMessageKey } from '../../i18n/server-messages'

/** shop-spec §1: the currency is shown as dollar; amounts in messages read "$12.30". */
export const showMoney = (cents: number): string => `$${formatCents(cents)}`

export interface BalanceMovement {
  userId: number
  /** Issue #42: the double-entry transfer this movement is the shopper's leg of (transfers.ts). */
  transferId: number
  /** Signed cents: positive credits, negative debits. Zero moves nothing and writes no row. */
  deltaCents: number
  type: BillType
  at: Date
  orderId?: number
  rechargeId?: number
  withdrawalId?: number
  refundId?: number
  remark?: string
  /** Issue #31: set when the server wrote `remark` itself, so the shop can translate it. */
  remarkCode?: BillRemarkCode
  /** The refusal when a debit exceeds the balance (default balance.insufficient). */
  insufficientKey?: ServerMessageKey
}

/**
 * Locks the user's balance row for the rest of the transaction. Every money transaction takes this
 * lock first, so movements of one user run one after another and never deadlock on other rows.
 */
export async function lockBalance(tx: Transaction, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balanceCents: users.balanceCents })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!row) throw new RefusalError('auth.tokenInvalid', { apiCode: API_CODE.unauthorized, httpStatus: 401 })
  return row.balanceCents
}

/**
 * Moves a balance and writes its ledger row in the caller's transaction (README "Money: cart, orders, wallet": every money
 * movement is one transaction with a ledger row). Called only by postTransfer (transfers.ts): the
 * shopper's movement is one leg of a transfer whose other legs say where the money came from or went. The UPDATE is conditional, so even without the
 * lock a debit can never take the balance below zero (and the CHECK on users would refuse it).
 */
export async function moveBalance(tx: Transaction, movement: BalanceMovement): Promise<number> {
  const { userId, deltaCents } = movement
  if (!Number.isSafeInteger(deltaCents))
    throw new RangeError(`ledger delta must be integer cents, got ${deltaCents}`)
  if (deltaCents === 0) return lockBalance(tx, userId)
  const [row] = await tx
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} + ${deltaCents}` })
    .where(and(eq(users.id, userId), sql`${users.balanceCents} + ${deltaCents} >= 0`))
    .returning({ balanceCents: users.balanceCents })
  if (!row) {
    throw new RefusalError(movement.insufficientKey ?? 'balance.insufficient', {
      apiCode: API_CODE.insufficientBalance,
    })
  }
  await tx.insert(ledgerEntries).values({
    userId,
    type: movement.type,
    amountCents: deltaCents,
    balanceAfterCents: row.balanceCents,
    orderId: movement.orderId ?? null,
    rechargeId: movement.rechargeId ?? null,
    withdrawalId: movement.withdrawalId ?? null,
    refundId: movement.refundId ?? null,
    remark: movement.remark ?? '',
    remarkCode: movement.remarkCode ?? null,
    transferId: movement.transferId,
    createdAt: movement.at,
  })
  return row.balanceCents
}

/** Balance and ledger sum of a user: equal at every commit (the invariant the tests check). */
export async function auditBalance(
  db: Executor,
  userId: number,
): Promise<{ balanceCents: number; ledgerSumCents: number; entries: number }> {
  const [balance] = await db.select({ value: users.balanceCents }).from(users).where(eq(users.id, userId))
  const [sum] = await db
    .select({
      value: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
      entries: sql<string>`count(*)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
  return {
    balanceCents: balance?.value ?? 0,
    ledgerSumCents: Number(sum?.value ?? 0),
    entries: Number(sum?.entries ?? 0),
  }
}
