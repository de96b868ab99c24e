import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import {
  API_CODE,
  type MerchantApplicationInput,
  type MerchantApplicationStatus,
} from '@crossmart/api-client'
import { and, count, eq, gt, inArray } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor, Transaction } from '../../db/database'
import { categories, merchantApplications } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { notFound, RefusalError } from '../../http/refusal-error'
import type { ServerLanguage } from '../../i18n/languages'
import { claimGuestImages } from '../uploads/owned-images'

/** Applications one client address may submit per hour (like sign-ups, registration-throttle.ts). */
export const APPLICATIONS_PER_HOUR_PER_IP = 5
export const APPLICATION_WINDOW_MS = 60 * 60 * 1000

export type ApplicationRow = typeof merchantApplications.$inferSelect

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** "MA-" and 16 base32 characters (80 random bits): unguessable, and short enough to read out. */
export function newReference(): string {
  let out = 'MA-'
  for (let i = 0; i < 16; i++) out += BASE32[randomInt(32)]
  return out
}

const digestOf = (token: string) => createHash('sha256').update(token).digest('hex')

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

const applicationNotFound = () => notFound('merchant.applicationNotFound')

/** Every chosen category exists (the contract checked the ids' form). */
async function assertCategoriesExist(db: Executor, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)]
  const [row] = await db.select({ n: count() }).from(categories).where(inArray(categories.id, unique))
  if ((row?.n ?? 0) !== unique.length)
    throw new RefusalError('merchant.categoryNotFound', { apiCode: API_CODE.validation })
}

/** Refuses (1004) once `ip` submitted `perHour` applications in the last hour; serialized per address. */
async function assertApplicationBudget(tx: Transaction, now: number, ip: string, perHour: number) {
  await lockForTransaction(tx, `merchant-apply:${ip}`)
  const [row] = await tx
    .select({ recent: count() })
    .from(merchantApplications)
    .where(
      and(
        eq(merchantApplications.submittedIp, ip),
        gt(merchantApplications.createdAt, new Date(now - APPLICATION_WINDOW_MS)),
      ),
    )
  if ((row?.recent ?? 0) >= perHour) {
    throw new RefusalError('merchant.applicationsThrottled', {
      apiCode: API_CODE.rateLimited,
      params: { max: perHour },
    })
  }
}

const formFields = (input: MerchantApplicationInput) => ({
  businessName: input.businessName,
  shopName: input.shopName,
  contactEmail: input.contactEmail.toLowerCase(),
  contactPhone: input.contactPhone,
  country: input.country,
  categoryIds: [...new Set(input.categoryIds)],
  description: input.description,
  logo: input.logo,
  document: input.document,
})

/**
 * A guest's application (issue #48 "Merchants join"): categories checked, the two pictures claimed
 * (the guest's own fresh uploads), at most APPLICATIONS_PER_HOUR_PER_IP per address an hour. Answers
 * the reference and the status token, whose digest alone is stored.
 */
export async function submitApplication(
  db: Database,
  clock: Clock,
  input: MerchantApplicationInput,
  origin: { ip: string; lang: ServerLanguage; perHour?: number },
): Promise<{ row: ApplicationRow; token: string }> {
  await assertCategoriesExist(db, input.categoryIds)
  const token = randomBytes(32).toString('base64url')
  const row = await db.transaction(async (tx) => {
    const now = clock.now()
    await assertApplicationBudget(tx, now, origin.ip, origin.perHour ?? APPLICATIONS_PER_HOUR_PER_IP)
    await claimGuestImages(tx, clock, [input.logo, input.document])
    const [inserted] = await tx
      .insert(merchantApplications)
      .values({
        ...formFields(input),
        reference: newReference(),
        tokenHash: digestOf(token),
        state: 'submitted',
        language: origin.lang,
        submittedIp: origin.ip,
        createdAt: new Date(now),
        submittedAt: new Date(now),
      })
      .returning()
    if (!inserted) throw new Error('application not stored')
    return inserted
  })
  return { row, token }
}

/** The application a status link names; any mismatch is the same "not found". */
export async function applicationByLink(
  db: Executor,
  reference: string,
  token: string,
  lock = false,
): Promise<ApplicationRow> {
  const query = db
    .select()
    .from(merchantApplications)
    .where(eq(merchantApplications.reference, reference.trim().toUpperCase()))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row || !sameDigest(row.tokenHash, digestOf(token))) throw applicationNotFound()
  return row
}

export function toApplicationStatus(row: ApplicationRow): MerchantApplicationStatus {
  return {
    reference: row.reference,
    state: row.state,
    note: row.note,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    businessName: row.businessName,
    shopName: row.shopName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    country: row.country,
    categoryIds: row.categoryIds,
    description: row.description,
    logo: row.logo,
    document: row.document,
  }
}

/**
 * The applicant sends the edited application again: only while the operator asks for changes; it
 * goes back to the queue as submitted (the note stays until the next decision).
 */
export async function resubmitApplication(
  db: Database,
  clock: Clock,
  link: { reference: string; token: string },
  input: MerchantApplicationInput,
): Promise<ApplicationRow> {
  await assertCategoriesExist(db, input.categoryIds)
  return db.transaction(async (tx) => {
    const current = await applicationByLink(tx, link.reference, link.token, true)
    if (current.state !== 'changes_requested') throw new RefusalError('merchant.notAwaitingChanges')
    await claimGuestImages(tx, clock, [input.logo, input.document], [current.logo, current.document])
    const [updated] = await tx
      .update(merchantApplications)
      .set({ ...formFields(input), state: 'submitted', submittedAt: new Date(clock.now()) })
      .where(eq(merchantApplications.id, current.id))
      .returning()
    if (!updated) throw applicationNotFound()
    return updated
  })
}
