import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Empty } from '../components/states'
import { meAtom } from '../lib/session'

/** Operator screens say so to staff instead of showing a refusal from every call. */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const me = useAtomValue(meAtom)
  if (me?.role !== 'operator') return <Empty text={t('nav.operatorOnly')} />
  return <>{children}</>
}
