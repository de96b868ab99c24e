import { describe, expect, it } from 'vitest'
import { type AddressTagKey, shownAddressTag, storedAddressTag } from './address-tag'

const zh: Record<AddressTagKey, string> = { home: '家', company: '公司', school: '学校' }
const en: Record<AddressTagKey, string> = { home: 'Home', company: 'Company', school: 'School' }

describe('address tags (issue #46)', () => {
  it.each([
    ['home', zh, '家'],
    ['Home', zh, '家'],
    ['company', en, 'Company'],
    ['My parents', zh, 'My parents'],
  ])('%j is shown as %j', (tag, words, shown) => {
    expect(shownAddressTag(tag, (key) => words[key])).toBe(shown as string)
  })

  it.each([
    ['家', zh, 'home'],
    [' School ', en, 'school'],
    ['  gym ', en, 'gym'],
  ])('%j is stored as %j', (tag, words, stored) => {
    expect(storedAddressTag(tag, (key) => words[key])).toBe(stored as string)
  })
})
