/**
 * Issue #44: quick replies with variables. `{name}` is the shopper, `{order}` their latest order
 * with this shop, `{agent}` the staff member sending, `{shop}` the shop. A variable with no value
 * (no order yet) stays as written, so the agent sees what to fill in before sending.
 */
export const QUICK_REPLY_VARIABLES = ['name', 'order', 'agent', 'shop'] as const
export type QuickReplyVariable = (typeof QUICK_REPLY_VARIABLES)[number]
export type QuickReplyValues = Partial<Record<QuickReplyVariable, string>>

const VARIABLE = /\{(name|order|agent|shop)\}/g

/** The variables a text uses, each once, in order of first use (in a draft: the ones still to fill). */
export function variablesIn(text: string): QuickReplyVariable[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] as QuickReplyVariable))]
}

/** The text with every variable that has a value replaced; the others left as `{variable}`. */
export function fillQuickReply(text: string, values: QuickReplyValues): string {
  return text.replace(VARIABLE, (whole, name: QuickReplyVariable) => {
    const value = values[name]
    return value === undefined || value === '' ? whole : value
  })
}
