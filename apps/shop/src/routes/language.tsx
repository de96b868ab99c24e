import { createFileRoute } from '@tanstack/react-router'
import { LanguageScreen } from '../features/language/components/language-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/language')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('me'),
  component: LanguageScreen,
})
