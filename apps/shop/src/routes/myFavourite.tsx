import { createFileRoute } from '@tanstack/react-router'
import { FavouritesScreen } from '../features/favourites/components/favourites-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/myFavourite')({
  loader: routeNamespaces('content'),
  component: FavouritesScreen,
})
