import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Empty } from '../components/states'
import { meAtom } from '../lib/session'

/** Issue #42: a shop's money is its owner's; a manager or agent who opens the URL is told so. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const me = useAtomValue(meAtom)
  if (me?.shopRole !== 'owner') return <Empty text={t('nav.ownerOnly')} />
  return <>{children}</>
}
