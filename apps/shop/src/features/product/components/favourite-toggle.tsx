import { favouriteAdd, favouriteRemove } from '@crossmart/api-client'
import { useState } from 'react'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { useRequireLogin } from '../../../lib/session/use-require-login'
import { useSubmit } from '../../../lib/use-submit'

/**
 * The heart of product detail: starts from the detail's `favourited` flag (false for guests), adds
 * or removes the product (a guest is asked to log in first), and shows what the server answered.
 */
export function FavouriteToggle({ productId, initial }: { productId: number; initial: boolean }) {
  const { t } = useStrings('product')
  const { api, toast } = useServices()
  const requireLogin = useRequireLogin()
  const [favourited, setFavourited] = useState(initial)
  const toggle = useSubmit(async () => {
    const endpoint = favourited ? favouriteRemove : favouriteAdd
    const answer = await api.call(endpoint, { productId })
    setFavourited(answer.favourited)
    toast.success(t(answer.favourited ? 'favourite.added' : 'favourite.removed'))
  })
  return (
    <button
      type="button"
      className={favourited ? 'favourite-toggle is-on' : 'favourite-toggle'}
      aria-pressed={favourited}
      aria-label={t(favourited ? 'favourite.remove' : 'favourite.add')}
      disabled={toggle.busy}
      onClick={() => requireLogin(() => void toggle.run())}
    >
      <Icon name="heart" size={22} filled={favourited} />
    </button>
  )
}
