import { VALIDATION_MESSAGE_KEYS } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { CONSOLE_LANGUAGES, createConsoleI18n, LOCALES, resolveConsoleLanguage } from './create-i18n'

type Tree = { [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  )

describe('console strings', () => {
  const english = new Map(leaves(LOCALES.en as unknown as Tree))

  it.each(CONSOLE_LANGUAGES)('%s has every English key, each with text', (lang) => {
    const strings = leaves(LOCALES[lang] as unknown as Tree)
    expect(strings.map(([k]) => k).sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of strings) expect(text.trim(), key).not.toBe('')
  })

  it('translates the validation keys of every form the console sends', () => {
    const used = [
      'accountRequired',
      'passwordRequired',
      'carrierRequired',
      'trackingRequired',
      'reasonRequired',
      'shortcutRequired',
      'replyTextRequired',
      'noteRequired',
      // issue #42: the payout request and account, commission rates
      'amountInvalid',
      'amountPositive',
      'bankNameRequired',
      'payoutAccountRequired',
      'bankCardRequired',
      'commissionRateInvalid',
    ]
    for (const rule of used) {
      expect(VALIDATION_MESSAGE_KEYS).toContain(`validation.${rule}`)
      expect(english.has(`validation.${rule}`), rule).toBe(true)
    }
  })

  it('resolves browser languages to the five', async () => {
    expect(['zh-CN', 'ja', 'ko-KR', 'th', 'fr'].map(resolveConsoleLanguage)).toEqual([
      'zh',
      'jp',
      'kor',
      'tai',
      'en',
    ])
    const i18n = await createConsoleI18n('jp')
    expect(i18n.t('validation.carrierRequired')).toBe('配送業者を入力してください')
  })
})
