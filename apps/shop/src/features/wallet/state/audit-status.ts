import { AUDIT_STATUS, type AuditStatus } from '@crossmart/api-client'

/** shop-spec §4: the audit status filter of the recharge and withdrawal records: all, then each status. */
export const AUDIT_FILTERS = ['all', 'auditing', 'passed', 'refused'] as const
export type AuditFilter = (typeof AUDIT_FILTERS)[number]

/** The `status` query of a filter (none for all). */
export function auditQuery(filter: AuditFilter): { status?: AuditStatus } {
  return filter === 'all' ? {} : { status: AUDIT_STATUS[filter] }
}

/** The label key of a record's status code (an unknown code reads as under review). */
export function auditLabel(status: number): Exclude<AuditFilter, 'all'> {
  if (status === AUDIT_STATUS.passed) return 'passed'
  if (status === AUDIT_STATUS.refused) return 'refused'
  return 'auditing'
}
