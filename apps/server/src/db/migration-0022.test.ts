import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedgerInvariants } from '../features/ledger/reconciliation'
import type { Database } from './database'
import { findMigrationsDir } from './migrations-dir'
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs'
import { rowsOf } from './rows-of'

/**
 * Issue #42: migration 0022 carries a database made by the previous release over to the
 * double-entry ledger. The database is built with the previous release's migrations (0000-0021) and
 * rows written as that release's flows wrote them: one ledger row per shopper movement and nothing
 * else. After 0022, every balance is unchanged to the cent and every invariant holds.
 */
const PREVIOUS_RELEASE_LAST = '0021_server_text_codes'

function previousReleaseMigrations(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'crossmart-0021-'))
  cpSync(findMigrationsDir(), dir, { recursive: true })
  const journalPath = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] }
  const last = journal.entries.findIndex((e) => e.tag === PREVIOUS_RELEASE_LAST)
  for (const later of journal.entries.slice(last + 1)) rmSync(path.join(dir, `${later.tag}.sql`))
  journal.entries = journal.entries.slice(0, last + 1)
  writeFileSync(journalPath, JSON.stringify(journal))
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

const DAY = "interval '1 day'"

/** What the previous release left behind: shops, a shopper's whole history, a reviewer's order paid outside the wallet. */
const PREVIOUS_RELEASE_ROWS = `
INSERT INTO categories (id, slug, names) VALUES (1, 'c', '{"en":"C","zh":"C","jp":"C","kor":"C","tai":"C"}');
INSERT INTO shops (id, name) VALUES (1, 'Shop one'), (2, 'Shop two');
INSERT INTO products (id, shop_id, category_id, name, price_cents, original_price_cents, stock) VALUES
  (1, 1, 1, 'P1', 10000, 10000, 10), (2, 2, 1, 'P2', 3333, 3333, 10);
INSERT INTO users (id, account, password_hash, balance_cents, role) VALUES
  (1, 'buyer', 'x', 0, 'shopper'), (2, 'reviewer', 'x', 0, 'shopper'), (3, 'service1', 'x', 0, 'staff');
UPDATE users SET shop_id = 1 WHERE id = 3;
-- A passed manual top-up of $500 and its ledger row.
INSERT INTO recharges (id, user_id, method, amount_cents, evidence, status, created_at, audited_at)
  VALUES (1, 1, 1, 50000, '', 1, now() - 20 * ${DAY}, now() - 20 * ${DAY});
INSERT INTO ledger_entries (user_id, type, amount_cents, balance_after_cents, recharge_id, remark, created_at)
  VALUES (1, 1, 50000, 50000, 1, 'manual', now() - 20 * ${DAY});
-- Order 1 (shop 1, $100 + $5 freight): paid and received. Order 2 (shop 2): paid, then cancelled.
-- Order 3 (shop 1): paid, received, partly refunded ($30). Order 4 (shop 2): paid and shipped.
INSERT INTO orders (id, order_sn, user_id, shop_id, state, goods_cents, freight_cents, total_cents, addressee, mobile, area, detailed_address, created_at, paid_at, shipped_at, received_at, cancelled_at, cancel_reason, state_before_after_sale) VALUES
  (1, 'CM1', 1, 1, 'received', 10000, 500, 10500, 'a', '+1555', 'x', 'y', now() - 19 * ${DAY}, now() - 19 * ${DAY}, now() - 18 * ${DAY}, now() - 15 * ${DAY}, NULL, NULL, NULL),
  (2, 'CM2', 1, 2, 'cancelled', 3333, 0, 3333, 'a', '+1555', 'x', 'y', now() - 19 * ${DAY}, now() - 19 * ${DAY}, NULL, NULL, now() - 18 * ${DAY}, 'shopper', NULL),
  (3, 'CM3', 1, 1, 'after_sale', 10000, 0, 10000, 'a', '+1555', 'x', 'y', now() - 17 * ${DAY}, now() - 17 * ${DAY}, now() - 16 * ${DAY}, now() - 14 * ${DAY}, NULL, NULL, 'received'),
  (4, 'CM4', 1, 2, 'shipped', 6666, 0, 6666, 'a', '+1555', 'x', 'y', now() - 3 * ${DAY}, now() - 3 * ${DAY}, now() - 2 * ${DAY}, NULL, NULL, NULL, NULL),
  (5, 'CM5', 2, 2, 'completed', 3333, 0, 3333, 'r', '+1555', 'x', 'y', now() - 30 * ${DAY}, now() - 30 * ${DAY}, now() - 29 * ${DAY}, now() - 25 * ${DAY}, NULL, NULL, NULL);
INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price_cents) VALUES
  (1, 1, 'P1', 1, 10000), (2, 2, 'P2', 1, 3333), (3, 1, 'P1', 1, 10000), (4, 2, 'P2', 2, 3333), (5, 2, 'P2', 1, 3333);
INSERT INTO ledger_entries (user_id, type, amount_cents, balance_after_cents, order_id, remark, created_at) VALUES
  (1, 4, -10500, 39500, 1, 'CM1', now() - 19 * ${DAY}),
  (1, 4, -3333, 36167, 2, 'CM2', now() - 19 * ${DAY}),
  (1, 6, 3333, 39500, 2, 'CM2', now() - 18 * ${DAY}),
  (1, 4, -10000, 29500, 3, 'CM3', now() - 17 * ${DAY}),
  (1, 4, -6666, 22834, 4, 'CM4', now() - 3 * ${DAY});
INSERT INTO refunds (id, order_id, user_id, type, amount_cents, product_status, reason, explanation, proof, status, created_at, refunded_at)
  VALUES (1, 3, 1, 1, 3000, 1, 'r', 'e', '[]', 2, now() - 13 * ${DAY}, now() - 12 * ${DAY});
INSERT INTO ledger_entries (user_id, type, amount_cents, balance_after_cents, order_id, refund_id, remark, created_at)
  VALUES (1, 5, 3000, 25834, 3, 1, 'CM3', now() - 12 * ${DAY});
-- Withdrawals: passed ($100, $2 charge), refused ($50, returned), waiting ($20).
INSERT INTO withdrawals (id, user_id, type, amount_cents, service_charge_cents, actual_arrival_cents, bank_card_number, bank_name, status, created_at, audited_at) VALUES
  (1, 1, 1, 10000, 200, 9800, '6222', 'B', 1, now() - 10 * ${DAY}, now() - 9 * ${DAY}),
  (2, 1, 1, 5000, 100, 4900, '6222', 'B', 2, now() - 8 * ${DAY}, now() - 7 * ${DAY}),
  (3, 1, 1, 2000, 40, 1960, '6222', 'B', 0, now() - 1 * ${DAY}, NULL);
INSERT INTO ledger_entries (user_id, type, amount_cents, balance_after_cents, withdrawal_id, remark, created_at) VALUES
  (1, 2, -10000, 15834, 1, '', now() - 10 * ${DAY}),
  (1, 2, -5000, 10834, 2, '', now() - 8 * ${DAY}),
  (1, 3, 5000, 15834, 2, 'no', now() - 7 * ${DAY}),
  (1, 2, -2000, 13834, 3, '', now() - 1 * ${DAY});
UPDATE users SET balance_cents = 13834 WHERE id = 1;
`

