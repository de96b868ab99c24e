import { type Address, addressAdd, addressDetail, type EndpointRequest } from '@crossmart/api-client'
import { Button, Checkbox, TextField } from '@crossmart/ui-kit'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { ADDRESS_TAG_KEYS, type TagWord } from '../../../components/address-tag'
import { CardListSkeleton } from '../../../components/commerce-skeletons'
import { CountryField } from '../../../components/country-field'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { PhoneField } from '../../../components/phone-field'
import { useDefaultRegion } from '../../../components/use-default-region'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { useApi, useServices } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'
import {
  type AddressErrors,
  type AddressValues,
  checkAddress,
  emptyAddress,
  valuesOf,
} from '../state/address-form'
import '../../../components/commerce.css'
import { fieldBinder } from '../../../lib/field-binder'
import { useSubmit } from '../../../lib/use-submit'

/** Add (no id) or edit an address (shop-spec §2 /addressForm/{id?}). */
export function AddressFormScreen({ id }: { id: number | undefined }) {
  const { t } = useStrings('cart')
  const api = useApi()
  const existing = useRequest(
    () => (id === undefined ? Promise.resolve(null) : api.call(addressDetail, { id })),
    [api, id],
  )
  return (
    <Page title={t('title.addressForm')}>
      {existing.status === 'loading' ? (
        <CardListSkeleton count={1} />
      ) : existing.status === 'error' ? (
        <ErrorState error={existing.error} onRetry={() => void existing.reload()} />
      ) : (
        // One page instance serves every id (kept alive by route): a new id starts a fresh form.
        <AddressForm key={id ?? 'new'} id={id} existing={existing.data} />
      )}
    </Page>
  )
}

function AddressForm({ id, existing }: { id: number | undefined; existing: Address | null }) {
  const { t } = useStrings('cart', 'validation')
  const api = useApi()
  const { toast } = useServices()
  const router = useRouter()
  const navigate = useNavigate()
  const defaultRegion = useDefaultRegion()
  // Quick picks for the tag field (any text is allowed); a pick is stored as its key (address-tag.ts).
  const tagWord: TagWord = (key) => t(`address.tags.${key}`)
  const [values, setValues] = useState<AddressValues>(() =>
    existing ? valuesOf(existing, defaultRegion, tagWord) : emptyAddress(defaultRegion),
  )
  const [errors, setErrors] = useState<AddressErrors>({})
  const save = useSubmit(async (input: EndpointRequest<typeof addressAdd>) => {
    await api.call(addressAdd, input)
    toast.success(t('address.saved'))
    if (id === undefined) setValues(emptyAddress(defaultRegion))
    // Back where the form was opened (the list or checkout), which reloads when shown again.
    if (router.history.canGoBack()) router.history.back()
    else await navigate({ to: '/address' })
    // A failure: the api client showed the toast (shop-spec §8).
  })
  const field = fieldBinder(values, setValues, errors, (key) => t(messageI18nKey(key)))
  const regionTexts = { search: t('address.regionSearch'), noMatch: t('address.regionNone') }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.busy) return
    const checked = checkAddress(values, id, tagWord)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    void save.run(checked.input)
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label={t('address.addressee')} autoComplete="name" {...field('addressee')} />
      <PhoneField
        label={t('address.mobile')}
        codeTexts={{ ...regionTexts, title: t('address.countryCode') }}
        region={values.phoneRegion}
        onRegionChange={(phoneRegion) => setValues((old) => ({ ...old, phoneRegion }))}
        {...field('mobile')}
      />
      <CountryField
        texts={{ ...regionTexts, title: t('address.country') }}
        {...field('country')}
        onChange={(country) =>
          // A new country: the phone's code follows it while the number is still empty.
          setValues((old) => ({ ...old, country, ...(old.mobile === '' ? { phoneRegion: country } : {}) }))
        }
      />
      <TextField label={t('address.region')} autoComplete="address-level1" {...field('region')} />
      <TextField
        label={t('address.area')}
        hint={t('address.areaHint')}
        autoComplete="address-level2"
        {...field('area')}
      />
      <TextField label={t('address.postcode')} autoComplete="postal-code" {...field('postcode')} />
      <TextField label={t('address.detailedAddress')} rows={3} {...field('detailedAddress')} />
      <TextField label={t('address.tag')} {...field('tag')} />
      <div className="chips">
        {ADDRESS_TAG_KEYS.map((tag) => {
          const text = tagWord(tag)
          return (
            <button
              key={tag}
              type="button"
              className={values.tag === text ? 'chip is-active' : 'chip'}
              aria-pressed={values.tag === text}
              onClick={() => field('tag').onChange(text)}
            >
              {text}
            </button>
          )
        })}
      </div>
      <Checkbox
        shape="square"
        checked={values.isDefault}
        onChange={(isDefault) => setValues((old) => ({ ...old, isDefault }))}
      >
        {t('address.isDefault')}
      </Checkbox>
      <Button type="submit" block loading={save.busy} loadingText={t('address.saving')}>
        {t('address.save')}
      </Button>
    </form>
  )
}
