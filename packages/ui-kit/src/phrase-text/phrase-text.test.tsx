import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PhraseProvider } from './phrase-provider'
import { intlWordSegmenter, phraseSegments } from './phrase-segments'
import { PhraseText } from './phrase-text'

const THAI = 'โทรศัพท์มือถือ'
const JAPANESE = 'デフォルトの住所'

describe('phraseSegments (#46)', () => {
  it('keeps โทรศัพท์มือถือ whole: never โทรศัพท์มือ|ถือ, though ICU splits มือ|ถือ', () => {
    const kept = phraseSegments(`เคส${THAI}`, intlWordSegmenter('th'))
      .filter((s) => s.keep)
      .map((s) => s.text)
    expect(kept).toEqual(['เคส', THAI])
  })

  it('keeps a Japanese word whole: デフォルト', () => {
    const segments = phraseSegments(JAPANESE, intlWordSegmenter('ja'))
    // The particle の stays with the word before it; the line may break before 住所.
    expect(segments.filter((s) => s.keep).map((s) => s.text)).toEqual(['デフォルトの', '住所'])
    expect(segments.map((s) => s.text).join('')).toBe(JAPANESE)
  })

  it('leaves Latin text one plain piece, and works without a segmenter', () => {
    expect(phraseSegments('Rain Jacket Plus', intlWordSegmenter('en'))).toEqual([
      { text: 'Rain Jacket Plus', keep: false },
    ])
    expect(phraseSegments(THAI, null)).toEqual([{ text: THAI, keep: false }])
  })

  it('merges spaces and Latin between kept words into one plain piece', () => {
    const segments = phraseSegments('デフォルト X ケース', intlWordSegmenter('ja'))
    expect(segments.map((s) => [s.text, s.keep])).toEqual([
      ['デフォルト', true],
      [' X ', false],
      ['ケース', true],
    ])
  })
})

describe('PhraseText (#46)', () => {
  it('wraps each Thai word in a no-break span with a break offered between two words', () => {
    const { container } = render(<PhraseText text={`${THAI} 128 GB`} locale="th" />)
    const words = [...container.querySelectorAll('.cm-phrase__word')].map((w) => w.textContent)
    expect(words).toEqual([THAI])
    expect(container.textContent).toBe(`${THAI} 128 GB`)
  })

  it('offers a break between two kept words', () => {
    const { container } = render(<PhraseText text={`เคส${THAI}`} locale="th" />)
    expect(container.querySelectorAll('.cm-phrase__word')).toHaveLength(2)
    expect(container.querySelectorAll('wbr')).toHaveLength(1)
  })

  it('wraps a Japanese word whole', () => {
    const { container } = render(<PhraseText text="デフォルトケース" locale="ja" />)
    const words = [...container.querySelectorAll('.cm-phrase__word')].map((w) => w.textContent)
    expect(words).toEqual(['デフォルト', 'ケース'])
  })

  it("uses the provider's segmenter", () => {
    const { container } = render(
      <PhraseProvider locale="th">
        <PhraseText text={THAI} />
      </PhraseProvider>,
    )
    expect([...container.querySelectorAll('.cm-phrase__word')].map((w) => w.textContent)).toEqual([THAI])
  })

  it('renders plain text on the server, so hydration never depends on the segmentation data', () => {
    expect(renderToString(<PhraseText text={THAI} locale="th" className="name" />)).toBe(
      `<span class="cm-phrase name">${THAI}</span>`,
    )
  })
})
