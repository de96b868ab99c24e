import { contentHelpSupport, contentLaw } from '@crossmart/api-client'
import { Empty } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { ErrorState } from '../../../components/error-state'
import { Icon } from '../../../components/icon'
import { Page } from '../../../components/page'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { useStrings } from '../../../i18n/use-strings'
import { languageAtom } from '../../../lib/language/language-atoms'
import { useServices } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'
import '../../../components/account-lists.css'

export type ArticleKind = 'help' | 'law'

export interface ArticlesSearch {
  /** The article shown; the list when absent. */
  id?: number | undefined
}

const KIND = {
  help: {
    endpoint: contentHelpSupport,
    to: '/helpAndSupport',
    title: 'title.helpAndSupport',
    list: 'articles.help',
  },
  law: { endpoint: contentLaw, to: '/law', title: 'title.law', list: 'articles.law' },
} as const

/**
 * /helpAndSupport and /law: the articles in the current language, and one article when `id` is
 * in the search (so the back arrow returns to the list). Help ends with a link to customer service.
 */
export function ArticlesScreen({ kind, search }: { kind: ArticleKind; search: ArticlesSearch }) {
  const { t } = useStrings('content')
  const { api } = useServices()
  const language = useAtomValue(languageAtom)
  const config = KIND[kind]
  // Articles are localized by the server (Lang): ask again when the language changes.
  const articles = useRequest(() => api.call(config.endpoint), [api, config, language])
  const article =
    search.id !== undefined && articles.status === 'success'
      ? articles.data.list.find((item) => item.id === search.id)
      : undefined

  const body =
    articles.status === 'loading' ? (
      <ListRowsSkeleton rows={5} />
    ) : articles.status === 'error' ? (
      <ErrorState error={articles.error} onRetry={() => void articles.reload()} />
    ) : search.id !== undefined ? (
      article ? (
        <article className="article">
          <h2>{article.title}</h2>
          <p>{article.content}</p>
        </article>
      ) : (
        <Empty description={t('articles.notFound')} />
      )
    ) : articles.data.list.length === 0 ? (
      <Empty description={t('articles.empty')} />
    ) : (
      <ul className="link-list" aria-label={t(config.list)}>
        {articles.data.list.map((item) => (
          <li key={item.id}>
            <Link to={config.to} search={{ id: item.id }} className="link-row">
              <span>{item.title}</span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    )

  return (
    <Page title={article ? article.title : t(config.title)}>
      {body}
      {kind === 'help' ? (
        <section className="section pad" aria-label={t('articles.contactService')}>
          <p className="muted small">{t('articles.contactHint')}</p>
          <Link to="/service" className="link-row">
            <Icon name="help" size={20} />
            <span>{t('articles.contactService')}</span>
            <Icon name="chevron" size={16} />
          </Link>
        </section>
      ) : null}
    </Page>
  )
}
