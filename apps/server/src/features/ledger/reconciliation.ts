import type { LedgerInvariant, Reconciliation } from '@crossmart/api-client'
import { type SQL, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import { rowsOf } from '../../db/rows-of'

export interface InvariantCheck {
  name: LedgerInvariant
  ok: boolean
  /** Cents off (or offending rows), 0 when ok. */
  difference: number
  detail: string
}

const firstRow = async (db: Executor, query: SQL) =>
  rowsOf<Record<string, unknown>>(await db.execute(query))[0] ?? {}
const num = (value: unknown) => Number(value ?? 0)

/**
 * Issue #42: the ledger's four invariants, read from the database (tests, /metrics, the console's
 * reconciliation panel). Each answers how far off it is, so a panel can show more than "broken".
 */
export async function checkLedgerInvariants(db: Executor): Promise<InvariantCheck[]> {
  const unbalanced = await firstRow(
    db,
    sql`SELECT count(*)::int AS rows, coalesce(sum(abs(s)), 0)::bigint AS cents FROM (
          SELECT t.id, coalesce(me.s, 0) + coalesce(le.s, 0) AS s
          FROM money_transfers t
          LEFT JOIN (SELECT transfer_id, sum(amount_cents) AS s FROM money_entries GROUP BY transfer_id) me ON me.transfer_id = t.id
          LEFT JOIN (SELECT transfer_id, sum(amount_cents) AS s FROM ledger_entries GROUP BY transfer_id) le ON le.transfer_id = t.id
        ) x WHERE s <> 0`,
  )
  const mismatched = await firstRow(
    db,
    sql`SELECT
          (SELECT count(*) FROM money_accounts a
            WHERE a.balance_cents <> coalesce((SELECT sum(e.amount_cents) FROM money_entries e WHERE e.account_id = a.id), 0))::int AS accounts,
          (SELECT count(*) FROM users u
            WHERE u.balance_cents <> coalesce((SELECT sum(l.amount_cents) FROM ledger_entries l WHERE l.user_id = u.id), 0))::int AS shoppers`,
  )
  const totals = await firstRow(
    db,
    sql`SELECT
          (SELECT coalesce(sum(balance_cents), 0) FROM users)::bigint AS shoppers,
          (SELECT coalesce(sum(balance_cents), 0) FROM money_accounts WHERE kind <> 'outside')::bigint AS inside,
          (SELECT coalesce(sum(balance_cents), 0) FROM money_accounts WHERE kind = 'outside')::bigint AS outside`,
  )
  const escrow = await firstRow(
    db,
    sql`SELECT
          (SELECT coalesce(sum(balance_cents), 0) FROM money_accounts WHERE kind = 'shop_escrow')::bigint AS held,
          (SELECT coalesce(sum(o.total_cents - coalesce(r.refunded, 0)), 0) FROM orders o
            LEFT JOIN (SELECT order_id, sum(amount_cents) AS refunded FROM refunds WHERE status = 2 GROUP BY order_id) r ON r.order_id = o.id
            WHERE o.paid_at IS NOT NULL AND o.state <> 'cancelled' AND o.settled_at IS NULL)::bigint AS expected`,
  )
  const inside = num(totals.shoppers) + num(totals.inside)
  const drift = inside + num(totals.outside)
  const escrowDrift = num(escrow.held) - num(escrow.expected)
  const badAccounts = num(mismatched.accounts) + num(mismatched.shoppers)
  return [
    {
      name: 'transfersBalance',
      ok: num(unbalanced.rows) === 0,
      difference: num(unbalanced.rows),
      detail: `${num(unbalanced.rows)} transfers off by ${num(unbalanced.cents)} cents in all`,
    },
    {
      name: 'accountsMatchEntries',
      ok: badAccounts === 0,
      difference: badAccounts,
      detail: `${num(mismatched.accounts)} accounts and ${num(mismatched.shoppers)} shopper balances differ from their entries`,
    },
    {
      name: 'insideEqualsInMinusOut',
      ok: drift === 0,
      difference: drift,
      detail: `inside ${inside} cents, came in minus went out ${-num(totals.outside)} cents`,
    },
    {
      name: 'escrowMatchesOrders',
      ok: escrowDrift === 0,
      difference: escrowDrift,
      detail: `escrow ${num(escrow.held)} cents, paid and not released or refunded ${num(escrow.expected)} cents`,
    },
  ]
}

export async function reconcile(db: Executor, clock: Clock): Promise<Reconciliation> {
  return { checkedAt: new Date(clock.now()).toISOString(), checks: await checkLedgerInvariants(db) }
}
