import type { ReactNode } from 'react'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { PagedList } from '../../../components/paged-list'
import { useOnReveal } from '../../../lib/use-on-reveal'
import type { PagedListState } from '../../../lib/use-paged-list'

export interface RecordListProps<T extends { id: number }> {
  list: PagedListState<T>
  renderItem: (item: T) => ReactNode
  emptyText: string
  ariaLabel: string
  header?: ReactNode
}

/**
 * A wallet record list: skeleton rows first, retry on a failed first page, empty state, and a
 * fresh first page whenever the kept-alive page is shown again.
 */
export function RecordList<T extends { id: number }>({
  list,
  renderItem,
  emptyText,
  ariaLabel,
  header,
}: RecordListProps<T>) {
  useOnReveal(list.refresh)
  return (
    <PagedList
      list={list}
      getKey={(item) => item.id}
      renderItem={renderItem}
      skeleton={<ListRowsSkeleton rows={5} />}
      emptyText={emptyText}
      ariaLabel={ariaLabel}
      className="wallet-records"
      header={header}
    />
  )
}
