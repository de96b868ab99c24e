import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts'

// sha256("console.log(1)"), base64, as CSP writes a hash source (worked out once with openssl).
const CONSOLE_LOG_1 = "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='"

describe('inlineScriptHashes', () => {
  it('hashes the text of every inline script the browser runs, classic or module', () => {
    const html =
      '<head><script>console.log(1)</script></head><body><script type="module">console.log(1)</script>' +
      '<script type="text/javascript">console.log(1)</script></body>'
    expect(inlineScriptHashes(html)).toEqual([CONSOLE_LOG_1, CONSOLE_LOG_1, CONSOLE_LOG_1])
  })

  it('needs no hash for a script with src, a data block or an empty tag', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/json" id="first-view">{"a":1}</script><script></script>'
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('hashes the exact characters between the tags (a changed byte is another hash)', () => {
    const [one] = inlineScriptHashes('<script>console.log(1)</script>')
    const [other] = inlineScriptHashes('<script>console.log(1) </script>')
    expect(one).toBe(CONSOLE_LOG_1)
    expect(other).not.toBe(CONSOLE_LOG_1)
  })
})
