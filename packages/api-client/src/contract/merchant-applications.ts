import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { count, flag, id, idValue, key, paged, pageQuery, timestamp } from './fields.js'
import { country, email, imageRef, mobile, passwordField, requiredText } from './input-fields.js'
import { uploadImageFileSchema } from './upload.js'

// Issue #48 "Merchants join" (server README "Merchants join"): a business applies on a public page of
// the console, follows its application through a mailed link, and the platform's operator approves
// (the shop and its owner are created, the owner sets a password through a one-time link), asks for
// changes or refuses. The operator also suspends and reinstates shops.

export const APPLICATION_STATES = ['submitted', 'changes_requested', 'approved', 'refused'] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

export const APPLICATION_DECISIONS = ['approve', 'changes', 'refuse'] as const
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number]

export const BUSINESS_NAME_MAX = 120
export const SHOP_NAME_MAX = 60
export const APPLICATION_DESCRIPTION_MAX = 500
export const APPLICATION_CATEGORIES_MAX = 20
export const DECISION_NOTE_MAX = 1_000
/** The owner's set-password link lives 72 hours and works once. */
export const SET_PASSWORD_CODE_TTL_HOURS = 72

/**
 * A phone in E.164: the separators people type are dropped (phone-number.ts), then it must start
 * with + and a country calling code that exists (the register form's rules, plus the +).
 */
/*#__NO_SIDE_EFFECTS__*/
export function e164Phone() {
  return mobile().check(z.refine((value) => value.startsWith('+'), key('validation.phoneInternational')))
}

/** The application form; the operator's review reads the same fields. */
export const merchantApplicationInputSchema = z.object({
  businessName: requiredText('validation.businessNameRequired', BUSINESS_NAME_MAX),
  shopName: requiredText('validation.shopNameRequired', SHOP_NAME_MAX),
  contactEmail: email(),
  contactPhone: e164Phone(),
  /** ISO 3166-1 alpha-2, upper-cased. */
  country: country(),
  /** Ids of existing categories; at least one. */
  categoryIds: z
    .array(id(), key('validation.categoriesRequired'))
    .check(
      z.minLength(1, key('validation.categoriesRequired')),
      z.maxLength(APPLICATION_CATEGORIES_MAX, key('validation.categoriesRequired')),
    ),
  description: z
    .string(key('validation.descriptionRequired'))
    .check(
      z.trim(),
      z.minLength(1, key('validation.descriptionRequired')),
      z.maxLength(APPLICATION_DESCRIPTION_MAX, key('validation.descriptionTooLong')),
    ),
  /** The `url` the guest upload call answered. */
  logo: imageRef('validation.logoRequired'),
  /** A picture of a business document (registration certificate, licence). */
  document: imageRef('validation.documentRequired'),
})
export type MerchantApplicationInput = z.infer<typeof merchantApplicationInputSchema>

/** What the mailed link carries: the reference and the status token (never stored in clear). */
const statusKey = {
  reference: requiredText('validation.required', 40),
  token: requiredText('validation.required', 200),
}

const applicationFields = {
  businessName: z.string(),
  shopName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  country: z.string(),
  categoryIds: z.array(idValue()),
  description: z.string(),
  logo: z.string(),
  document: z.string(),
}

/** The applicant's view of their application (through the status link). */
export const merchantApplicationStatusSchema = z.object({
  reference: z.string(),
  state: z.enum(APPLICATION_STATES),
  /** The operator's note of the last decision; empty before one. */
  note: z.string(),
  submittedAt: timestamp(),
  decidedAt: z.nullable(timestamp()),
  ...applicationFields,
})
export type MerchantApplicationStatus = z.infer<typeof merchantApplicationStatusSchema>

export const merchantApply = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/merchant/apply',
  summary: 'Apply to sell on the platform (guest); mails the status link, answers the reference',
  auth: false,
  request: merchantApplicationInputSchema,
  response: z.object({ reference: z.string(), token: z.string(), state: z.enum(APPLICATION_STATES) }),
})

export const merchantApplicationStatus = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/merchant/application_status',
  summary: "An application's state and the operator's note, by reference and status token",
  auth: false,
  encoding: 'query',
  request: z.object(statusKey),
  response: merchantApplicationStatusSchema,
})

export const merchantApplicationResubmit = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/merchant/application_resubmit',
  summary: 'Send the edited application again after the operator asked for changes',
  auth: false,
  request: z.object({ ...statusKey, ...merchantApplicationInputSchema.shape }),
  response: merchantApplicationStatusSchema,
})

