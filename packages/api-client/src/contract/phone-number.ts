/**
 * What people type between the digits of a phone number ("+66 81 234 5678", "+1 (555) 010-0199",
 * "081.234.5678"): dropped before the check, so the number is stored in one form, E.164 when it
 * carries its country code (issue #31 "phones in international form").
 */
const PHONE_SEPARATORS = /[\s\-().\u00a0]/g

/** A phone number as stored: the separators people type dropped ("+66 81 234 5678" -> "+66812345678"). */
export function normalizePhone(value: string): string {
  return value.trim().replace(PHONE_SEPARATORS, '')
}
