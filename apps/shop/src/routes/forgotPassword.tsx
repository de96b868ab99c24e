import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../features/account/components/forgot-password-screen'

export const Route = createFileRoute('/forgotPassword')({
  staticData: { titleKey: 'title.forgotPassword' },
  component: ForgotPasswordScreen,
})
