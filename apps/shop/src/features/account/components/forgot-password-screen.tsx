import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'

/**
 * Forgot password. The API has no self-service reset (no call for it in shop-spec §7 or the
 * contract), so the screen explains the customer-service route (the chat at /service).
 */
export function ForgotPasswordScreen() {
  const { t } = useStrings('account')
  return (
    <Page title={t('title.forgotPassword')}>
      <div className="section prose">
        <p>{t('forgotIntro')}</p>
        <p className="muted">{t('forgotSteps')}</p>
        <Link to="/login" className="link">
          {t('backToLogin')}
        </Link>
      </div>
    </Page>
  )
}
