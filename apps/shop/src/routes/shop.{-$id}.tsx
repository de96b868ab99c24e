import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { ShopScreen } from '../features/shop/components/shop-screen'
import { positiveInt } from '../lib/search-params'

export const Route = createFileRoute('/shop/{-$id}')({
  staticData: { titleKey: 'title.shop' },
  component: ShopRoute,
})

function ShopRoute() {
  const { params } = useKeptMatch<{ id?: string }, unknown>(Route.id)
  return <ShopScreen shopId={positiveInt(params.id)} />
}
