import { VALIDATION_MESSAGE_KEYS } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { SERVER_LANGUAGES } from './languages'
import { SERVER_MESSAGES, type ServerMessageKey } from './server-messages'
import { translate, translateValidation } from './translator'

describe('message catalogue', () => {
  it('has a non-empty text in every language for every server message', () => {
    for (const [key, entry] of Object.entries(SERVER_MESSAGES)) {
      for (const lang of SERVER_LANGUAGES) expect(entry[lang], `${key}/${lang}`).not.toBe('')
    }
  })

  it('has a non-empty text in every language for every contract validation key', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) {
      for (const lang of SERVER_LANGUAGES)
        expect(translateValidation(lang, key), `${key}/${lang}`).not.toBe('')
    }
  })

  it('keeps placeholders in every language', () => {
    for (const [key, entry] of Object.entries(SERVER_MESSAGES)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      for (const lang of SERVER_LANGUAGES)
        expect(placeholders(entry[lang]), `${key}/${lang}`).toEqual(placeholders(entry.en))
    }
  })

  it('fills parameters', () => {
    expect(translate('en', 'auth.locked' satisfies ServerMessageKey, { minutes: 15 })).toContain('15 minutes')
    expect(translate('zh', 'auth.locked', { minutes: 3 })).toContain('3 分钟')
  })
})
