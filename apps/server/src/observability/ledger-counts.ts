import { BILL_TYPE, type BillType } from '@crossmart/api-client'
import { sql } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { ledgerEntries } from '../db/schema'

/** A ledger kind's name for a metric label (`recharge`, `orderPay`, ...), from the contract's codes. */
const KIND_OF = new Map<number, string>(Object.entries(BILL_TYPE).map(([name, code]) => [code, name]))

export interface LedgerCount {
  kind: string
  count: number
}

/**
 * Ledger rows by kind, read from the database (issue #28: "money moved, counts not amounts"). Every
 * money movement is one transaction with one ledger row, so the rows are the movements that
 * committed, whichever caller made them (shop, console, ops CLI, expiry job) and on any replica.
 */
export async function countLedgerByKind(db: Executor): Promise<LedgerCount[]> {
  const rows = await db
    .select({ type: ledgerEntries.type, count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.type)
  return rows.map((row) => ({
    kind: KIND_OF.get(row.type as BillType) ?? String(row.type),
    count: Number(row.count),
  }))
}
