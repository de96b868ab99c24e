import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import { useSuggestions } from '../hooks/use-suggestions'

export interface SearchAssistProps {
  /** What is in the search box now. */
  draft: string
  /** The keyword whose results are shown ('' when none). */
  keyword: string
  recent: string[]
  onPick(text: string): void
  onClearRecent(): void
}

/**
 * Under the search box: suggestions while the shopper types something new, else the recent
 * searches kept on the device (issue #31 "with suggestions and recent searches").
 */
export function SearchAssist({ draft, keyword, recent, onPick, onClearRecent }: SearchAssistProps) {
  const { t } = useStrings('catalog')
  const typing = draft.trim() !== '' && draft.trim() !== keyword
  const suggestions = useSuggestions(typing ? draft : '')
  if (typing) {
    if (suggestions.length === 0) return null
    return (
      <section className="search-assist" aria-label={t('search.suggestions')}>
        <ul className="plain-list search-assist__suggestions">
          {suggestions.map((s) => (
            <li key={s.id}>
              <button type="button" className="search-assist__suggestion" onClick={() => onPick(s.name)}>
                <Icon name="search" size={16} />
                <span>{s.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  if (keyword || recent.length === 0) return null
  return (
    <section className="search-assist" aria-labelledby="search-recent-title">
      <div className="section__head pad-x">
        <h2 id="search-recent-title" className="section__title">
          {t('search.recent')}
        </h2>
        <button type="button" className="search-assist__clear" onClick={onClearRecent}>
          {t('search.clearRecent')}
        </button>
      </div>
      <ul className="plain-list chips">
        {recent.map((text) => (
          <li key={text}>
            <button type="button" className="chip" onClick={() => onPick(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
