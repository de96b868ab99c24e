import { describe, expect, it } from 'vitest'
import { widthSrcSet } from './width-src-set.js'

describe('widthSrcSet', () => {
  it.each([
    [
      '/uploads/seed/art/p-plush-bear-0-0123abcdef-240_480-w480.webp',
      '/uploads/seed/art/p-plush-bear-0-0123abcdef-240_480-w240.webp 240w, /uploads/seed/art/p-plush-bear-0-0123abcdef-240_480-w480.webp 480w',
    ],
    [
      '/uploads/seed/art/b-sale-0123abcdef-480_720_960-w960.webp',
      '/uploads/seed/art/b-sale-0123abcdef-480_720_960-w480.webp 480w, /uploads/seed/art/b-sale-0123abcdef-480_720_960-w720.webp 720w, /uploads/seed/art/b-sale-0123abcdef-480_720_960-w960.webp 960w',
    ],
    // one width is a srcset of one
    ['/x/a-120-w120.webp', '/x/a-120-w120.webp 120w'],
  ])('lists every width named in %s', (src, expected) => {
    expect(widthSrcSet(src)).toBe(expected)
  })

  it.each([
    ['an upload with a random name', '/uploads/u/3/9f8e7d.png'],
    ['a width that the list does not name', '/uploads/seed/art/a-240_480-w360.webp'],
    ['another format', '/uploads/seed/art/a-240_480-w480.png'],
    ['an empty src', ''],
  ])('gives none for %s', (_what, src) => {
    expect(widthSrcSet(src)).toBeUndefined()
  })
})
