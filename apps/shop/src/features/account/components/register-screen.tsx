import type { EndpointRequest, userRegister } from '@crossmart/api-client'
import { Button, Checkbox, PasswordField, TextField } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Page } from '../../../components/page'
import { PhoneField } from '../../../components/phone-field'
import { RadioGroup } from '../../../components/radio-group'
import { useDefaultRegion } from '../../../components/use-default-region'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { fieldBinder } from '../../../lib/field-binder'
import { withFieldRefusal } from '../../../lib/field-refusal'
import { safeRedirectTarget } from '../../../lib/public-paths'
import { useServices } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'
import {
  type ContactKind,
  checkRegister,
  type RegisterErrors,
  type RegisterValues,
} from '../state/register-form'
import './register.css'

type Texts = Omit<RegisterValues, 'region' | 'contactKind' | 'termsAgreed'>

/**
 * Register: the contract's schema (shop-spec §5 rules) checks the form before it is sent. Issue
 * #31: an email or a mobile (with its country code), one of the two, and the Terms agreed.
 */
export function RegisterScreen({ redirect }: { redirect: string | undefined }) {
  const { t } = useStrings('account', 'validation')
  const passwordToggle = { showLabel: t('showPassword'), hideLabel: t('hidePassword') }
  const { session, toast, notifyError } = useServices()
  const navigate = useNavigate()
  const defaultRegion = useDefaultRegion()
  const [values, setValues] = useState<Texts>({
    username: '',
    email: '',
    mobile: '',
    password: '',
    confirmPassword: '',
    inviteCode: '',
  })
  const [contactKind, setContactKind] = useState<ContactKind>('email')
  // null until the shopper picks one: the default follows their browser's region.
  const [pickedRegion, setPickedRegion] = useState<RegisterValues['region'] | null>(null)
  const region = pickedRegion ?? defaultRegion
  const [termsAgreed, setTermsAgreed] = useState(false)
  const [errors, setErrors] = useState<RegisterErrors>({})
  // Issue #46: a taken account name (or email, mobile) is said beside the name and stays until
  // the form changes; other failures still get the toast (lib/field-refusal.ts).
  const [refusal, setRefusal] = useState<string | undefined>()
  const send = useSubmit(async (input: EndpointRequest<typeof userRegister>) => {
    const outcome = await withFieldRefusal(() => session.register(input, { quiet: true }), notifyError)
    if (!outcome.ok) {
      setRefusal(outcome.refusal)
      return
    }
    toast.success(t('registerSuccess'))
    await navigate({ to: safeRedirectTarget(redirect) ?? '/', replace: true })
  })
  const message = (key: RegisterErrors[keyof RegisterErrors]) => (key ? t(messageI18nKey(key)) : undefined)
  const field = fieldBinder(values, setValues, errors, (key) => t(messageI18nKey(key)))
  // A change to what was refused takes the refusal away.
  useEffect(() => setRefusal(undefined), [values, contactKind, region])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkRegister({ ...values, contactKind, region, termsAgreed })
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    void send.run(checked.input)
  }

  return (
    <Page title={t('title.register')} right={<LanguageSwitcher />}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('username')}
          autoComplete="username"
          {...field('username')}
          error={refusal ?? field('username').error}
        />
        <fieldset className="form__choice">
          <legend className="cm-field__label">{t('contactBy')}</legend>
          <RadioGroup<ContactKind>
            className="chips"
            value={contactKind}
            onChange={(kind) => {
              setContactKind(kind)
              setErrors(({ contact: _cleared, ...rest }) => rest)
            }}
            options={[
              { value: 'email', label: t('email') },
              { value: 'mobile', label: t('mobile') },
            ]}
          />
          {errors.contact ? (
            <p className="cm-field__error" role="alert">
              {message(errors.contact)}
            </p>
          ) : null}
        </fieldset>
        {contactKind === 'email' ? (
          <TextField
            label={t('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
          />
        ) : (
          <PhoneField
            label={t('mobile')}
            codeTexts={{ title: t('countryCode'), search: t('regionSearch'), noMatch: t('regionNone') }}
            region={region}
            onRegionChange={setPickedRegion}
            {...field('mobile')}
          />
        )}
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          {...passwordToggle}
          {...field('password')}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...passwordToggle}
          {...field('confirmPassword')}
        />
        <TextField label={t('inviteCode')} {...field('inviteCode')} />
        <div className={errors.terms ? 'cm-field is-invalid' : 'cm-field'}>
          <Checkbox shape="square" checked={termsAgreed} onChange={setTermsAgreed}>
            {t('agreeTerms')}
          </Checkbox>
          <Link to="/law" className="link small">
            {t('readTerms')}
          </Link>
          {errors.terms ? (
            <p className="cm-field__error" role="alert">
              {message(errors.terms)}
            </p>
          ) : null}
        </div>
        <Button type="submit" block loading={send.busy} loadingText={t('registering')}>
          {t('register')}
        </Button>
        <div className="form__links">
          <Link to="/login" search={redirect ? { redirect } : {}} className="link">
            {t('haveAccount')}
          </Link>
        </div>
      </form>
    </Page>
  )
}
