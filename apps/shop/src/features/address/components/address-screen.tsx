import { type Address, addressDel, addressList, addressSetDefault } from '@crossmart/api-client'
import { Button, Dialog, Empty } from '@crossmart/ui-kit'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { AddressSummary } from '../../../components/address-card'
import { CardListSkeleton } from '../../../components/commerce-skeletons'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { chosenAddressIdAtom } from '../../../lib/chosen-address'
import { useApi, useServices } from '../../../lib/services'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'
import '../../../components/commerce.css'
import { useSubmit } from '../../../lib/use-submit'

type Pending = { kind: 'delete'; address: Address } | null

/**
 * Delivery addresses (shop-spec §2 /address): the list with the default marker, set default,
 * delete after confirmation, add and edit. In choose mode (from checkout) tapping an address picks
 * it and returns to checkout.
 */
export function AddressScreen({ choose }: { choose: boolean }) {
  const { t } = useStrings('cart')
  const api = useApi()
  const { toast } = useServices()
  const router = useRouter()
  const navigate = useNavigate()
  const setChosen = useSetAtom(chosenAddressIdAtom)
  const list = useRequest(() => api.call(addressList), [api])
  // Kept alive: an address added or edited on the form shows when the list is shown again.
  useOnReveal(() => void list.reload())
  const [pending, setPending] = useState<Pending>(null)
  const { busy, run } = useSubmit(async (work: () => Promise<unknown>, done: string) => {
    try {
      await work()
      toast.success(done)
      void list.reload()
    } finally {
      // A failure: the api client showed the toast (shop-spec §8).
      setPending(null)
    }
  })

  const pick = (address: Address) => {
    setChosen(address.id)
    // Back to the checkout that opened the list (its state kept alive), else open it.
    if (router.history.canGoBack()) router.history.back()
    else void navigate({ to: '/checkout' })
  }

  const footer = (
    <div className="commerce-footer">
      <Button
        block
        variant="primary"
        onClick={() => void navigate({ to: '/addressForm/{-$id}', params: {} })}
      >
        {t('address.add')}
      </Button>
    </div>
  )

  return (
    <Page title={t('title.address')} footer={footer}>
      {list.status === 'loading' ? (
        <CardListSkeleton />
      ) : list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={() => void list.reload()} />
      ) : list.data.list.length === 0 ? (
        <div className="state">
          <Empty description={t('address.empty')} />
        </div>
      ) : (
        <div className="pad-x">
          {choose ? <p className="muted small">{t('address.chooseHint')}</p> : null}
          <ul className="plain-list">
            {list.data.list.map((address) => (
              <li key={address.id} className="commerce-card address-card">
                {choose ? (
                  <button
                    type="button"
                    className="address-card__choose"
                    aria-label={t('address.choose', { name: address.addressee })}
                    onClick={() => pick(address)}
                  >
                    <AddressSummary address={address} />
                  </button>
                ) : (
                  <AddressSummary address={address} />
                )}
                <div className="address-card__actions">
                  {address.isDefault ? null : (
                    <button
                      type="button"
                      className="link small"
                      disabled={busy}
                      onClick={() =>
                        void run(
                          () => api.call(addressSetDefault, { id: address.id }),
                          t('address.defaultSet'),
                        )
                      }
                    >
                      {t('address.setDefault')}
                    </button>
                  )}
                  <Link
                    to="/addressForm/{-$id}"
                    params={{ id: String(address.id) }}
                    className="link small"
                    aria-label={t('address.editLabel', { name: address.addressee })}
                  >
                    {t('address.edit')}
                  </Link>
                  <button
                    type="button"
                    className="link small"
                    disabled={busy}
                    aria-label={t('address.deleteLabel', { name: address.addressee })}
                    onClick={() => setPending({ kind: 'delete', address })}
                  >
                    {t('address.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Dialog
        open={pending !== null}
        title={t('address.deleteTitle')}
        message={pending ? t('address.deleteConfirm', { name: pending.address.addressee }) : undefined}
        confirmText={t('address.delete')}
        cancelText={t('common.cancel')}
        tone="danger"
        confirmBusy={busy}
        onConfirm={() =>
          pending && void run(() => api.call(addressDel, { id: pending.address.id }), t('address.deleted'))
        }
        onCancel={() => setPending(null)}
      />
    </Page>
  )
}
