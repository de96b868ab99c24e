import { consoleMessageSearch, MESSAGE_SEARCH_MAX, type MessageSearchHit } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Empty, Failed, Loading } from '../../../components/states'
import { formatTime, LOCALE_OF } from '../../../lib/format'
import { useServices } from '../../../lib/services'

export const MESSAGE_SEARCH_PAGE = 20

type Results =
  | { status: 'idle' }
  | { status: 'loading'; q: string; hits: MessageSearchHit[] }
  | { status: 'ok'; q: string; hits: MessageSearchHit[]; total: number; page: number }
  | { status: 'error'; q: string; error: unknown; hits: MessageSearchHit[] }

/** A snippet with its match marked (the server says where the match is). */
export function Snippet({ hit }: { hit: MessageSearchHit }) {
  const { snippet, matchStart, matchLength } = hit
  return (
    <span className="search-hit__snippet">
      {snippet.slice(0, matchStart)}
      <mark>{snippet.slice(matchStart, matchStart + matchLength)}</mark>
      {snippet.slice(matchStart + matchLength)}
    </span>
  )
}

/**
 * Issue #29 message search: a box over the inbox list; its results (shopper, highlighted snippet,
 * time) replace the list until closed, and choosing one opens the conversation at that message.
 */
export function MessageSearchPanel({
  onOpen,
  onActive,
}: {
  onOpen(hit: MessageSearchHit): void
  /** Whether results are shown (the inbox list hides meanwhile). */
  onActive(active: boolean): void
}) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [text, setText] = useState('')
  const [results, setResults] = useState<Results>({ status: 'idle' })

  const load = async (q: string, page: number, before: MessageSearchHit[]) => {
    setResults({ status: 'loading', q, hits: before })
    onActive(true)
    try {
      const answer = await api.call(consoleMessageSearch, { q, page, limit: MESSAGE_SEARCH_PAGE })
      setResults({ status: 'ok', q, hits: [...before, ...answer.list], total: answer.total, page })
    } catch (error) {
      setResults({ status: 'error', q, error, hits: before })
    }
  }
  const close = () => {
    setResults({ status: 'idle' })
    onActive(false)
  }

  return (
    <div className="message-search">
      <form
        aria-label={t('messageSearch.label')}
        className="message-search__form"
        onSubmit={(event) => {
          event.preventDefault()
          const q = text.trim()
          if (q === '') close()
          else void load(q, 1, [])
        }}
      >
        <input
          type="search"
          aria-label={t('messageSearch.label')}
          placeholder={t('messageSearch.placeholder')}
          maxLength={MESSAGE_SEARCH_MAX}
          title={t('messageSearch.hint', { max: MESSAGE_SEARCH_MAX })}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit">{t('messageSearch.submit')}</button>
      </form>
      {results.status !== 'idle' && (
        <section className="message-search__results" aria-label={t('messageSearch.results')}>
          <div className="row message-search__head">
            <span className="small muted" role="status">
              {results.status === 'ok' ? t('messageSearch.count', { count: results.total }) : ''}
            </span>
            <button type="button" className="link" onClick={close}>
              {t('messageSearch.close')}
            </button>
          </div>
          {results.status === 'loading' && results.hits.length === 0 && <Loading />}
          {results.status === 'error' && (
            <Failed error={results.error} onRetry={() => void load(results.q, 1, [])} />
          )}
          {results.status === 'ok' && results.total === 0 && (
            <Empty text={t('messageSearch.empty', { q: results.q })} />
          )}
          <ul className="search-hits">
            {results.hits.map((hit) => (
              <li key={`${hit.channelId}:${hit.messageSeq}`}>
                <button
                  type="button"
                  className="search-hit"
                  aria-label={t('messageSearch.open', { name: hit.shopperName })}
                  onClick={() => onOpen(hit)}
                >
                  <span className="search-hit__top">
                    <strong>
                      {hit.fromShopper
                        ? t('messageSearch.fromShopper', { name: hit.shopperName })
                        : t('messageSearch.fromStaff', { name: hit.shopperName })}
                    </strong>
                    <time className="muted small">{formatTime(hit.timestamp, locale)}</time>
                  </span>
                  <Snippet hit={hit} />
                </button>
              </li>
            ))}
          </ul>
          {results.status === 'ok' && results.hits.length < results.total && (
            <button
              type="button"
              className="link center"
              onClick={() => void load(results.q, results.page + 1, results.hits)}
            >
              {t('messageSearch.more')}
            </button>
          )}
        </section>
      )}
    </div>
  )
}
