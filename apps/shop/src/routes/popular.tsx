import { createFileRoute } from '@tanstack/react-router'
import { PopularScreen } from '../features/catalog/components/popular-screen'

export const Route = createFileRoute('/popular')({
  staticData: { titleKey: 'title.popular' },
  component: PopularScreen,
})
