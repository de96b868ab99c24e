import { API_CODE } from '@crossmart/api-client'
import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { rowsOf } from '../../db/rows-of'
import { moneyAccounts, moneyEntries, moneyTransfers } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import type { ServerMessageKey } from '../../i18n/server-messages'
import { type BalanceMovement, moveBalance } from './ledger'
import { accountShape, byLockOrder } from './money-accounts'

/** A leg on one of the ledger's accounts (money-accounts.ts). Signed cents: + credit, - debit. */
export interface AccountLeg {
  account: string
  amountCents: number
  /** The refusal when a debit exceeds what the account may give (default balance.insufficient). */
  insufficientKey?: ServerMessageKey
}

/** A leg on a shopper's balance: their bill row (ledger_entries) with its type and remark. */
export interface ShopperLeg {
  shopper: Omit<BalanceMovement, 'at' | 'transferId'>
}

export type TransferLeg = AccountLeg | ShopperLeg

export interface TransferInput {
  /** What kind of movement: topup, withdrawal, order_pay, order_settle, order_refund, payout, ... */
  kind: string
  /**
   * The business fact this transfer records, unique: `order:12:pay`, `refund:4`, `payout:7:paid`.
   * A second post with the same key moves nothing (a retry or a race moves money once).
   */
  businessKey: string
  at: Date
  orderId?: number
  shopId?: number
  refundId?: number
  rechargeId?: number
  withdrawalId?: number
  payoutId?: number
  legs: readonly TransferLeg[]
  /**
   * The shop whose accounts the caller locked first (lockShopBalances). With that, a transfer of
   * account legs only, at most one of them on another account, is written in one statement: its
   * rows are locked already but for that one, so no lock order can cycle.
   */
  lockedShopId?: number
}

export interface PostedTransfer {
  /** False when the business key was posted before: nothing moved this time. */
  posted: boolean
  transferId: number | null
  /** The shopper's balance after their leg, when the transfer has one and posted. */
  shopperBalanceCents: number | null
}

const isShopperLeg = (leg: TransferLeg): leg is ShopperLeg => 'shopper' in leg
const amountOf = (leg: TransferLeg) => (isShopperLeg(leg) ? leg.shopper.deltaCents : leg.amountCents)

/** The legs' amounts must be integer cents that sum to zero; a flow that breaks it is a bug. */
function checkBalanced(input: TransferInput): void {
  let sum = 0
  for (const leg of input.legs) {
    const amount = amountOf(leg)
    if (!Number.isSafeInteger(amount))
      throw new RangeError(`${input.businessKey}: ${amount} is not integer cents`)
    sum += amount
  }
  if (sum !== 0) throw new RangeError(`${input.businessKey}: legs sum to ${sum} cents, not 0`)
}

/**
 * Posts one transfer in the caller's transaction (issue #42): the transfer row, then each leg, the
 * shopper's balance first and the accounts in lock order (money-accounts.ts), each balance moved by
 * a conditional UPDATE so an account that may not go negative refuses a debit it cannot cover. The
 * database checks at commit that the entries sum to zero (migration 0022), so even a bug here cannot
 * commit money out of nothing. Legs of 0 are dropped; a transfer with no leg left writes nothing.
 */
export async function postTransfer(tx: Transaction, input: TransferInput): Promise<PostedTransfer> {
  checkBalanced(input)
  const legs = input.legs.filter((leg) => amountOf(leg) !== 0)
  if (legs.length === 0) return { posted: false, transferId: null, shopperBalanceCents: null }
  if (canPostInOneStatement(input, legs)) return postInOneStatement(tx, input, legs as AccountLeg[])
  const [transfer] = await tx
    .insert(moneyTransfers)
    .values({
      kind: input.kind,
      businessKey: input.businessKey,
      orderId: input.orderId ?? null,
      shopId: input.shopId ?? null,
      refundId: input.refundId ?? null,
      rechargeId: input.rechargeId ?? null,
      withdrawalId: input.withdrawalId ?? null,
      payoutId: input.payoutId ?? null,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: moneyTransfers.businessKey })
    .returning({ id: moneyTransfers.id })
  if (!transfer) return { posted: false, transferId: null, shopperBalanceCents: null }

  let shopperBalanceCents: number | null = null
  for (const leg of legs) {
    if (!isShopperLeg(leg)) continue
    shopperBalanceCents = await moveBalance(tx, { ...leg.shopper, transferId: transfer.id, at: input.at })
  }
  const accountLegs = legs.filter((leg): leg is AccountLeg => !isShopperLeg(leg))
  accountLegs.sort((a, b) => byLockOrder(a.account, b.account))
  const entries: (typeof moneyEntries.$inferInsert)[] = []
  for (const leg of accountLegs) {
    const moved = await moveAccount(tx, leg)
    entries.push({
      transferId: transfer.id,
      accountId: moved.id,
      amountCents: leg.amountCents,
      balanceAfterCents: moved.balanceCents,
    })
  }
  if (entries.length > 0) await tx.insert(moneyEntries).values(entries)
  return { posted: true, transferId: transfer.id, shopperBalanceCents }
}

