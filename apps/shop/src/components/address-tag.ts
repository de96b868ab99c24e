/**
 * Address tags (issue #46 "address tags are translated"): a tag picked from the suggestions is
 * stored as its key ('home'), so each shopper sees it in their own language; any other text is
 * the shopper's own and shown as written.
 */
export const ADDRESS_TAG_KEYS = ['home', 'company', 'school'] as const
export type AddressTagKey = (typeof ADDRESS_TAG_KEYS)[number]

/** The current language's word for a suggested tag. */
export type TagWord = (key: AddressTagKey) => string

/** The suggestion a stored or typed tag stands for: its key, or its word in this language (any case). */
export function addressTagKey(tag: string, wordOf: TagWord): AddressTagKey | undefined {
  const text = tag.trim().toLocaleLowerCase()
  return ADDRESS_TAG_KEYS.find((key) => key === text || wordOf(key).toLocaleLowerCase() === text)
}

/** A tag as shown: a suggestion in this language, other text as written. */
export function shownAddressTag(tag: string, wordOf: TagWord): string {
  const key = addressTagKey(tag, wordOf)
  return key === undefined ? tag : wordOf(key)
}

/** A tag as stored: a suggestion as its key, other text trimmed. */
export function storedAddressTag(tag: string, wordOf: TagWord): string {
  return addressTagKey(tag, wordOf) ?? tag.trim()
}
