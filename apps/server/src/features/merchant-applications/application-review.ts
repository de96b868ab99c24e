import { randomBytes } from 'node:crypto'
import {
  API_CODE,
  type ApplicationDecision,
  type ApplicationState,
  type ConsoleApplication,
} from '@crossmart/api-client'
import { asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import { categories, merchantApplications, shops, users } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { isServerLanguage, type ServerLanguage } from '../../i18n/languages'
import type { PasswordHasher } from '../../security/password-hasher'
import { findUserByLogin } from '../accounts/user-lookup'
import { recordAudit } from '../console/audit-log'
import type { AuditActor } from '../console/console-actor'
import { SHOP_BALANCES, shopAccount } from '../ledger/money-accounts'
import { ensureAccount } from '../ledger/transfers'
import { issueSetPasswordCode } from '../password-reset/set-password-codes'
import type { ApplicationRow } from './applications'

const STATE_OF: Record<ApplicationDecision, ApplicationState> = {
  approve: 'approved',
  changes: 'changes_requested',
  refuse: 'refused',
}

/** What the audit log keeps of an application (no token digest, no address). */
const auditedOf = (row: ApplicationRow) => ({
  reference: row.reference,
  shopName: row.shopName,
  businessName: row.businessName,
  contactEmail: row.contactEmail,
  state: row.state,
  note: row.note,
  shopId: row.shopId,
})

async function toConsoleApplications(
  db: Executor,
  rows: readonly ApplicationRow[],
): Promise<ConsoleApplication[]> {
  const categoryIds = [...new Set(rows.flatMap((r) => r.categoryIds))]
  const deciderIds = [...new Set(rows.map((r) => r.decidedBy).filter((id): id is number => id !== null))]
  const [categoryRows, deciders] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id, names: categories.names })
          .from(categories)
          .where(inArray(categories.id, categoryIds)),
    deciderIds.length === 0
      ? []
      : db
          .select({ id: users.id, nickname: users.nickname, account: users.account })
          .from(users)
          .where(inArray(users.id, deciderIds)),
  ])
  const categoryName = new Map(categoryRows.map((c) => [c.id, c.names.en]))
  const deciderName = new Map(deciders.map((u) => [u.id, u.nickname || u.account]))
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    state: row.state,
    note: row.note,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy === null ? '' : (deciderName.get(row.decidedBy) ?? ''),
    shopId: row.shopId,
    categoryNames: row.categoryIds.map((id) => categoryName.get(id) ?? `#${id}`),
    businessName: row.businessName,
    shopName: row.shopName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    country: row.country,
    categoryIds: row.categoryIds,
    description: row.description,
    logo: row.logo,
    document: row.document,
  }))
}

/** The operator's queue: by state (all when absent), the longest waiting first. */
export async function listApplications(
  db: Executor,
  query: PageQuery & { state?: ApplicationState | undefined },
) {
  const where = query.state ? eq(merchantApplications.state, query.state) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(merchantApplications)
      .where(where)
      .orderBy(
        // Waiting ones oldest first; decided ones newest first after them.
        query.state === undefined || query.state === 'submitted'
          ? asc(merchantApplications.submittedAt)
          : desc(merchantApplications.submittedAt),
        asc(merchantApplications.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(merchantApplications).where(where),
  ])
  return {
    list: await toConsoleApplications(db, rows),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

export async function applicationDetail(db: Executor, id: number): Promise<ConsoleApplication> {
  const [row] = await db.select().from(merchantApplications).where(eq(merchantApplications.id, id))
  if (!row) throw notFound('merchant.applicationNotFound')
  const [detail] = await toConsoleApplications(db, [row])
  if (!detail) throw notFound('merchant.applicationNotFound')
  return detail
}

export interface ApprovalDeps {
  db: Database
  clock: Clock
  hasher: PasswordHasher
}

/** What the routes mail after an approval commits. */
export interface ApprovedOwner {
  email: string
  account: string
  shopName: string
  language: ServerLanguage
  code: string
}

/**
 * The operator's decision (issue #48 "Merchants join"), in one transaction with its audit entry.
 * Approving creates the shop (name, logo, description; its money accounts through the ledger's
 * `ensureAccount`), its owner (staff, shop role owner, login = the contact email, no usable
 * password yet) and a one-time set-password code. The application row is locked first, so a
 * double click approves once: the second call finds it approved and answers it as it is.
 */
export async function decideApplication(
  deps: ApprovalDeps,
  actor: AuditActor,
  input: { id: number; decision: ApplicationDecision; note: string },
): Promise<{ application: ConsoleApplication; owner: ApprovedOwner | null }> {
  const { db, clock, hasher } = deps
  const unusablePassword = await hasher.hash(randomBytes(32).toString('base64url'))
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.id, input.id))
      .for('update')
    if (!current) throw notFound('merchant.applicationNotFound')
    // The same decision again (a double click, a retried request) changes nothing.
    if (current.state === STATE_OF[input.decision] && input.decision !== 'changes')
      return { row: current, owner: null }
    if (current.state === 'approved' || current.state === 'refused')
      throw new RefusalError('merchant.alreadyDecided', { params: { state: current.state } })
    const now = new Date(clock.now())
    let shopId: number | null = null
    let owner: ApprovedOwner | null = null
    if (input.decision === 'approve') {
      const email = current.contactEmail
      if (await findUserByLogin(tx, email))
        throw new RefusalError('merchant.emailTaken', { apiCode: API_CODE.accountExists })
      const [shop] = await tx
        .insert(shops)
        .values({
          name: current.shopName,
          logo: current.logo,
          description: current.description,
          createdAt: now,
        })
        .returning({ id: shops.id })
      if (!shop) throw new Error('shop not created')
      shopId = shop.id
      for (const balance of SHOP_BALANCES) await ensureAccount(tx, shopAccount(shop.id, balance))
      const language = isServerLanguage(current.language) ? current.language : 'en'
      const [user] = await tx
        .insert(users)
        .values({
          account: email,
          email,
          nickname: current.businessName,
          passwordHash: unusablePassword,
          role: 'staff',
          shopId: shop.id,
          shopRole: 'owner',
          language,
          createdAt: now,
        })
        .returning({ id: users.id, account: users.account })
      if (!user) throw new Error('owner not created')
      const code = await issueSetPasswordCode(tx, clock, hasher, user.id)
      owner = { email, account: user.account, shopName: current.shopName, language, code }
    }
    const [updated] = await tx
      .update(merchantApplications)
      .set({
        state: STATE_OF[input.decision],
        note: input.note.trim(),
        decidedBy: actor.id,
        decidedAt: now,
        ...(shopId === null ? {} : { shopId }),
      })
      .where(eq(merchantApplications.id, current.id))
      .returning()
    if (!updated) throw notFound('merchant.applicationNotFound')
    await recordAudit(tx, clock, actor, {
      action: `application.${input.decision}`,
      targetType: 'application',
      targetId: current.id,
      before: auditedOf(current),
      after: auditedOf(updated),
    })
    return { row: updated, owner }
  })
  const [application] = await toConsoleApplications(db, [result.row])
  if (!application) throw notFound('merchant.applicationNotFound')
  return { application, owner: result.owner }
}
