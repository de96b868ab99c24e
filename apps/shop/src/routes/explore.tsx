import { createFileRoute } from '@tanstack/react-router'
import { ExploreScreen } from '../features/catalog/components/explore-screen'

export const Route = createFileRoute('/explore')({
  staticData: { titleKey: 'title.explore' },
  component: ExploreScreen,
})
