import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from '../../../components/page'

/**
 * Forgot password. The API has no self-service reset (no call for it in shop-spec §7 or the
 * contract), so the screen explains the customer-service route; the chat screen arrives later.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation()
  return (
    <Page title={t('title.forgotPassword')}>
      <div className="section prose">
        <p>{t('auth.forgotIntro')}</p>
        <p className="muted">{t('auth.forgotSteps')}</p>
        <Link to="/login" className="link">
          {t('auth.backToLogin')}
        </Link>
      </div>
    </Page>
  )
}
