import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../features/catalog/components/home-screen'

export const Route = createFileRoute('/home')({
  staticData: { tab: 'home' },
  component: HomeScreen,
})
