import { createFileRoute } from '@tanstack/react-router'
import { LanguageScreen } from '../features/language/components/language-screen'

export const Route = createFileRoute('/language')({
  staticData: { titleKey: 'title.language' },
  component: LanguageScreen,
})
