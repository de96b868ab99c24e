import * as z from 'zod/mini'
import { LANGUAGES } from './constants.js'
import { defineEndpoint } from './define-endpoint.js'
import { count, id, idValue, key, noInput, timestamp } from './fields.js'
import { imageRef, optionalText, requiredText } from './input-fields.js'

// Issue #48 "The operator's marketplace" (server README "The operator's marketplace"): the platform's
// operator runs the categories, the home banners, the announcements and the hot lists' pins from the
// console. Every call is the operator's: shop staff, shoppers and guests are refused
// (console.operatorOnly / 1003 / 401). Every write reaches shoppers at once (the catalogue caches are
// dropped) and is written to the audit log.

const CATEGORY_NAME_MAX = 60
const BANNER_TITLE_MAX = 120
const ANNOUNCEMENT_TITLE_MAX = 120
const ANNOUNCEMENT_BODY_MAX = 2_000
const SEARCH_TARGET_MAX = 100

/** Moving one row among its siblings (categories of one parent, banners). */
export const MOVE_DIRECTIONS = ['up', 'down'] as const
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number]

/** A category's name in each language; blank ones fall back as product names do (then en, then any). */
const categoryNamesSchema = z.object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, optionalText(CATEGORY_NAME_MAX)])) as Record<
    (typeof LANGUAGES)[number],
    ReturnType<typeof optionalText>
  >,
)
export type CategoryNames = z.infer<typeof categoryNamesSchema>

/** The cross-field rules run even when a field is refused, so every problem shows at once. */
const always = () => true

/** What the operator sees of a category (a flat list in display order; `parentId` makes the tree). */
export const consoleCategorySchema = z.object({
  id: idValue(),
  /** The stable key (the ten of shop-spec §3 keep theirs; new ones get one from the server). */
  slug: z.string(),
  parentId: z.nullable(idValue()),
  names: z.record(z.string(), z.string()),
  /** The name in the console user's language (then en, then any). */
  name: z.string(),
  /** A picture URL (the upload flow's, or the seed's drawn icon). */
  icon: z.string(),
  sortOrder: z.int(),
  hidden: z.boolean(),
  /** Products that name this category (any status): while there are any, it can only be hidden. */
  productCount: count(),
  childCount: count(),
})
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>

export const consoleCategories = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/categories',
  summary: 'Every category, hidden ones too, parents before their children in display order (operators)',
  auth: true,
  audience: 'operator',
  request: noInput(),
  response: z.object({ list: z.array(consoleCategorySchema) }),
})

/**
 * Create (no id) or edit a category. Two levels: a parent must itself be top-level, and a category
 * with children cannot be put under another (the server checks both). At least one name.
 */
export const categoryInputSchema = z
  .object({
    id: z.optional(id()),
    parentId: z.optional(z.nullable(id())),
    names: categoryNamesSchema,
    icon: z._default(z.union([z.literal(''), imageRef('validation.imageRequired')]), ''),
  })
  .check(
    z.refine((v) => LANGUAGES.some((lang) => (v.names?.[lang] ?? '') !== ''), {
      error: 'validation.categoryNameRequired',
      path: ['names'],
      when: always,
    }),
    z.refine((v) => v.id === undefined || v.parentId == null || v.parentId !== v.id, {
      error: 'validation.categoryParentInvalid',
      path: ['parentId'],
      when: always,
    }),
  )
export type CategoryInput = z.input<typeof categoryInputSchema>

export const consoleCategorySave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/category_save',
  summary: 'Creates or edits a category (names in five languages, icon, parent) (operators)',
  auth: true,
  audience: 'operator',
  request: categoryInputSchema,
  response: consoleCategorySchema,
})

export const consoleCategoryMove = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/category_move',
  summary: 'Moves a category up or down among its siblings (operators)',
  auth: true,
  audience: 'operator',
  request: z.object({ id: id(), direction: z.enum(MOVE_DIRECTIONS, key('validation.invalid')) }),
  response: z.object({ list: z.array(consoleCategorySchema) }),
})

