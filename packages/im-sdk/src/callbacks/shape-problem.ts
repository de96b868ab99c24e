/**
 * The shape check of provider callback results: a small field-list language (`name:kind`, see
 * `shapeProblem`) and the checks of each list item the data layer receives. Pure: no imports of the
 * callback types, so the message model can use it without an import cycle.
 */

const isChannel = (c: unknown): boolean =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as { channelID?: unknown }).channelID === 'string' &&
  Number.isInteger((c as { channelType?: unknown }).channelType)

/** Field kinds of a shape check: the test and how a missing field is described. */
const KINDS: Record<string, readonly [(value: unknown) => boolean, string]> = {
  s: [(v) => typeof v === 'string', 'a # string'],
  i: [Number.isInteger, 'an integer #'],
  n: [(v) => typeof v === 'number', 'a #'],
  c: [isChannel, 'a channel'],
}

/**
 * A shape check of callback items (kept small: required fields only). `fields` lists
 * `name:kind` pairs (kind s = string, i = integer, n = number, c = channel; a trailing ? makes
 * the field optional); the check returns why an item does not fit, or undefined.
 */
export function shapeProblem(what: string, fields: string): (item: unknown) => string | undefined {
  const checks = fields.split(' ').map((field) => field.split(':') as [string, string])
  return (item) => {
    if (typeof item !== 'object' || item === null) return `${what} that is not an object`
    for (const [name, kind] of checks) {
      const value = (item as Record<string, unknown>)[name]
      const optional = kind.endsWith('?')
      if (optional && value === undefined) continue
      const [fits, text] = KINDS[kind[0]!]!
      if (!fits(value))
        return optional ? `${what} with an invalid ${name}` : `${what} without ${text.replace('#', name)}`
    }
    return undefined
  }
}

/** Shape checks of the list items. */
export const itemProblems = {
  conversation: /* @__PURE__ */ shapeProblem('a conversation', 'channel:c timestamp:n unread:i?'),
  conversationExtra: /* @__PURE__ */ shapeProblem('a conversation extra', 'channel:c version:i'),
  reminder: /* @__PURE__ */ shapeProblem('a reminder', 'reminderID:i channel:c version:i reminderType:i'),
  messageExtra: /* @__PURE__ */ shapeProblem('an extra', 'messageID:s extraVersion:i'),
  subscriber: /* @__PURE__ */ shapeProblem('a subscriber', 'uid:s version:i'),
}
