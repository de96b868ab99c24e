import type { AuditStatus } from '@crossmart/api-client'
import { type ReactNode, useState } from 'react'
import { Page } from '../../../components/page'
import { useDateTime } from '../../../lib/use-date-time'
import { type Page as ListPage, usePagedList } from '../../../lib/use-paged-list'
import { type AuditFilter, auditQuery } from '../state/audit-status'
import { WALLET_PAGE_LIMIT } from '../wallet-constants'
import { AuditStatusText, AuditTabs } from './audit-parts'
import { RecordList } from './record-list'
import './wallet.css'

/** What an audited record (a recharge or a withdrawal) has in common. */
interface AuditedRecord {
  id: number
  status: number
  auditRemark: string
  createdAt: string
}

export interface AuditedRecordScreenProps<R extends AuditedRecord> {
  title: string
  emptyText: string
  /** One page of the records under the audit filter (recharge_log or extract_log); stable (useCallback). */
  loadPage: (query: { page: number; limit: number; status?: AuditStatus }) => Promise<ListPage<R>>
  /** The record's own facts (amount, way, target); the audit status and time follow on the side. */
  renderMain: (record: R) => ReactNode
}

/**
 * A record screen of audited money requests (shop-spec §4: filter all, auditing, passed, refused):
 * tabs over the infinite list, each row its facts plus the audit status, result and time.
 */
export function AuditedRecordScreen<R extends AuditedRecord>({
  title,
  emptyText,
  loadPage,
  renderMain,
}: AuditedRecordScreenProps<R>) {
  const time = useDateTime()
  const [filter, setFilter] = useState<AuditFilter>('all')
  const list = usePagedList(
    (page) => loadPage({ page, limit: WALLET_PAGE_LIMIT, ...auditQuery(filter) }),
    [loadPage, filter],
  )
  return (
    <Page title={title} scroll="child">
      <RecordList
        list={list}
        ariaLabel={title}
        emptyText={emptyText}
        header={<AuditTabs value={filter} onChange={setFilter} />}
        renderItem={(record) => (
          <article className="wallet-row">
            <div className="wallet-row__main">{renderMain(record)}</div>
            <div className="wallet-row__side">
              <AuditStatusText status={record.status} remark={record.auditRemark} />
              <time className="muted small" dateTime={record.createdAt}>
                {time(record.createdAt)}
              </time>
            </div>
          </article>
        )}
      />
    </Page>
  )
}
