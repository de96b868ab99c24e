import { createFileRoute } from '@tanstack/react-router'
import { MeScreen } from '../features/me/components/me-screen'

// shop-spec §2: /filter is the "me" page (personal centre).
export const Route = createFileRoute('/filter')({
  staticData: { titleKey: 'title.filter', tab: 'me' },
  component: MeScreen,
})
