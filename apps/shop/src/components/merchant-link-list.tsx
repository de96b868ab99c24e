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
  const links = [
    { href: merchantEntryUrl, icon: 'shop', text: texts.merchantEntry },
    { href: sellerUrl, icon: 'user', text: texts.seller },
  ] as const
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.icon}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="link-row">
            <Icon name={link.icon} size={20} />
            <span>{link.text}</span>
            <Icon name="chevron" size={16} />
          </a>
        </li>
      ))}
    </ul>
  )
}
