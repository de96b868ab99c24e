import { act, render, screen } from '@testing-library/react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { STRINGS } from '../test-support/all-strings'
import { createI18n } from './create-i18n'
import type { Language } from './languages'
import type { Namespace, Strings } from './namespaces'

/** A loader that records what it was asked for; English gets one key no other language has. */
function recordingLoader() {
  const calls: string[] = []
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const load = async <N extends Namespace>(language: Language, namespace: N): Promise<Strings<N>> => {
    calls.push(`${language}|${namespace}`)
    await released
    return { ...STRINGS[language][namespace], onlyEnglish: 'fallback text' } as Strings<N>
  }
  return { calls, load, release }
}

const ONLY_ENGLISH = 'onlyEnglish' as 'title.home'
const core = (language: Language) => ({ core: STRINGS[language].core })

describe('createI18n (shop-spec §9: fallback en, loaded only when needed)', () => {
  it('translates synchronously from the languages given', () => {
    const { load, calls } = recordingLoader()
    const i18n = createI18n({ language: 'jp', strings: { jp: core('jp') }, loadFallback: load })
    expect(i18n.t('title.home')).toBe('ホーム')
    expect(i18n.t('error.httpStatus', { status: 502 })).toBe(
      STRINGS.jp.core.error.httpStatus.replace('{{status}}', '502'),
    )
    expect(calls).toEqual([])
    expect(i18n.hasResourceBundle('en', 'core')).toBe(false)
  })

  it('uses a loaded English bundle for a key missing from the active language, without loading', () => {
    const { load, calls } = recordingLoader()
    const i18n = createI18n({
      language: 'kor',
      strings: { kor: core('kor'), en: core('en') },
      loadFallback: load,
    })
    i18n.addResource('en', 'core', 'onlyEnglish', 'english text')
    expect(i18n.t(ONLY_ENGLISH)).toBe('english text')
    expect(calls).toEqual([])
  })

  it('loads English once, on the first missing key, then shows its text', async () => {
    const { load, calls, release } = recordingLoader()
    const i18n = createI18n({ language: 'zh', strings: { zh: core('zh') }, loadFallback: load })
    expect(i18n.t(ONLY_ENGLISH)).toBe('onlyEnglish')
    expect(i18n.t(ONLY_ENGLISH)).toBe('onlyEnglish')
    expect(calls).toEqual(['en|core'])
    release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(i18n.t(ONLY_ENGLISH)).toBe('fallback text')
    expect(i18n.t('title.home')).toBe(STRINGS.zh.core.title.home)
    expect(calls).toEqual(['en|core'])
  })

  it('retries the fallback after a failed load', async () => {
    let attempts = 0
    const i18n = createI18n({
      language: 'tai',
      strings: { tai: core('tai') },
      loadFallback: async <N extends Namespace>() => {
        attempts += 1
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return { ...STRINGS.en.core, onlyEnglish: 'fallback text' } as unknown as Strings<N>
      },
    })
    i18n.t(ONLY_ENGLISH)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(i18n.hasResourceBundle('en', 'core')).toBe(false)
    i18n.t(ONLY_ENGLISH)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(attempts).toBe(2)
    expect(i18n.t(ONLY_ENGLISH)).toBe('fallback text')
  })

  it('re-renders a translated component when the fallback arrives', async () => {
    const { load, release } = recordingLoader()
    const i18n = createI18n({ language: 'zh', strings: { zh: core('zh') }, loadFallback: load })
    function Label() {
      const { t } = useTranslation()
      return (
        <p>
          {t('title.home')} / {t(ONLY_ENGLISH)}
        </p>
      )
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Label />
      </I18nextProvider>,
    )
    expect(screen.getByText(`${STRINGS.zh.core.title.home} / onlyEnglish`)).toBeTruthy()
    await act(async () => {
      release()
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(screen.getByText(`${STRINGS.zh.core.title.home} / fallback text`)).toBeTruthy()
  })
})
