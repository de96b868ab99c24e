import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { AddressFormScreen } from '../features/address/components/address-form-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'

export const Route = createFileRoute('/addressForm/{-$id}')({
  // The form shows the shop-spec §5 validation messages.
  loader: routeNamespaces('cart', 'validation'),
  component: AddressFormRoute,
})

function AddressFormRoute() {
  const { params } = useKeptMatch<{ id?: string }, unknown>(Route.id)
  return <AddressFormScreen id={positiveInt(params.id)} />
}
