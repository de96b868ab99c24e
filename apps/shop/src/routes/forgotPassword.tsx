import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordScreen } from '../features/account/components/reset-password-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/forgotPassword')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('account', 'validation'),
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  return <ResetPasswordScreen titleKey="title.forgotPassword" />
}
