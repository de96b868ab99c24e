import { AUDIT_STATUS, RECHARGE_METHOD } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type { Transaction } from '../db/database'
import { recharges, users } from '../db/schema'
import { creditTopUp } from '../features/ledger/wallet-money'
import { DEMO_SHOPPER } from './demo-accounts'

/** A pending recharge the operator command can pass in the demo (README "Operator command"). */
export const DEMO_PENDING_RECHARGE_CENTS = 25_000

/**
 * Money state of the demo (README "Money: cart, orders, wallet"): the demo shopper's starting balance is backed by a passed
 * recharge and its ledger row, so sum(ledger) == balance holds from the first start; a second
 * recharge waits for audit. Runs inside the demo seed's transaction, after the people exist.
 */
export async function seedDemoMoney(tx: Transaction, seededAt: Date): Promise<void> {
  const [shopper] = await tx
    .select({ id: users.id, balanceCents: users.balanceCents })
    .from(users)
    .where(eq(users.account, DEMO_SHOPPER.account))
  if (!shopper || shopper.balanceCents <= 0) return
  const [opening] = await tx
    .insert(recharges)
    .values({
      userId: shopper.id,
      method: RECHARGE_METHOD.manual,
      amountCents: shopper.balanceCents,
      evidence: '',
      status: AUDIT_STATUS.passed,
      auditRemark: 'Opening balance of the demo account',
      createdAt: seededAt,
      auditedAt: seededAt,
    })
    .returning()
  // The account is created with its balance; the top-up's transfer moves it from zero, through the
  // same code as an operator's pass (issue #42: it came in from outside, by manual transfer).
  await tx.update(users).set({ balanceCents: 0 }).where(eq(users.id, shopper.id))
  await creditTopUp(tx, opening!, seededAt, { remark: 'opening balance', remarkCode: 'openingBalance' })
  await tx.insert(recharges).values({
    userId: shopper.id,
    method: RECHARGE_METHOD.manual,
    amountCents: DEMO_PENDING_RECHARGE_CENTS,
    evidence: '',
    status: AUDIT_STATUS.auditing,
    createdAt: seededAt,
  })
}