export const consoleCategoryHide = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/category_hide',
  summary: 'Hides a category from the shop, or shows it again; its products stay reachable (operators)',
  auth: true,
  audience: 'operator',
  request: z.object({ id: id(), hidden: z.boolean(key('validation.invalid')) }),
  response: consoleCategorySchema,
})

export const consoleCategoryDelete = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/category_delete',
  summary: 'Deletes a category no product and no child uses; otherwise refused: hide it instead (operators)',
  auth: true,
  audience: 'operator',
  request: z.object({ id: id() }),
  response: z.object({ deleted: idValue() }),
})

// ---- home banners ----

/** Where a banner leads: a product, a shop, a category (each by id, which must exist) or a search. */
export const BANNER_LINK_TYPES = ['product', 'shop', 'category', 'search'] as const
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number]

/** A banner's schedule state now: shown, waiting for its start, past its end, or switched off. */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'disabled'] as const
export type BannerState = (typeof BANNER_STATES)[number]

export const consoleBannerSchema = z.object({
  id: idValue(),
  image: z.string(),
  title: z.string(),
  linkType: z.enum(BANNER_LINK_TYPES),
  /** The id (as text) of the product, shop or category, or the search words. */
  linkTarget: z.string(),
  /** The target as the operator reads it (the product's, shop's or category's name; the words). */
  targetLabel: z.string(),
  /** The shop path the banner opens (contract: bannerSchema.link). */
  link: z.string(),
  startsAt: z.nullable(timestamp()),
  endsAt: z.nullable(timestamp()),
  sortOrder: z.int(),
  enabled: z.boolean(),
  state: z.enum(BANNER_STATES),
})
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>

export const consoleBanners = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/banners',
  summary: 'Every home banner in display order with its schedule state (operators)',
  auth: true,
  audience: 'operator',
  request: noInput(),
  response: z.object({ list: z.array(consoleBannerSchema) }),
})

/** An instant in ISO 8601, or null (no bound). */
const optionalInstant = () =>
  z.optional(
    z.nullable(
      z.string(key('validation.dateInvalid')).check(
        z.maxLength(40, key('validation.dateInvalid')),
        z.refine((value) => !Number.isNaN(Date.parse(value)), key('validation.dateInvalid')),
      ),
    ),
  )

const isIdText = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647

/** The banner form: a picture, an optional sale text, a typed link, an optional schedule (to after from). */
export const bannerInputSchema = z
  .object({
    id: z.optional(id()),
    image: imageRef('validation.imageRequired'),
    title: z._default(optionalText(BANNER_TITLE_MAX), ''),
    linkType: z.enum(BANNER_LINK_TYPES, key('validation.bannerTargetRequired')),
    linkTarget: requiredText('validation.bannerTargetRequired', SEARCH_TARGET_MAX),
    startsAt: optionalInstant(),
    endsAt: optionalInstant(),
    enabled: z._default(z.boolean(key('validation.invalid')), true),
  })
  .check(
    z.refine(
      (v) =>
        v.linkType === 'search' ||
        typeof v.linkTarget !== 'string' ||
        v.linkTarget.trim() === '' ||
        isIdText(v.linkTarget.trim()),
      { error: 'validation.bannerTargetRequired', path: ['linkTarget'], when: always },
    ),
    z.refine(
      (v) =>
        v.startsAt == null ||
        v.endsAt == null ||
        Number.isNaN(Date.parse(v.startsAt)) ||
        Number.isNaN(Date.parse(v.endsAt)) ||
        Date.parse(v.endsAt) > Date.parse(v.startsAt),
      { error: 'validation.scheduleEndBeforeStart', path: ['endsAt'], when: always },
    ),
  )
export type BannerInput = z.input<typeof bannerInputSchema>

