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

function valueText(t: TFunction, locale: string, entry: AuditLogEntry, change: AuditChange, value: unknown) {
  if (value === null || value === undefined || value === '')
    return change.field === 'assignee' ? t('auditField.nobody') : '—'
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
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ')
  }
  return String(value)
}

/** One logged action as a sentence ("agent1 released the conversation with demo"), its time and its changes. */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const key = `auditSentence.${actionKey(entry.action)}`
  const cents = auditAmountCents(entry.before, entry.after)
  const sentence = t(i18n.exists(key) ? key : 'auditSentence.other', {
    actor: entry.actorName,
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