describe('migration 0022 on a database made by the previous release', () => {
  let client: PGlite
  let db: Database
  let folders: ReturnType<typeof previousReleaseMigrations>
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))

  beforeAll(async () => {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
    const pglite = drizzle({ client })
    folders = previousReleaseMigrations()
    await migrate(pglite, { migrationsFolder: folders.dir })
    await client.exec(PREVIOUS_RELEASE_ROWS)
    await migrate(pglite, { migrationsFolder: findMigrationsDir() })
    db = pglite as unknown as Database
  })
  afterAll(async () => {
    folders?.cleanup()
    await client?.close()
  })

  it('keeps every shopper balance and ledger row, each now one leg of a transfer', async () => {
    const [buyer] = await one<{ balance_cents: number }>(sql`SELECT balance_cents FROM users WHERE id = 1`)
    expect(Number(buyer!.balance_cents)).toBe(13834)
    const [rows] = await one<{ all: number; linked: number }>(
      sql`SELECT count(*)::int AS all, count(transfer_id)::int AS linked FROM ledger_entries`,
    )
    expect(rows).toEqual({ all: 11, linked: 11 })
  })

  it('holds the shipped order in escrow, releases the received ones less 5 %, and sends the passed withdrawal out', async () => {
    const accounts = Object.fromEntries(
      (
        await one<{ code: string; balance_cents: string }>(
          sql`SELECT code, balance_cents FROM money_accounts`,
        )
      ).map((a) => [a.code, Number(a.balance_cents)]),
    )
    // Order 1: 10,500 paid, 5 % of 10,000 goods = 500 commission. Order 3: 10,000 paid, 3,000
    // refunded, commission 500 less floor(500 x 3,000 / 10,000) = 150 returned.
    expect(accounts['shop:1:available']).toBe(10_500 - 500 + (10_000 - 3_000 - 350))
    expect(accounts['shop:1:escrow']).toBe(0)
    // Order 4 is held; the reviewer's order 5 came from outside the wallet and was released.
    expect(accounts['shop:2:escrow']).toBe(6_666)
    expect(accounts['shop:2:available']).toBe(3_333 - 166)
    expect(accounts['outside:legacy_in']).toBe(-3_333)
    expect(accounts['platform:commission']).toBe(500 + 350 + 166)
    expect(accounts['platform:withdrawals_held']).toBe(2_000)
    expect(accounts['platform:fees']).toBe(200)
    expect(accounts['outside:bank_out']).toBe(9_800)
    expect(accounts['outside:manual_in']).toBe(-50_000)
    const settled = await one<{ id: number }>(
      sql`SELECT id FROM orders WHERE settled_at IS NOT NULL ORDER BY id`,
    )
    expect(settled.map((o) => o.id)).toEqual([1, 3, 5])
  })

  it('passes every invariant, and the database checks the next transfers', async () => {
    expect((await checkLedgerInvariants(db)).filter((c) => !c.ok)).toEqual([])
    await expect(
      client.transaction(async (tx) => {
        await tx.exec(`INSERT INTO money_transfers (kind, business_key) VALUES ('test', 'one-sided')`)
        await tx.exec(
          `INSERT INTO money_entries (transfer_id, account_id, amount_cents, balance_after_cents)
           SELECT (SELECT id FROM money_transfers WHERE business_key = 'one-sided'), id, 1, 0 FROM money_accounts WHERE code = 'platform:fees'`,
        )
      }),
    ).rejects.toThrow(/does not balance/)
    await expect(client.exec(`UPDATE money_entries SET amount_cents = amount_cents + 1`)).rejects.toThrow(
      /append-only/,
    )
  })
})
