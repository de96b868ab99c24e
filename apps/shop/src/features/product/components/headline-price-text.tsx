import { useStrings } from '../../../i18n/use-strings'
import { useFormatters } from '../../../lib/use-formatters'
import type { HeadlinePrice } from '../state/headline-price'

/** A product's headline price as text: "$917.48", or "from $873.79" while options change it. */
export function HeadlinePriceText({ price }: { price: HeadlinePrice }) {
  const { t } = useStrings('product')
  const format = useFormatters()
  return (
    <>
      {price.kind === 'exact'
        ? format.price(price.cents)
        : t('priceFrom', { price: format.price(price.minCents) })}
    </>
  )
}