/** The one-time code of the owner's set-password link (72 hours, single use). */
export const merchantSetPassword = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/merchant/set_password',
  summary: "Set a new shop owner's password with the one-time code of the mailed link",
  auth: false,
  request: z
    .object({
      code: requiredText('validation.required', 200),
      newPassword: passwordField(),
      confirmPassword: z.string({ error: 'validation.passwordMismatch' }),
    })
    .check(
      z.refine((v) => v.newPassword === v.confirmPassword, {
        error: 'validation.passwordMismatch',
        path: ['confirmPassword'],
      }),
    ),
  /** The login to use from now on (the application's contact email). */
  response: z.object({ account: z.string() }),
})

/** A guest's picture for the application (logo, document): the upload's rules, counted per address. */
export const uploadGuestImage = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/upload/guest_image',
  summary: "Upload an application's logo or document picture without an account (per-address budget)",
  auth: false,
  encoding: 'multipart',
  request: z.object({ file: uploadImageFileSchema }),
  response: z.object({ url: z.string().check(z.minLength(1)), size: z.int(), mime: z.string() }),
})

// ---- the operator's review ----

export const consoleApplicationSchema = z.object({
  id: idValue(),
  reference: z.string(),
  state: z.enum(APPLICATION_STATES),
  note: z.string(),
  submittedAt: timestamp(),
  decidedAt: z.nullable(timestamp()),
  /** Who decided last; empty before a decision. */
  decidedBy: z.string(),
  /** The shop an approval created. */
  shopId: z.nullable(idValue()),
  categoryNames: z.array(z.string()),
  ...applicationFields,
})
export type ConsoleApplication = z.infer<typeof consoleApplicationSchema>

export const consoleApplications = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/applications',
  summary: 'Merchant applications by state, oldest waiting first (operators)',
  auth: true,
  audience: 'operator',
  encoding: 'query',
  request: z.object({
    state: z.optional(z.enum(APPLICATION_STATES, key('validation.statusInvalid'))),
    ...pageQuery(),
  }),
  response: paged(consoleApplicationSchema),
})

export const consoleApplication = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/application',
  summary: 'One merchant application with its logo and document (operators)',
  auth: true,
  audience: 'operator',
  encoding: 'query',
  request: z.object({ id: id() }),
  response: consoleApplicationSchema,
})

export const applicationDecisionSchema = z
  .object({
    id: id(),
    decision: z.enum(APPLICATION_DECISIONS, key('validation.invalid')),
    note: z._default(
      z
        .string(key('validation.invalid'))
        .check(z.trim(), z.maxLength(DECISION_NOTE_MAX, key('validation.invalid'))),
      '',
    ),
  })
  .check(
    z.refine((v) => v.decision === 'approve' || v.note.trim() !== '', {
      error: 'validation.noteRequired',
      path: ['note'],
    }),
  )
export type ApplicationDecisionInput = z.input<typeof applicationDecisionSchema>

export const consoleApplicationDecide = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/application_decide',
  summary: 'Approve (creates the shop and its owner), ask for changes or refuse, with a note (operators)',
  auth: true,
  audience: 'operator',
  request: applicationDecisionSchema,
  response: consoleApplicationSchema,
})

// ---- shops, suspension ----

export const consoleShopSchema = z.object({
  id: idValue(),
  name: z.string(),
  logo: z.string(),
  /** The owner's display name and login; empty when the shop has none. */
  ownerName: z.string(),
  ownerAccount: z.string(),
  /** Published products: a shop without any is not listed to shoppers. */
  publishedCount: count(),
  listed: z.boolean(),
  suspended: z.boolean(),
  suspendedAt: z.nullable(timestamp()),
  suspensionReason: z.string(),
})
export type ConsoleShop = z.infer<typeof consoleShopSchema>

export const consoleShops = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/shops',
  summary: 'Every shop with its owner and state, by name (operators)',
  auth: true,
  audience: 'operator',
  encoding: 'query',
  request: z.object({
    keyword: z.optional(
      z.string(key('validation.invalid')).check(z.trim(), z.maxLength(100, key('validation.invalid'))),
    ),
    suspended: z.optional(flag()),
    ...pageQuery(),
  }),
  response: paged(consoleShopSchema),
})

export const consoleShopSuspend = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/shop_suspend',
  summary:
    'Suspend a shop (gone from the shop side, no new orders) or reinstate it, with a reason (operators)',
  auth: true,
  audience: 'operator',
  request: z.object({
    shopId: id(),
    suspend: flag(),
    reason: requiredText('validation.reasonRequired', DECISION_NOTE_MAX),
  }),
  response: consoleShopSchema,
})