export const consoleBannerSave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/banner_save',
  summary: 'Creates or edits a home banner; its target must exist (operators)',
  auth: true,
  audience: 'operator',
  request: bannerInputSchema,
  response: consoleBannerSchema,
})

export const consoleBannerMove = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/banner_move',
  summary: 'Moves a banner up or down in the carousel (operators)',
  auth: true,
  audience: 'operator',
  request: z.object({ id: id(), direction: z.enum(MOVE_DIRECTIONS, key('validation.invalid')) }),
  response: z.object({ list: z.array(consoleBannerSchema) }),
})

export const consoleBannerDelete = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/banner_delete',
  summary: 'Deletes a home banner (operators)',
  auth: true,
  audience: 'operator',
  request: z.object({ id: id() }),
  response: z.object({ deleted: idValue() }),
})

// ---- announcements (the same ones `ops announce` sends) ----

export const consoleAnnouncementSchema = z.object({
  id: idValue(),
  title: z.string(),
  body: z.string(),
  /** Shoppers it was sent to (one notification each). */
  recipients: count(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
})
export type ConsoleAnnouncement = z.infer<typeof consoleAnnouncementSchema>

export const consoleAnnouncements = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/announcements',
  summary: 'The platform announcements sent to shoppers, newest first (operators)',
  auth: true,
  audience: 'operator',
  request: noInput(),
  response: z.object({ list: z.array(consoleAnnouncementSchema) }),
})

export const announcementInputSchema = z.object({
  id: z.optional(id()),
  title: requiredText('validation.announcementTitleRequired', ANNOUNCEMENT_TITLE_MAX),
  body: requiredText('validation.announcementBodyRequired', ANNOUNCEMENT_BODY_MAX),
})
export type AnnouncementInput = z.input<typeof announcementInputSchema>

export const consoleAnnouncementSave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/announcement_save',
  summary: "Sends a new announcement to every shopper, or corrects one's text everywhere (operators)",
  auth: true,
  audience: 'operator',
  request: announcementInputSchema,
  response: consoleAnnouncementSchema,
})

export const consoleAnnouncementDelete = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/announcement_delete',
  summary: "Withdraws an announcement from every shopper's notifications (operators)",
  auth: true,
  audience: 'operator',
  request: z.object({ id: id() }),
  response: z.object({ deleted: idValue() }),
})

// ---- hot lists: pins ----

export const HOT_KINDS = ['product', 'shop'] as const
export type HotKind = (typeof HOT_KINDS)[number]
/** pinned: first in the list; hidden: never in it; null: as computed. */
export const HOT_PIN_MODES = ['pinned', 'hidden'] as const
export type HotPinMode = (typeof HOT_PIN_MODES)[number]

export const hotEntrySchema = z.object({
  id: idValue(),
  name: z.string(),
  image: z.string(),
  /** The product's shop (products); '' for shops. */
  shopName: z.string(),
  sales: count(),
  pin: z.nullable(z.enum(HOT_PIN_MODES)),
})
export type HotEntry = z.infer<typeof hotEntrySchema>

export const consoleHotLists = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/hot_lists',
  summary:
    "The home's hot products and hot shops as computed (pinned first), then the hidden ones (operators)",
  auth: true,
  audience: 'operator',
  request: noInput(),
  response: z.object({ products: z.array(hotEntrySchema), shops: z.array(hotEntrySchema) }),
})

export const consoleHotPin = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/hot_pin',
  summary:
    'Pins a product or shop first in its hot list, hides it from it, or lets it be computed (operators)',
  auth: true,
  audience: 'operator',
  request: z.object({
    kind: z.enum(HOT_KINDS, key('validation.invalid')),
    id: id(),
    pin: z.nullable(z.enum(HOT_PIN_MODES, key('validation.invalid'))),
  }),
  response: z.object({ kind: z.enum(HOT_KINDS), id: idValue(), pin: z.nullable(z.enum(HOT_PIN_MODES)) }),
})
