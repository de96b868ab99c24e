import { Tabs } from '@crossmart/ui-kit'
import { useStrings } from '../../../i18n/use-strings'
import { AUDIT_FILTERS, type AuditFilter, auditLabel } from '../state/audit-status'

/** shop-spec §4: all, under review, passed, declined. */
export function AuditTabs({
  value,
  onChange,
}: {
  value: AuditFilter
  onChange: (next: AuditFilter) => void
}) {
  const { t } = useStrings('wallet')
  return (
    <Tabs
      items={AUDIT_FILTERS.map((key) => ({ key, label: t(`status.${key}`) }))}
      activeKey={value}
      onChange={onChange}
      label={t('status.filter')}
      sticky={false}
    />
  )
}

/** A record's audit status, with the audit result note when there is one. */
export function AuditStatusText({ status, remark }: { status: number; remark: string }) {
  const { t } = useStrings('wallet')
  const label = auditLabel(status)
  return (
    <span className="wallet-status">
      <span className={`wallet-status__label is-${label}`}>{t(`status.${label}`)}</span>
      {remark ? <span className="muted small">{t('auditResult', { remark })}</span> : null}
    </span>
  )
}
