import { Link, Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { OperatorOnly } from './operator-only'

const CATALOGUE_SECTIONS = [
  { key: 'categories', to: '/catalogue' },
  { key: 'banners', to: '/catalogue/banners' },
  { key: 'announcements', to: '/catalogue/announcements' },
  { key: 'hot', to: '/catalogue/hot' },
] as const

/** Issue #48: the operator's marketplace pages under one heading; each section's code loads when opened. */
export function CatalogueLayout() {
  const { t } = useTranslation()
  return (
    <OperatorOnly>
      <section className="page finance" aria-labelledby="catalogue-title">
        <h1 id="catalogue-title">{t('catalogue.title')}</h1>
        <nav className="tabs" aria-label={t('catalogue.sections')}>
          {CATALOGUE_SECTIONS.map((section) => (
            <Link
              key={section.key}
              to={section.to}
              activeOptions={{ exact: true }}
              activeProps={{ className: 'active', 'aria-current': 'page' }}
            >
              {t(`catalogue.section.${section.key}`)}
            </Link>
          ))}
        </nav>
        <Outlet />
      </section>
    </OperatorOnly>
  )
}
