import { ApplyScreen } from './apply-screen'
import { ApplyStatusScreen } from './apply-status-screen'
import type { PublicPageName } from './public-page-name'
import { SetPasswordScreen } from './set-password-screen'
import './merchant-apply.css'

/**
 * Issue #48 "Merchants join": the console's pages for guests (no login): the application, its
 * status by the mailed link (`?ref=&token=`), and the new owner's password (`?code=`).
 */
export default function PublicPage({ page, search }: { page: PublicPageName; search: string }) {
  const query = new URLSearchParams(search)
  switch (page) {
    case 'apply':
      return <ApplyScreen />
    case 'applyStatus':
      return <ApplyStatusScreen reference={query.get('ref') ?? ''} token={query.get('token') ?? ''} />
    case 'setPassword':
      return <SetPasswordScreen code={query.get('code') ?? ''} />
  }
}
