import { createFileRoute, redirect } from '@tanstack/react-router'

// shop-spec §2: the root path redirects to /home.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true })
  },
  staticData: { titleKey: 'title.home' },
})
