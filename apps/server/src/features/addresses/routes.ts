import {
  type Address,
  addressAdd,
  addressDel,
  addressDetail,
  addressList,
  addressSetDefault,
} from '@crossmart/api-client'
import { and, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { Executor } from '../../db/database'
import { addresses, users } from '../../db/schema'
import { notFound } from '../../http/api-error'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'

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
  }
}

/** Serializes one user's address changes, so "exactly one default" holds under concurrent calls. */
async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`)
}

/** Only the owner's rows: another user's id is "not found", never revealed (issue 6 Authorization). */
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

/**
 * shop-spec §3 Address, §7 address calls. Rule: a user with addresses has exactly one default
 * (the first address becomes it; deleting it promotes the newest; a partial unique index backs this).
 */
export function createAddressRoutes({ db, auth }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(addressList, async ({ session }) => {
    const { userId } = await session()
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.id))
    return { list: rows.map(toAddress) }
  })

  mount(addressAdd, async ({ input, session }) => {
    const { userId } = await session()
    const fields = {
      name: input.addressee,
      mobile: input.mobile,
      area: input.area,
      detail: input.detailedAddress,
      tag: input.tag,
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
          .values({ ...fields, userId })
          .returning({ id: addresses.id })
        targetId = row!.id
      }
      // Unsetting the default is not a thing: another address must be made default instead.
      if (input.isDefault === true) await makeDefault(tx, userId, targetId)
      else await ensureDefault(tx, userId)
      return targetId
    })
    return toAddress(await ownAddress(db, userId, id))
  })

  mount(addressDetail, async ({ input, session }) =>
    toAddress(await ownAddress(db, (await session()).userId, input.id)),
  )

  mount(addressSetDefault, async ({ input, session }) => {
    const { userId } = await session()
    await db.transaction(async (tx) => {
      await lockUser(tx, userId)
      await ownAddress(tx, userId, input.id)
      await makeDefault(tx, userId, input.id)
    })
    return toAddress(await ownAddress(db, userId, input.id))
  })

  mount(addressDel, async ({ input, session }) => {
    const { userId } = await session()
    await db.transaction(async (tx) => {
      await lockUser(tx, userId)
      await ownAddress(tx, userId, input.id)
      await tx.delete(addresses).where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)))
      await ensureDefault(tx, userId)
    })
    return null
  })

  return router
}
