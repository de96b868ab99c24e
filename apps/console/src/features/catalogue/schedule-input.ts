/**
 * A `datetime-local` input's value (the operator's own time, minutes) and the instant the contract
 * carries (ISO 8601, UTC): '' is no bound, and a value the browser could not read stays as typed so
 * the contract's check names it.
 */
export function instantOfLocal(value: string): string | null {
  if (value.trim() === '') return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? value : new Date(ms).toISOString()
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant as a `datetime-local` value in the operator's time zone; null is ''. */
export function localOfInstant(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}
