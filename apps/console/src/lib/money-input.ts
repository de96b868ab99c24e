const CENTS_PER_DOLLAR = 100

/**
 * What an operator or owner types as dollars ("12", "12.5", "1,250.00") as integer cents, or null
 * when it is not an amount with at most two decimals. Read as text, never through floating point,
 * so "0.29" is 29 cents and not 28.999….
 */
export function dollarsToCents(text: string): number | null {
  const plain = text.trim().replaceAll(',', '')
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(plain)
  if (!match) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * CENTS_PER_DOLLAR + fraction
}

/** Integer cents as a plain decimal dollar amount ("-12.50"): what a spreadsheet reads as a number. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const fraction = String(abs % CENTS_PER_DOLLAR).padStart(2, '0')
  return `${sign}${Math.floor(abs / CENTS_PER_DOLLAR)}.${fraction}`
}
