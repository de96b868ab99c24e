/**
 * Issue #29: the audit log's before and after shown as readable changes, never raw JSON: which
 * fields changed, from what to what. Pure: the screen formats the values (money, states, names).
 */
export interface AuditChange {
  /** The field's name, with a money field's `Cents` suffix dropped (`amountCents` -> `amount`). */
  field: string
  money: boolean
  /** Absent when the record was created (nothing before) ... */
  from?: unknown
  /** ... or deleted (nothing after). */
  to?: unknown
}

/** Fields that name the record rather than describe it: the sentence already says which record. */
const IDENTITY_FIELDS = new Set(['id', 'userId', 'orderId', 'shopId', 'orderSn'])
const MONEY_SUFFIX = 'Cents'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function change(name: string, sides: { from?: unknown; to?: unknown }): AuditChange {
  const money = name.endsWith(MONEY_SUFFIX) && name.length > MONEY_SUFFIX.length
  return { field: money ? name.slice(0, -MONEY_SUFFIX.length) : name, money, ...sides }
}

/** The fields that differ between `before` and `after` (all of them when one side is missing). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const hasBefore = before !== null && before !== undefined
  const hasAfter = after !== null && after !== undefined
  if (!isRecord(before) && !isRecord(after)) {
    if (same(before, after)) return []
    return [change('', { ...(hasBefore ? { from: before } : {}), ...(hasAfter ? { to: after } : {}) })]
  }
  const b = isRecord(before) ? before : {}
  const a = isRecord(after) ? after : {}
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((n) => !IDENTITY_FIELDS.has(n))
  return names
    .filter((name) => !same(b[name], a[name]))
    .map((name) =>
      change(name, {
        ...(hasBefore && name in b ? { from: b[name] } : {}),
        ...(hasAfter && name in a ? { to: a[name] } : {}),
      }),
    )
}

/** The amount a money action moved: `amountCents` after the action, else before it. */
export function auditAmountCents(before: unknown, after: unknown): number | null {
  for (const side of [after, before]) {
    const cents = isRecord(side) ? side['amountCents'] : undefined
    if (typeof cents === 'number' && Number.isSafeInteger(cents)) return cents
  }
  return null
}
