import type { AuditLogEntry } from '@crossmart/api-client'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatBps, formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { type AuditChange, auditAmountCents, auditChanges } from './audit-changes'

/** `conversation.release` -> `conversation_release`, the key of its sentence and label. */
export const actionKey = (action: string) => action.replace('.', '_')

/** An action code as the filter lists it: its label, or the code itself when it has none. */
export function actionLabel(t: TFunction, exists: (key: string) => boolean, action: string): string {
  const key = `auditAction.${actionKey(action)}`
  return exists(key) ? t(key) : action
}

/** The automatic actors the server logs under a fixed English name, in the reader's language. */
const AUTOMATIC_ACTORS: Readonly<Record<string, string>> = {
  'queue (automatic)': 'auditActor.queue',
  'ops (command line)': 'auditActor.commandLine',
}

export function actorText(t: TFunction, actorName: string): string {
  const key = AUTOMATIC_ACTORS[actorName]
  return key === undefined ? actorName : t(key)
}

const WEEKDAY_BASE = Date.UTC(2026, 0, 4) // a Sunday: day 0 of the queue's opening hours
const DAY_MS = 86_400_000
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Opening hours ({day, from, to} in minutes) as "Mon 09:00–18:00"; null for anything else. */
function openingHoursText(value: unknown, locale: string): string | null {
  if (!Array.isArray(value)) return null
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const parts: string[] = []
  for (const range of value) {
    if (typeof range !== 'object' || range === null) return null
    const { day, from, to } = range as Record<string, unknown>
    if (typeof day !== 'number' || typeof from !== 'number' || typeof to !== 'number') return null
    parts.push(`${weekday.format(new Date(WEEKDAY_BASE + day * DAY_MS))} ${clock(from)}–${clock(to)}`)
  }
  return parts.join(', ')
}

function valueText(
  t: TFunction,
  locale: string,
  entry: AuditLogEntry,
  change: AuditChange,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '')
    return change.field === 'assignee' ? t('auditField.nobody') : '—'
  // Issue #44: the queue logs people by id and times in milliseconds; read them as names and dates.
  if (change.field === 'assignee' && typeof value === 'number')
    return entry.people[String(value)] ?? `#${value}`
  if (change.field === 'snoozedUntil' && typeof value === 'number')
    return formatTime(new Date(value).toISOString(), locale)
  if (change.field === 'reason' && typeof value === 'string')
    return t(`auditReason.${value}`, { defaultValue: value })
  if (change.field === 'state' && entry.targetType === 'conversation' && typeof value === 'string')
    return t(`queue.state_${value}`, { defaultValue: value })
  if (change.field === 'hours') {
    const hours = openingHoursText(value, locale)
    if (hours !== null) return hours === '' ? t('auditField.alwaysOpen') : hours
  }
  // Issue #48: the operator's catalogue logs a pin, a link type and a schedule: read them in words.
  if (change.field === 'pin' && typeof value === 'string')
    return t(`catalogue.pin_${value}`, { defaultValue: value })
  if (change.field === 'linkType' && typeof value === 'string')
    return t(`catalogue.link_${value}`, { defaultValue: value })
  if ((change.field === 'startsAt' || change.field === 'endsAt') && typeof value === 'string')
    return formatTime(value, locale)
  if (change.money && typeof value === 'number') return formatCents(value, locale)
  // Issue #42: commission rates are logged in basis points and read as percent.
  if (change.field === 'commissionBps' && typeof value === 'number') return formatBps(value, locale)
  if (typeof value === 'boolean') return t(value ? 'auditField.yes' : 'auditField.no')
  if (change.field === 'state' && typeof value === 'string')
    return t(`orderState.${value}`, { defaultValue: value })
  if (change.field === 'status' && typeof value === 'number') {
    const table = entry.targetType === 'refund' ? 'refundStatus' : 'auditStatus'
    return t(`${table}.${value}`, { defaultValue: String(value) })
  }
  if (typeof value === 'object') {
    const name = (value as Record<string, unknown>)['name']
    if (typeof name === 'string') return name
    if (Array.isArray(value))
      return value.map((item): string => valueText(t, locale, entry, change, item)).join(', ')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
      .join(', ')
  }
  return String(value)
}

/** A run of one automatic action (audit-runs.ts): one sentence with the count, each entry folded inside. */
export function AuditRunEntry({ entries }: { entries: readonly AuditLogEntry[] }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [newest] = entries
  const oldest = entries[entries.length - 1]
  if (newest === undefined || oldest === undefined) return null
  const reason = (newest.after as Record<string, unknown> | null)?.['reason']
  return (
    <li className="audit-entry">
      <p className="audit-entry__sentence">
        {t(`auditRun.${actionKey(newest.action)}`, {
          actor: actorText(t, newest.actorName),
          count: entries.length,
          reason: typeof reason === 'string' ? t(`auditReason.${reason}`, { defaultValue: reason }) : '',
        })}
      </p>
      <p className="muted small">
        <time dateTime={oldest.createdAt}>{formatTime(oldest.createdAt, locale)}</time>
      </p>
      <details className="audit-entry__run small">
        <summary>{t('auditRun.show', { count: entries.length })}</summary>
        <ol>
          {entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      </details>
    </li>
  )
}

/** One logged action as a sentence ("agent1 released the conversation with demo"), its time and its changes. */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const key = `auditSentence.${actionKey(entry.action)}`
  const cents = auditAmountCents(entry.before, entry.after)
  const sentence = t(i18n.exists(key) ? key : 'auditSentence.other', {
    actor: actorText(t, entry.actorName),
    target: entry.targetLabel || `#${entry.targetId}`,
    id: entry.targetId,
    amount: cents === null ? '' : formatCents(cents, locale),
    action: entry.action,
    type: entry.targetType,
  })
  const changes = auditChanges(entry.before, entry.after)
  const created = entry.before === null || entry.before === undefined
  const deleted = entry.after === null || entry.after === undefined
  const fieldName = (change: AuditChange) =>
    change.field === '' ? '' : t(`auditField.${change.field}`, { defaultValue: change.field })
  return (
    <li className="audit-entry">
      <p className="audit-entry__sentence">{sentence}</p>
      <p className="muted small">
        <time dateTime={entry.createdAt}>{formatTime(entry.createdAt, locale)}</time>
      </p>
      {changes.length > 0 && (
        <ul className="audit-entry__changes small" aria-label={t('auditFilter.changes')}>
          {created && <li>{t('auditField.added')}</li>}
          {deleted && <li>{t('auditField.deleted')}</li>}
          {changes.map((change) => (
            <li key={change.field}>
              {'from' in change && 'to' in change
                ? t('auditField.change', {
                    field: fieldName(change),
                    from: valueText(t, locale, entry, change, change.from),
                    to: valueText(t, locale, entry, change, change.to),
                  })
                : `${fieldName(change)}: ${valueText(t, locale, entry, change, 'to' in change ? change.to : change.from)}`}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
