import { describe, expect, it } from 'vitest'
import { insertMention, mentionFor, mentionOptions, mentionQuery } from './mention-draft'

const MIA = { uid: '8', name: 'Mia (Shop 1)' }
const SAM = { uid: '7', name: 'Sam' }

describe('mention drafts (chat-spec §3 mention)', () => {
  it('reads the word typed after an @ that starts a word, up to the caret', () => {
    expect(mentionQuery('hi @mi', 6)).toBe('mi')
    expect(mentionQuery('hi @', 4)).toBe('')
    expect(mentionQuery('mail a@b', 8)).toBeNull()
    expect(mentionQuery('hi @mia there', 13)).toBeNull()
    expect(mentionQuery('no mention', 10)).toBeNull()
  })

  it('offers matching members but not the writer, then everyone', () => {
    expect(mentionOptions('', [SAM, MIA], '7')).toEqual([{ kind: 'member', member: MIA }, { kind: 'all' }])
    expect(mentionOptions('a', [SAM, MIA], '8')).toEqual([{ kind: 'member', member: SAM }, { kind: 'all' }])
    expect(mentionOptions('zz', [SAM, MIA], '7')).toEqual([])
  })

  it('replaces the typed @word with the name and a space', () => {
    expect(insertMention('hi @mi and', 6, MIA.name)).toEqual({ text: 'hi @Mia (Shop 1)  and', caret: 17 })
  })

  it('mentions the picked names still in the text, or everyone', () => {
    const picked = [
      { kind: 'member' as const, member: MIA },
      { kind: 'member' as const, member: SAM },
    ]
    expect(mentionFor('@Mia (Shop 1) hello', picked)).toEqual({ uids: ['8'] })
    expect(mentionFor('hello', picked)).toBeUndefined()
    expect(mentionFor('@all hello @Sam', [...picked, { kind: 'all' }])).toEqual({ all: 1 })
    expect(mentionFor('hello @Sam', [...picked, { kind: 'all' }])).toEqual({ uids: ['7'] })
  })
})
