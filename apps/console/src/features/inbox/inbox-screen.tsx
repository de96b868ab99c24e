import {
  type ConsoleMe,
  consoleConversationState,
  consoleQuickReplies,
  INBOX_FILTERS,
  INBOX_STATE_FILTERS,
  type InboxFilter,
  type InboxStateFilter,
} from '@crossmart/api-client'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LabelChips } from '../../components/label-chip'
import { Empty, Failed, Loading } from '../../components/states'
import { useChatClient } from '../../lib/chat-client'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { inboxCountsAtom, openConversationAtom } from './alerts/alert-state'
import { AssignmentBar } from './assignment-bar'
import { AvailabilityControl } from './availability-control'
import { ContextPanel } from './context-panel'
import { ConversationPane } from './conversation-pane'
import { ConversationRatings } from './conversation-ratings'
import { InboxList } from './inbox-list'
import { ConversationLabelsBar } from './labels/conversation-labels-bar'
import { LabelFilter } from './labels/label-filter'
import { useLabelData } from './labels/use-label-data'
import { neighbourOf, queueShortcutOf } from './queue-shortcuts'
import { QueueStateBar } from './queue-state-bar'
import { MessageSearchPanel } from './search/message-search-panel'
import { useInbox } from './use-inbox'

/** Ctrl+K (or ⌘K) anywhere, or `/` outside a text field, jumps to the conversation search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true
  const target = event.target as HTMLElement | null
  const typing = target?.closest?.('input, textarea, select, [contenteditable="true"]')
  return event.key === '/' && !typing
}

/** Live customer service: conversation list | open conversation | the shopper and their orders. */
export function InboxScreen({
  me,
  requested = null,
  requestedNote = null,
}: {
  me: ConsoleMe
  /** Issue #44: a conversation to open (from /inbox?conversation=, e.g. a notice's click). */
  requested?: string | null
  /** Issue #44: a mention of a private note opens its conversation at the note. */
  requestedNote?: number | null
}) {
  const { t } = useTranslation()
  const { api } = useServices()
  const chat = useChatClient()
  const client = chat.status === 'ready' ? chat.client : null
  const [filter, setFilter] = useState<InboxFilter>('all')
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  const [stateFilter, setStateFilter] = useState<InboxStateFilter>('any')
  const stateFilterId = useId()
  // Issue #29: the label filter, and the message a search result opens the conversation at.
  const [labelFilter, setLabelFilter] = useState<number | null>(null)
  const [focus, setFocus] = useState<{ channelId: string; seq: number } | null>(null)
  const [searching, setSearching] = useState(false)
  // Phone only (issue #44): the filters fold behind one button; the shopper's panel is its own view.
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [showShopper, setShowShopper] = useState(false)
  const inbox = useInbox(client, filter, search.trim(), stateFilter, labelFilter)
  const labelData = useLabelData(inbox.conversations.map((c) => c.channelId))
  const quickReplies = useRequest(() => api.call(consoleQuickReplies), 'quick-replies')
  const searchRef = useRef<HTMLInputElement>(null)
  const counts = useAtomValue(inboxCountsAtom)
  const setOpenConversation = useSetAtom(openConversationAtom)

  // A requested conversation opens with every filter off, so it is in the list.
  useEffect(() => {
    if (requested === null) return
    setFilter('all')
    setStateFilter('any')
    setLabelFilter(null)
    setSearch('')
    setFocus(null)
    setSelected(requested)
  }, [requested])
  // Alerts skip the conversation on screen (features/alerts); none when the inbox is left.
  useEffect(() => {
    setOpenConversation(selected)
    setShowShopper(false)
    return () => setOpenConversation(null)
  }, [selected, setOpenConversation])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      searchRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // Issue #29 keyboard: Alt+J / Alt+K next / previous, Alt+E resolve, Ctrl+Alt+E resolve and open the next.
  const ids = inbox.conversations.map((c) => c.channelId)
  const keys = useRef({ ids, selected, refresh: inbox.refresh })
  keys.current = { ids, selected, refresh: inbox.refresh }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = queueShortcutOf(event)
      if (!shortcut) return
      event.preventDefault()
      const { ids: list, selected: current, refresh } = keys.current
      if (shortcut === 'next' || shortcut === 'previous') {
        const target = neighbourOf(list, current, shortcut === 'next' ? 1 : -1)
        if (target) setSelected(target)
        return
      }
      if (current === null) return
      const next = shortcut === 'resolveAndNext' ? neighbourOf(list, current, 1) : null
      void api
        .call(consoleConversationState, { channelId: current, state: 'resolved' })
        .then(() => {
          if (next) setSelected(next)
          refresh()
        })
        .catch(() => refresh())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [api])

  const open = inbox.conversations.find((c) => c.channelId === selected) ?? null
  // Issue #44 phone layout: one view at a time (list, conversation, shopper), each full height; the
  // CSS shows all three side by side from a tablet up, where these states change nothing.
  const view = open === null ? 'list' : showShopper ? 'shopper' : 'conversation'
  return (
    <div className="inbox" data-view={view}>
      <section className="inbox__list" aria-label={t('inbox.title')}>
        <div className="inbox__tools" data-filters={filtersOpen ? 'open' : 'closed'}>
          <input
            ref={searchRef}
            type="search"
            aria-label={t('inbox.search')}
            placeholder={t('inbox.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <div className="tabs" role="tablist" aria-label={t('inbox.filter')}>
            {INBOX_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={filter === value}
                onClick={() => setFilter(value)}
              >
                {t(`inbox.filter_${value}`)}
                {counts !== null && counts[value] > 0 && (
                  <>
                    <span className="badge tabs__count" aria-hidden="true">
                      {counts[value]}
                    </span>
                    <span className="sr-only">
                      {t('alerts.unreadConversations', { count: counts[value] })}
                    </span>
                  </>
                )}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="inbox__filters-toggle"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {filtersOpen ? t('inbox.hideFilters') : t('inbox.showFilters')}
          </button>
          <div className="inbox__queue">
            <label htmlFor={stateFilterId} className="small">
              {t('queue.stateFilter')}
            </label>
            <select
              id={stateFilterId}
              value={stateFilter}
              onChange={(e) => setStateFilter(e.target.value as InboxStateFilter)}
            >
              {INBOX_STATE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`queue.state_${value}`)}
                </option>
              ))}
            </select>
            <AvailabilityControl />
          </div>
          <div className="inbox__queue">
            <LabelFilter labels={labelData.labels} value={labelFilter} onChange={setLabelFilter} />
          </div>
          <p className="muted small inbox__shortcuts">{t('queue.shortcuts')}</p>
          <MessageSearchPanel
            onActive={setSearching}
            onOpen={(hit) => {
              // The conversation must be in the list to open: every filter off.
              setFilter('all')
              setStateFilter('any')
              setLabelFilter(null)
              setSearch('')
              setSelected(hit.channelId)
              setFocus({ channelId: hit.channelId, seq: hit.messageSeq })
            }}
          />
        </div>
        {chat.status === 'error' && (
          <div className="banner banner--error" role="alert">
            {t('chat.offline')}{' '}
            <button type="button" className="link" onClick={chat.retry}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {searching ? null : inbox.status === 'loading' && inbox.conversations.length === 0 && <Loading />}
        {!searching && inbox.status === 'error' && <Failed error={inbox.error} onRetry={inbox.refresh} />}
        {!searching && inbox.status === 'ok' && inbox.conversations.length === 0 && (
          <Empty
            text={
              search
                ? t('inbox.noMatch')
                : stateFilter !== 'any' || labelFilter !== null
                  ? t('queue.empty')
                  : t(`inbox.empty_${filter}`)
            }
          />
        )}
        {!searching && inbox.conversations.length > 0 && (
          <InboxList
            conversations={inbox.conversations}
            selected={selected}
            myId={me.userId}
            onSelect={(channelId) => {
              setFocus(null)
              setSelected(channelId)
            }}
            onNearEnd={inbox.loadMore}
            extraOf={(channelId) => (
              <LabelChips labelIds={labelData.labelIdsOf(channelId)} labels={labelData.labels} />
            )}
          />
        )}
      </section>
      <div className="inbox__conversation">
        {open && client ? (
          <>
            <header className="conversation__head">
              <button type="button" className="inbox__back link" onClick={() => setSelected(null)}>
                {t('inbox.backToList')}
              </button>
              <h2>{open.shopperName}</h2>
              <button
                type="button"
                className="inbox__shopper-toggle link"
                onClick={() => setShowShopper(true)}
              >
                {t('inbox.shopperDetails')}
              </button>
              <AssignmentBar conversation={open} me={me} onChanged={inbox.refresh} />
              <QueueStateBar conversation={open} onChanged={inbox.refresh} />
              <ConversationLabelsBar
                labels={labelData.labels}
                labelIds={labelData.labelIdsOf(open.channelId)}
                onSet={(labelId, on) => labelData.set(open.channelId, labelId, on)}
              />
            </header>
            <ConversationPane
              key={open.channelId}
              client={client}
              me={me}
              conversation={open}
              quickReplies={quickReplies.data?.list ?? []}
              focusSeq={focus?.channelId === open.channelId ? focus.seq : null}
              focusNoteSeq={open.channelId === requested ? requestedNote : null}
            />
          </>
        ) : (
          <Empty text={chat.status === 'starting' ? t('chat.connecting') : t('inbox.pick')} />
        )}
      </div>
      <div className="inbox__context">
        {open ? (
          <button type="button" className="inbox__back link" onClick={() => setShowShopper(false)}>
            {t('inbox.backToConversation')}
          </button>
        ) : null}
        {open ? <ContextPanel channelId={open.channelId} /> : null}
        {open ? <ConversationRatings channelId={open.channelId} /> : null}
      </div>
    </div>
  )
}
