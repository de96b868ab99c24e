/**
 * Money convention: integer cents in JSON numbers, fields named `...Cents` (the server stores
 * integer cents too). These helpers convert at the edges (form input, display); the withdrawal
 * service charge is in withdrawal-charge.ts.
 */

const CENTS_PER_UNIT = 100
/** A decimal amount typed by a user: digits, optionally . and up to 2 decimals. */
const AMOUNT_PATTERN = /^(\d{1,13})(?:\.(\d{0,2}))?$/

/** '12.3' -> 1230; returns undefined for anything that is not a valid non-negative amount. */
export function parseAmountToCents(input: string): number | undefined {
  const match = AMOUNT_PATTERN.exec(input.trim())
  if (!match) return undefined
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * CENTS_PER_UNIT + fraction
}

/** 1230 -> '12.30'; negative amounts keep their sign. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(cents))
  const fraction = String(abs % CENTS_PER_UNIT).padStart(2, '0')
  return `${sign}${Math.floor(abs / CENTS_PER_UNIT)}.${fraction}`
}
