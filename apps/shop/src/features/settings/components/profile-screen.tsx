import { type EndpointRequest, UPLOAD_IMAGE_TYPES, type UserInfo, userProfile } from '@crossmart/api-client'
import { Button, LazyImage, TextField } from '@crossmart/ui-kit'
import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { CardListSkeleton } from '../../../components/commerce-skeletons'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { fieldBinder } from '../../../lib/field-binder'
import { useServices } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'
import { useSubmit } from '../../../lib/use-submit'
import { checkProfile, type ProfileErrors, type ProfileValues, profileValuesOf } from '../state/profile-rules'
import './settings.css'

/** /profile: avatar, account (read only), given name, email and mobile (shop-spec §3 User, §5 rules). */
export function ProfileScreen() {
  const { t } = useStrings('settings')
  const { session } = useServices()
  // Fresh from the server: the form starts from what is saved, not from a stale copy.
  const user = useRequest(() => session.loadUserInfo(), [session])
  return (
    <Page title={t('title.profile')}>
      {user.status === 'loading' ? (
        <CardListSkeleton count={1} />
      ) : user.status === 'error' ? (
        <ErrorState error={user.error} onRetry={() => void user.reload()} />
      ) : (
        <ProfileForm user={user.data} onSaved={(saved) => user.setData(() => saved)} />
      )}
    </Page>
  )
}

function ProfileForm({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const { t } = useStrings('settings', 'validation')
  const { api, session, toast, notifyError } = useServices()
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user))
  const [errors, setErrors] = useState<ProfileErrors>({})
  const field = fieldBinder(values, setValues, errors, (key) => t(messageI18nKey(key)))
  const inputId = useId()

  const saved = (next: UserInfo) => {
    session.setUserInfo(next)
    onSaved(next)
  }
  const upload = useSubmit(
    async (file: File) => {
      const { url } = await api.upload(file)
      saved(await api.call(userProfile, { avatar: url }))
      toast.success(t('profile.saved'))
    },
    // A file the contract refuses (type, size) is not toasted by the api client: say it here.
    { onError: (error) => notifyError(error) },
  )
  const save = useSubmit(async (input: EndpointRequest<typeof userProfile>) => {
    saved(await api.call(userProfile, input))
    toast.success(t('profile.saved'))
  })

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (file) void upload.run(file)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const check = checkProfile(values, profileValuesOf(user))
    setErrors(check.ok ? {} : check.errors)
    if (!check.ok) return
    if (!check.changed) {
      toast.show(t('profile.unchanged'))
      return
    }
    void save.run(check.input)
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="profile-avatar">
        <LazyImage
          src={user.avatar}
          alt={t('profile.avatar')}
          width={72}
          height={72}
          className="profile-avatar__image"
        />
        <label htmlFor={inputId} className={upload.busy ? 'link is-busy' : 'link'}>
          {upload.busy ? t('profile.uploading') : t('profile.changeAvatar')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          className="cm-visually-hidden"
          disabled={upload.busy}
          onChange={choose}
        />
      </div>
      <TextField
        label={t('profile.username')}
        value={user.username}
        onChange={() => {}}
        readOnly
        hint={t('profile.usernameHint')}
      />
      <TextField
        label={t('profile.nickname')}
        autoComplete="given-name"
        maxLength={64}
        {...field('nickname')}
      />
      <TextField
        label={t('profile.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        label={t('profile.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field('mobile')}
      />
      <Button type="submit" block loading={save.busy} loadingText={t('profile.saving')}>
        {t('profile.save')}
      </Button>
    </form>
  )
}
