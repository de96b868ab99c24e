import {
  type InboxConversation,
  ORDER_CARD_DIGEST_PREFIX,
  PRODUCT_CARD_DIGEST_PREFIX,
} from '@crossmart/api-client'

import { useVirtualWindow } from '@crossmart/ui-kit'
import type { TFunction } from 'i18next'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatTime, LOCALE_OF } from '../../lib/format'

/**
 * The server's last-message text (inbox.ts digestOf) in the reader's language: its placeholders
 * and the card prefixes (issue #30 product, issue #44 order) are labels of the console's own.
 */
function digestText(lastMessage: string, t: TFunction): string {
  if (lastMessage === '[image]') return t('chat.image')
  if (lastMessage === '[recalled]') return t('chat.recalled')
  if (lastMessage === '[rating request]') return t('inbox.ratingRequested')
  if (lastMessage.startsWith(PRODUCT_CARD_DIGEST_PREFIX))
    return t('productCard.digest', { name: lastMessage.slice(PRODUCT_CARD_DIGEST_PREFIX.length) })
  if (lastMessage.startsWith(ORDER_CARD_DIGEST_PREFIX))
    return t('orderCard.digest', { sn: lastMessage.slice(ORDER_CARD_DIGEST_PREFIX.length) })
  return lastMessage
}

/** Fixed row height (px), so 1,000 conversations are windowed to what is on screen. */
export const INBOX_ROW_HEIGHT = 72

export function InboxList({
  conversations,
  selected,
  myId,
  onSelect,
  onNearEnd,
  extraOf,
}: {
  conversations: readonly InboxConversation[]
  selected: string | null
  myId: number
  onSelect(channelId: string): void
  onNearEnd(): void
  /** Issue #29: what a row shows beside its handler (the conversation's label chips). */
  extraOf?: (channelId: string) => ReactNode
}) {
  const { t, i18n } = useTranslation()
  const scrollRef = useRef<HTMLDivElement>(null)
  const rowsRef = useRef<HTMLUListElement>(null)
  const { range, measure } = useVirtualWindow({
    scrollRef,
    rowsRef,
    rowCount: conversations.length,
    rowHeight: INBOX_ROW_HEIGHT,
    threshold: 40,
    overscan: 8,
  })
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  return (
    <div
      className="inbox-list"
      ref={scrollRef}
      onScroll={(event) => {
        measure()
        const el = event.currentTarget
        if (el.scrollTop + el.clientHeight > el.scrollHeight - INBOX_ROW_HEIGHT * 10) onNearEnd()
      }}
    >
      <ul
        ref={rowsRef}
        aria-label={t('inbox.conversations')}
        style={{ paddingTop: range.padTop, paddingBottom: range.padBottom }}
      >
        {conversations.slice(range.start, range.end).map((c) => (
          <li key={c.channelId} style={{ height: INBOX_ROW_HEIGHT }}>
            <button
              type="button"
              className={c.channelId === selected ? 'inbox-row inbox-row--selected' : 'inbox-row'}
              aria-current={c.channelId === selected ? 'true' : undefined}
              onClick={() => onSelect(c.channelId)}
            >
              <span className="inbox-row__top">
                <strong className="inbox-row__name">{c.shopperName}</strong>
                {c.lastTimestamp > 0 && (
                  <time className="muted small">{formatTime(c.lastTimestamp, locale)}</time>
                )}
              </span>
              <span className="inbox-row__bottom">
                <span className="inbox-row__digest muted">{digestText(c.lastMessage, t)}</span>
                {c.unread > 0 && (
                  <span className="badge">
                    <span aria-hidden="true">{c.unread}</span>
                    <span className="sr-only">{t('inbox.unread', { count: c.unread })}</span>
                  </span>
                )}
              </span>
              <span className="inbox-row__assignee small">
                {c.assignee === null
                  ? t('inbox.unassigned')
                  : c.assignee.id === myId
                    ? t('inbox.handledByYou')
                    : t('inbox.handledBy', { name: c.assignee.name })}
                {extraOf?.(c.channelId)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
