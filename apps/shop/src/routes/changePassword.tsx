import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordScreen } from '../features/account/components/reset-password-screen'
import { ChangePasswordScreen } from '../features/settings/components/change-password-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { useIsLoggedIn } from '../lib/session/use-session'

// shop-spec §6: /changePassword is public. Logged in, it changes the password with the old one;
// a guest resets it with a code mailed to the account (the same flow as /forgotPassword).
export const Route = createFileRoute('/changePassword')({
  loader: routeNamespaces('settings', 'account', 'validation'),
  component: ChangePasswordRoute,
})

function ChangePasswordRoute() {
  const loggedIn = useIsLoggedIn()
  return loggedIn ? (
    <ChangePasswordScreen titleKey="title.changePassword" />
  ) : (
    <ResetPasswordScreen titleKey="title.changePassword" />
  )
}
