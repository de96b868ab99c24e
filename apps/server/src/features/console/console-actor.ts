import { API_CODE, type ConsoleMe, type ShopRole } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { PLATFORM_SERVICE_ID, shopServiceId } from '../../chat/channel-address'
import type { Executor } from '../../db/database'
import { shops, users } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'

/**
 * Who acts in the console (server README "Console"): shop staff (one shop, or the platform's service
 * when they have no shop) and platform operators, who answer the platform's service and audit money.
 */
export interface ConsoleActor {
  userId: number
  role: 'staff' | 'operator'
  displayName: string
  shopId: number | null
  shopName: string | null
  /** Issue #42: the staff member's role in their shop; null for operators and the platform's service. */
  shopRole: ShopRole | null
  /** The chat service this person answers: `mer_<shopId>` or `platform`. */
  serviceId: string
}

/** Who an audit log row names: a console user, or the operator command line (no user). */
export interface AuditActor {
  id: number | null
  name: string
}

export const COMMAND_LINE_ACTOR: AuditActor = { id: null, name: 'ops (command line)' }

export const auditActorOf = (actor: ConsoleActor): AuditActor => ({
  id: actor.userId,
  name: actor.displayName,
})

const forbidden = (
  key:
    | 'console.staffOnly'
    | 'console.operatorOnly'
    | 'console.noShop'
    | 'console.ownerOnly'
    | 'console.managerOnly',
) => new RefusalError(key, { apiCode: API_CODE.forbidden })

/** The console user behind a session; a shopper (or a deleted user) is refused with code 1003. */
export async function loadConsoleActor(db: Executor, userId: number): Promise<ConsoleActor> {
  const [row] = await db
    .select({
      role: users.role,
      nickname: users.nickname,
      account: users.account,
      shopId: users.shopId,
      shopRole: users.shopRole,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!row || row.role === 'shopper') throw forbidden('console.staffOnly')
  const shopId = row.role === 'operator' ? null : row.shopId
  let shopName: string | null = null
  if (shopId !== null) {
    const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId))
    shopName = shop?.name ?? null
  }
  return {
    userId,
    role: row.role,
    displayName: row.nickname || row.account,
    shopId,
    shopName,
    shopRole: shopId === null ? null : (row.shopRole ?? 'agent'),
    serviceId: shopId === null ? PLATFORM_SERVICE_ID : shopServiceId(shopId),
  }
}

/** Issue #42: the shop's money is its owner's; returns the owner's shop id. */
export function requireShopOwner(actor: ConsoleActor): number {
  if (actor.shopId === null || actor.shopRole !== 'owner') throw forbidden('console.ownerOnly')
  return actor.shopId
}

/**
 * Issue #48: products, stock and the shop's page are its owner's and managers' (an agent answers chat
 * and ships; the operator runs the marketplace, not a shop's listing). Returns the shop's id.
 */
export function requireShopManager(actor: ConsoleActor): number {
  if (actor.shopId === null || (actor.shopRole !== 'owner' && actor.shopRole !== 'manager'))
    throw forbidden('console.managerOnly')
  return actor.shopId
}

/** The shop a shop's staff member acts for (an audience check has run); refused for the platform's. */
export function ownShopId(actor: ConsoleActor): number {
  if (actor.shopId === null) throw forbidden('console.noShop')
  return actor.shopId
}

export function requireOperator(actor: ConsoleActor): ConsoleActor {
  if (actor.role !== 'operator') throw forbidden('console.operatorOnly')
  return actor
}

/**
 * Which orders an actor may see and act on: staff their shop's, operators every shop's (null).
 * Staff of the platform's service have no shop and no orders.
 */
export function orderScopeOf(actor: ConsoleActor): { shopId: number | null } {
  if (actor.role === 'operator') return { shopId: null }
  if (actor.shopId === null) throw forbidden('console.noShop')
  return { shopId: actor.shopId }
}

export function toConsoleMe(actor: ConsoleActor): ConsoleMe {
  return {
    userId: actor.userId,
    role: actor.role,
    displayName: actor.displayName,
    shopId: actor.shopId,
    shopName: actor.shopName,
    shopRole: actor.shopRole,
    serviceId: actor.serviceId,
  }
}
