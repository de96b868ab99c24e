import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../components/icon'

/**
 * The me page's entries to my orders, my complaints (issue #31) and the platform complaint. Core strings only (the page
 * titles), so the me page does not load the orders namespace.
 */
export function MyOrdersEntry() {
  const { t } = useTranslation()
  return (
    <section className="section" aria-label={t('title.myPurchases')}>
      <ul className="link-list">
        <li>
          <Link to="/myPurchases/{-$status}" params={{ status: undefined }} className="link-row">
            <Icon name="order" size={20} />
            <span>{t('title.myPurchases')}</span>
            <Icon name="chevron" size={16} />
          </Link>
        </li>
        <li>
          <Link to="/complaints" className="link-row">
            <Icon name="help" size={20} />
            <span>{t('title.complaints')}</span>
            <Icon name="chevron" size={16} />
          </Link>
        </li>
        <li>
          <Link to="/platformComplaint" className="link-row">
            <Icon name="globe" size={20} />
            <span>{t('title.platformComplaint')}</span>
            <Icon name="chevron" size={16} />
          </Link>
        </li>
      </ul>
    </section>
  )
}
