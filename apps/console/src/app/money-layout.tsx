import { Link, Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { OperatorOnly } from './operator-only'

const MONEY_SECTIONS = [
  { key: 'platform', to: '/money' },
  { key: 'payouts', to: '/money/payouts' },
  { key: 'reconciliation', to: '/money/reconciliation' },
  { key: 'commission', to: '/money/commission' },
] as const

/** Issue #42: the operators' "Money" pages under one heading, with their own section links. */
export function MoneyLayout() {
  const { t } = useTranslation()
  return (
    <OperatorOnly>
      <section className="page finance" aria-labelledby="money-title">
        <h1 id="money-title">{t('money.title')}</h1>
        <nav className="tabs" aria-label={t('money.sections')}>
          {MONEY_SECTIONS.map((section) => (
            <Link
              key={section.key}
              to={section.to}
              activeOptions={{ exact: true }}
              activeProps={{ className: 'active', 'aria-current': 'page' }}
            >
              {t(`money.section.${section.key}`)}
            </Link>
          ))}
        </nav>
        <Outlet />
      </section>
    </OperatorOnly>
  )
}
