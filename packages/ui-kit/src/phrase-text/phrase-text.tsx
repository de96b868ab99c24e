import { Fragment, useEffect, useMemo, useState } from 'react'
import { cx } from '../internal/class-names.js'
import { usePhraseSegmenter } from './phrase-provider.js'
import { intlWordSegmenter, phraseSegments, type WordSegmenter } from './phrase-segments.js'

export interface PhraseTextProps {
  text: string
  /** The text's language (BCP 47), for a segmenter of its own when no PhraseProvider is above. */
  locale?: string | undefined
  className?: string
  /** Another word segmenter (tests); else the PhraseProvider's, else Intl.Segmenter for `locale`. */
  segmenter?: WordSegmenter | null
}

/**
 * Text whose Thai and Japanese (and Chinese) words never break in the middle when it wraps (issue
 * #46): each such word is a no-break span, with a <wbr> between two of them so the line still
 * breaks between words. The server and the first render show the plain text: the browser's
 * segmentation data may differ from the server's, and a different tree would fail hydration, so the
 * words are wrapped once mounted.
 */
export function PhraseText({ text, locale, className, segmenter }: PhraseTextProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const provided = usePhraseSegmenter()
  const segments = useMemo(() => {
    if (!mounted) return null
    const chosen = segmenter !== undefined ? segmenter : provided
    return phraseSegments(text, chosen !== undefined ? chosen : intlWordSegmenter(locale))
  }, [mounted, text, locale, segmenter, provided])
  if (!segments || segments.every((s) => !s.keep)) {
    return <span className={cx('cm-phrase', className)}>{text}</span>
  }
  return (
    <span className={cx('cm-phrase', className)}>
      {segments.map((s, i) => {
        const previous = segments[i - 1]
        // Two kept words side by side: offer the break between them.
        const gap = s.keep && previous?.keep ? <wbr /> : null
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, in order, never reordered
          <Fragment key={i}>
            {gap}
            {s.keep ? <span className="cm-phrase__word">{s.text}</span> : s.text}
          </Fragment>
        )
      })}
    </span>
  )
}
