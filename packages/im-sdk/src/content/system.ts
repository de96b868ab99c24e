/**
 * System messages (chat-spec §3, §9): content types 1000 to 2000 whose `content` text has numbered
 * placeholders `{0}`, `{1}` ... filled from the `extra` list of names.
 */

import { SYSTEM_CONTENT_TYPE_RANGE } from '../constants.js'
import type { SystemContent, SystemExtraEntry } from './types.js'

export function isSystemContentType(type: number): boolean {
  return (
    Number.isInteger(type) && type >= SYSTEM_CONTENT_TYPE_RANGE.min && type <= SYSTEM_CONTENT_TYPE_RANGE.max
  )
}

const PLACEHOLDER = /\{(\d+)\}/g

/**
 * Fills `{n}` with `extra[n].name`. A placeholder without a matching name stays as it is, so a
 * server that sends fewer names than placeholders shows the gap instead of "undefined".
 */
export function fillPlaceholders(template: string, extra: readonly SystemExtraEntry[] | undefined): string {
  if (extra === undefined || extra.length === 0) return template
  return template.replace(PLACEHOLDER, (whole, index: string) => {
    const name = extra[Number(index)]?.name
    return typeof name === 'string' ? name : whole
  })
}

/** The display text of a system message. */
export function systemText(content: SystemContent): string {
  return fillPlaceholders(content.content, content.extra)
}
