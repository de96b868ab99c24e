import type { ProductDetail } from '@crossmart/api-client'
import { Button, LazyImage, Sheet, Stepper } from '@crossmart/ui-kit'
import { useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { headlinePrice } from '../state/headline-price'
import {
  isComplete,
  isOptionAvailable,
  type SpecSelection,
  selectedSku,
  toggleOption,
} from '../state/sku-selection'
import { HeadlinePriceText } from './headline-price-text'

export interface SkuSheetProps {
  open: boolean
  product: ProductDetail
  selection: SpecSelection
  onSelectionChange: (selection: SpecSelection) => void
  quantity: number
  onQuantityChange: (quantity: number) => void
  onClose: () => void
  onAddToCart: () => void
  adding: boolean
  /** What the sheet's button does: add to cart (default) or buy now. */
  purpose?: 'cart' | 'buy'
}

/** The spec/SKU sheet: one option group per spec; options without stock are disabled (sold out). */
export function SkuSheet(props: SkuSheetProps) {
  const { product, selection, onSelectionChange, quantity, onQuantityChange } = props
  const { t } = useStrings('product')
  const sku = selectedSku(product.skus, selection)
  // Until every spec is chosen there is no SKU yet: show the product's total stock, not 0.
  const stock = sku?.stock ?? product.stock
  const price = headlinePrice(product.priceCents, product.skus, selection)
  const [capped, setCapped] = useState(false)
  const ready = product.specs.length === 0 || (isComplete(selection) && sku !== undefined)
  return (
    <Sheet
      open={props.open}
      onClose={props.onClose}
      title={t('chooseSpec')}
      closeLabel={t('common.close')}
      footer={
        <Button
          block
          variant="primary"
          disabled={!ready || stock === 0}
          loading={props.adding}
          onClick={props.onAddToCart}
        >
          {stock === 0 && ready ? t('soldOut') : props.purpose === 'buy' ? t('buyNow') : t('addToCart')}
        </Button>
      }
    >
      <div className="sku-summary">
        <LazyImage
          src={sku?.image ?? product.images[0] ?? ''}
          alt=""
          width={72}
          height={72}
          sizes="72px"
          lazy={false}
        />
        <div>
          <div className="price">
            <HeadlinePriceText price={price} />
          </div>
          <div className="muted small">{t('stock', { count: stock })}</div>
        </div>
      </div>
      {product.specs.map((spec, specIndex) => (
        <fieldset key={spec.name} className="sku-group">
          <legend>{spec.name}</legend>
          <div className="chips">
            {spec.values.map((value) => {
              const available = isOptionAvailable(product.skus, selection, specIndex, value)
              const chosen = selection[specIndex] === value
              return (
                <button
                  key={value}
                  type="button"
                  className={chosen ? 'chip is-active' : 'chip'}
                  aria-pressed={chosen}
                  disabled={!available}
                  title={available ? undefined : t('soldOut')}
                  onClick={() => onSelectionChange(toggleOption(selection, specIndex, value))}
                >
                  {value}
                  {available ? null : <span className="cm-visually-hidden"> ({t('soldOut')})</span>}
                </button>
              )
            })}
          </div>
        </fieldset>
      ))}
      <div className="sku-quantity">
        <span>{t('quantity')}</span>
        <Stepper
          value={quantity}
          onChange={(next) => {
            setCapped(false)
            onQuantityChange(next)
          }}
          onCapped={() => setCapped(true)}
          min={1}
          max={Math.max(1, stock)}
          disabled={stock === 0}
          decreaseLabel={t('decrease')}
          increaseLabel={t('increase')}
          inputLabel={t('quantity')}
        />
      </div>
      {/* Issue #46: a typed quantity above the stock is lowered to it, and the sheet says so. */}
      {capped ? (
        <p className="muted small" role="status">
          {t('quantityCapped', { count: stock })}
        </p>
      ) : null}
    </Sheet>
  )
}
