import { useTranslation } from 'react-i18next'
import { useFavourite } from '../lib/favourites/use-favourite'
import { useServices } from '../lib/services'
import { useRequireLogin } from '../lib/session/use-require-login'
import { useSubmit } from '../lib/use-submit'
import { ShellIcon } from './shell-icon'

export interface FavouriteHeartProps {
  productId: number
  /** The product detail's `favourited` flag, until the shopper's favourite ids are in. */
  initial?: boolean
  className?: string
  size?: number
  /** Named in the button's label where several hearts share a screen (cards). */
  productName?: string
}

/**
 * The heart of a product (detail and cards): adds or removes the favourite (a guest is asked to
 * log in first, shop-spec §6) and shows what the server answered; every heart of the product follows.
 */
export function FavouriteHeart({
  productId,
  initial,
  className = 'favourite-toggle',
  size = 22,
  productName,
}: FavouriteHeartProps) {
  const { t } = useTranslation()
  const { toast } = useServices()
  const requireLogin = useRequireLogin()
  const { favourited, toggle } = useFavourite(productId, initial)
  const run = useSubmit(async () => {
    const now = await toggle()
    toast.success(t(now ? 'favourite.added' : 'favourite.removed'))
  })
  return (
    <button
      type="button"
      className={favourited ? `${className} is-on` : className}
      aria-pressed={favourited}
      aria-label={
        productName
          ? `${t(favourited ? 'favourite.remove' : 'favourite.add')}: ${productName}`
          : t(favourited ? 'favourite.remove' : 'favourite.add')
      }
      disabled={run.busy}
      onClick={() => requireLogin(() => void run.run())}
    >
      <ShellIcon name="heart" size={size} filled={favourited} />
    </button>
  )
}
