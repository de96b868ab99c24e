import type { Address, addressInputSchema } from '@crossmart/api-client'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { addresses, users } from '../../db/schema'
import { notFound } from '../../http/refusal-error'

/*
 * shop-spec §3 Address, §7 address calls. Rule: a user with addresses has exactly one default
 * (the first address becomes it; deleting it promotes the newest; a partial unique index backs this).
 */

type AddressRow = typeof addresses.$inferSelect

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    addressee: row.name,
    mobile: row.mobile,
    area: row.area,
    detailedAddress: row.detail,
    tag: row.tag,
    isDefault: row.isDefault,
    country: row.country,
    region: row.region,
    postcode: row.postcode,
  }
}

/** Serializes one user's address changes, so "exactly one default" holds under concurrent calls. */
async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`)
}

/** Only the owner's rows: another user's id is "not found", never revealed (README "Security": Authorization). */
async function ownAddress(tx: Executor, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1)
  if (!row) throw notFound('address.notFound')
  return row
}

async function makeDefault(tx: Executor, userId: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
  await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id))
}

/** After a delete: the newest remaining address becomes the default, if none is. */
async function ensureDefault(tx: Executor, userId: number): Promise<void> {
  const [current] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1)
  if (current) return
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1)
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id))
}

export async function listAddresses(db: Database, userId: number): Promise<{ list: Address[] }> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
  return { list: rows.map(toAddress) }
}

export async function addressOf(db: Executor, userId: number, id: number): Promise<Address> {
  return toAddress(await ownAddress(db, userId, id))
}

/** Adds an address, or edits the user's own one when `input.id` is given. */
export async function saveAddress(
  db: Database,
  clock: Clock,
  userId: number,
  input: z.output<typeof addressInputSchema>,
): Promise<Address> {
  const fields = {
    name: input.addressee,
    mobile: input.mobile,
    area: input.area,
    detail: input.detailedAddress,
    tag: input.tag,
    // Issue #31: absent (a client from before) clears nothing on an edit and stores '' on an add.
    ...(input.country !== undefined ? { country: input.country } : {}),
    ...(input.region !== undefined ? { region: input.region } : {}),
    ...(input.postcode !== undefined ? { postcode: input.postcode } : {}),
  }
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    let targetId: number
    if (input.id !== undefined) {
      await ownAddress(tx, userId, input.id)
      await tx.update(addresses).set(fields).where(eq(addresses.id, input.id))
      targetId = input.id
    } else {
      const [row] = await tx
        .insert(addresses)
        .values({ ...fields, userId, createdAt: new Date(clock.now()) })
        .returning({ id: addresses.id })
      targetId = row!.id
    }
    // Unsetting the default is not a thing: another address must be made default instead.
    if (input.isDefault === true) await makeDefault(tx, userId, targetId)
    else await ensureDefault(tx, userId)
    return targetId
  })
  return addressOf(db, userId, id)
}

export async function setDefaultAddress(db: Database, userId: number, id: number): Promise<Address> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await ownAddress(tx, userId, id)
    await makeDefault(tx, userId, id)
  })
  return addressOf(db, userId, id)
}

/** Deletes the user's own address; when it was the default, the newest remaining one becomes it. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await ownAddress(tx, userId, id)
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    await ensureDefault(tx, userId)
  })
  return null
}
