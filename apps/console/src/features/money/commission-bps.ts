import { COMMISSION_BPS_MAX } from '@crossmart/api-client'

/** Basis points in one percent: 5.5 % is 550 bp (contract console-finance.ts: rates are integer bp). */
const BPS_PER_PERCENT = 100

export type PercentProblem = 'format' | 'fraction' | 'range'
export type PercentParse = { ok: true; bps: number } | { ok: false; problem: PercentProblem }

/**
 * A rate typed in percent as integer basis points. Read as text so "5.55" is exactly 555 bp; more
 * than two decimals would be a fraction of a basis point, which the contract refuses (integers only).
 */
export function percentToBps(text: string): PercentParse {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.trim().replace(/\s*%$/, ''))
  if (!match) return { ok: false, problem: 'format' }
  const decimals = match[2] ?? ''
  if (decimals.length > 2) return { ok: false, problem: 'fraction' }
  const bps = Number(match[1]) * BPS_PER_PERCENT + Number(decimals.padEnd(2, '0'))
  if (bps > COMMISSION_BPS_MAX) return { ok: false, problem: 'range' }
  return { ok: true, bps }
}

/** Basis points as the percent an input shows (550 -> "5.5", 500 -> "5", 1 -> "0.01"). */
export function bpsToPercentText(bps: number): string {
  const whole = Math.floor(bps / BPS_PER_PERCENT)
  const fraction = String(bps % BPS_PER_PERCENT)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
