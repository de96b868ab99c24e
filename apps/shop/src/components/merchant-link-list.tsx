import { Icon } from './icon'
import './account-lists.css'

export interface MerchantLinkListProps {
  merchantEntryUrl: string
  sellerUrl: string
  texts: { merchantEntry: string; seller: string }
}

/**
 * shop-spec §1: the platform's merchant-entry/partnership and seller links (from the platform
 * info), opened outside the app. The me page and /platform both list them.
 */
export function MerchantLinkList({ merchantEntryUrl, sellerUrl, texts }: MerchantLinkListProps) {
  return (
    <ul className="link-list">
      <li>
        <a href={merchantEntryUrl} target="_blank" rel="noopener noreferrer" className="link-row">
          <Icon name="shop" size={20} />
          <span>{texts.merchantEntry}</span>
          <Icon name="chevron" size={16} />
        </a>
      </li>
      <li>
        <a href={sellerUrl} target="_blank" rel="noopener noreferrer" className="link-row">
          <Icon name="user" size={20} />
          <span>{texts.seller}</span>
          <Icon name="chevron" size={16} />
        </a>
      </li>
    </ul>
  )
}
