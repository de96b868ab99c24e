/** One piece of a phrase: a word of a script written without spaces (kept whole) or other text. */
export interface PhraseSegment {
  text: string
  /** True for a word that must not break inside (Thai, Lao, Khmer, Myanmar, Japanese, Chinese). */
  keep: boolean
}

/**
 * Scripts written without spaces between words. Chromium breaks Thai anywhere its dictionary says
 * and `word-break: keep-all` does nothing for Thai (issue #46: "โทรศัพท์มือ|ถือ"), and Japanese
 * breaks between any two kana ("デフォル|ト"); Latin, Hangul and the rest already break at spaces.
 */
const UNSPACED_SCRIPT =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u

/** Scripts whose dictionary (ICU's) splits compounds into syllables. */
const SYLLABLE_SPLIT_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u

/**
 * ICU's dictionary splits a Thai compound into its parts (มือถือ "mobile" into มือ|ถือ "hand|hold"),
 * and a line broken there reads as the mid-word break of issue #46, so a Thai part this short (one
 * syllable) is glued to the word before it, as is a one-character Japanese part (a particle: の)...
 */
function isGluedPart(part: string): boolean {
  return SYLLABLE_SPLIT_SCRIPT.test(part) ? part.length <= 3 : part.length === 1
}
/** ...while the glued word stays this short (UTF-16 units), so a long run without spaces still wraps. */
const KEPT_WORD_MAX = 20

/** The part of Intl.Segmenter used here, so a test (or an old browser) can hand in another. */
export type WordSegmenter = (text: string) => Iterable<{ segment: string; isWordLike?: boolean }>

/** Intl.Segmenter by words for `locale`, or null where the runtime has none. */
export function intlWordSegmenter(locale?: string): WordSegmenter | null {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return null
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' })
  return (text) => segmenter.segment(text)
}

/**
 * Splits `text` into segments, marking the words of unspaced scripts to keep whole; neighbouring
 * text that need not be kept is merged, so a Latin name stays one piece. Without a segmenter the
 * whole text is one plain segment (the browser's own breaking, as before).
 */
export function phraseSegments(text: string, segment: WordSegmenter | null): PhraseSegment[] {
  if (!segment || !UNSPACED_SCRIPT.test(text)) return text ? [{ text, keep: false }] : []
  const out: PhraseSegment[] = []
  for (const piece of segment(text)) {
    const keep = piece.isWordLike === true && UNSPACED_SCRIPT.test(piece.segment)
    const last = out.at(-1)
    const glue =
      keep &&
      last?.keep === true &&
      isGluedPart(piece.segment) &&
      last.text.length + piece.segment.length <= KEPT_WORD_MAX
    if (last && ((!keep && !last.keep) || glue)) last.text += piece.segment
    else out.push({ text: piece.segment, keep })
  }
  return out
}
