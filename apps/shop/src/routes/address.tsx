import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { AddressScreen } from '../features/address/components/address-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export interface AddressSearch {
  /** Opened from checkout to pick the delivery address. */
  choose?: boolean | undefined
}

export const Route = createFileRoute('/address')({
  validateSearch: (search: Record<string, unknown>): AddressSearch =>
    search['choose'] === true || search['choose'] === 'true' || search['choose'] === 1
      ? { choose: true }
      : {},
  loader: routeNamespaces('cart'),
  component: AddressRoute,
})

function AddressRoute() {
  const { search } = useKeptMatch<unknown, AddressSearch>(Route.id)
  return <AddressScreen choose={search.choose === true} />
}