/** Moves one account's balance; creates the account on first use (a new shop's, say). */
async function moveAccount(tx: Transaction, leg: AccountLeg): Promise<{ id: number; balanceCents: number }> {
  const update = () =>
    tx
      .update(moneyAccounts)
      .set({ balanceCents: sql`${moneyAccounts.balanceCents} + ${leg.amountCents}` })
      .where(
        and(
          eq(moneyAccounts.code, leg.account),
          sql`(${moneyAccounts.mayGoNegative} OR ${moneyAccounts.balanceCents} + ${leg.amountCents} >= 0)`,
        ),
      )
      .returning({ id: moneyAccounts.id, balanceCents: moneyAccounts.balanceCents })
  const [moved] = await update()
  if (moved) return moved
  const created = await ensureAccount(tx, leg.account)
  if (created) {
    const [retried] = await update()
    if (retried) return retried
  }
  throw new RefusalError(leg.insufficientKey ?? 'balance.insufficient', {
    apiCode: API_CODE.insufficientBalance,
  })
}

/** Creates the account if it does not exist; true when it was created (so it had no balance yet). */
export async function ensureAccount(tx: Transaction, code: string): Promise<boolean> {
  const shape = accountShape(code)
  const inserted = await tx
    .insert(moneyAccounts)
    .values({ code, kind: shape.kind, shopId: shape.shopId, mayGoNegative: shape.mayGoNegative })
    .onConflictDoNothing({ target: moneyAccounts.code })
    .returning({ id: moneyAccounts.id })
  return inserted.length > 0
}

const isLockedLeg = (input: TransferInput, leg: AccountLeg) =>
  input.lockedShopId !== undefined && accountShape(leg.account).shopId === input.lockedShopId

function canPostInOneStatement(input: TransferInput, legs: readonly TransferLeg[]): boolean {
  if (legs.some(isShopperLeg)) return false
  return (legs as AccountLeg[]).filter((leg) => !isLockedLeg(input, leg)).length <= 1
}

/**
 * The transfer, its balance moves and its entries in one statement (issue #42's benchmark: the
 * release to a shop went from six statements to one). When the business key was posted before,
 * the transfer insert returns nothing and nothing else moves. A leg whose account would go below
 * what it may (or that does not exist) is missing from the moves: the statement already changed
 * the others, so the refusal thrown here rolls the caller's transaction back.
 */
async function postInOneStatement(
  tx: Transaction,
  input: TransferInput,
  legs: AccountLeg[],
): Promise<PostedTransfer> {
  const values = sql.join(
    legs.map((leg) => sql`(${leg.account}::text, ${leg.amountCents}::bigint)`),
    sql`, `,
  )
  const result = await tx.execute(sql`
    WITH t AS (
      INSERT INTO money_transfers (kind, business_key, order_id, shop_id, refund_id, recharge_id, withdrawal_id, payout_id, created_at)
      VALUES (${input.kind}, ${input.businessKey}, ${input.orderId ?? null}, ${input.shopId ?? null}, ${input.refundId ?? null},
              ${input.rechargeId ?? null}, ${input.withdrawalId ?? null}, ${input.payoutId ?? null}, ${input.at.toISOString()}::timestamptz)
      ON CONFLICT (business_key) DO NOTHING
      RETURNING id
    ), legs (code, delta) AS (VALUES ${values}),
    moved AS (
      UPDATE money_accounts a SET balance_cents = a.balance_cents + legs.delta
      FROM legs, t
      WHERE a.code = legs.code AND (a.may_go_negative OR a.balance_cents + legs.delta >= 0)
      RETURNING a.id, a.balance_cents, legs.delta
    ), entries AS (
      INSERT INTO money_entries (transfer_id, account_id, amount_cents, balance_after_cents)
      SELECT t.id, moved.id, moved.delta, moved.balance_cents FROM moved, t
      RETURNING 1
    )
    SELECT (SELECT id FROM t) AS transfer_id, (SELECT count(*) FROM entries)::int AS moved`)
  const [row] = rowsOf<{ transfer_id: number | null; moved: number }>(result)
  if (!row || row.transfer_id === null) return { posted: false, transferId: null, shopperBalanceCents: null }
  if (Number(row.moved) !== legs.length) {
    const refused = legs.find((leg) => leg.amountCents < 0 && leg.insufficientKey) ?? legs[0]
    throw new RefusalError(refused?.insufficientKey ?? 'balance.insufficient', {
      apiCode: API_CODE.insufficientBalance,
    })
  }
  return { posted: true, transferId: Number(row.transfer_id), shopperBalanceCents: null }
}
