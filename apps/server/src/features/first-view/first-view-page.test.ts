import { describe, expect, it } from 'vitest'
import { firstViewPage, leadingLinks, pageShell } from './first-view-page'

const TEMPLATE =
  '<!doctype html>\n<html lang="zh">\n<head><title>CrossMart</title>\n<link rel="preload" as="image" href="/a.png" fetchpriority="high">\n</head>\n<body><div id="root"></div></body></html>'

const renderer = {
  firstViewStateScript: (state: unknown) =>
    `<script type="application/json">${JSON.stringify(state)}</script>`,
}

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
}

// Issue #26: the server-rendered #root goes into the built index.html (features/first-view).
describe('firstViewPage', () => {
  it('sets the language and title, streams #root, and puts the data block after it', async () => {
    const body = streamOf('<div class="app">Héllo ', '<b>&lt;world&gt;</b></div>')
    const page = firstViewPage(
      TEMPLATE,
      { htmlLang: 'en-US', title: 'A <b> & c', body, state: { lang: 'en' } },
      renderer,
    )
    const html = await new Response(page).text()
    expect(html).toContain('<html lang="en-US">')
    expect(html).toContain('<title>A &lt;b&gt; &amp; c</title>')
    expect(html).toContain(
      '<div id="root"><div class="app">Héllo <b>&lt;world&gt;</b></div></div><script type="application/json">{"lang":"en"}</script></body>',
    )
  })

  it('moves the links React writes first into <head>, once per href', async () => {
    const body = streamOf(
      '<link rel="preload" as="image" href="/a.png" fetchPriority="high"/><link rel="preload" as="image" href="/b.png"/><div>x</div>',
    )
    const html = await new Response(
      firstViewPage(TEMPLATE, { htmlLang: 'en-US', title: 't', body, state: {} }, renderer),
    ).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/href="\/a\.png"/g)).toHaveLength(1)
    expect(head).toContain('href="/b.png"')
    expect(html).toContain('<div id="root"><div>x</div></div>')
  })

  it('is null for a template without the #root element (the page is served as it is)', () => {
    expect(pageShell('<html><body><main></main></body></html>', { htmlLang: 'en', title: 't' })).toBeNull()
  })
})

describe('leadingLinks', () => {
  it.each([
    ['<div></div>', [], '<div></div>'],
    ['<link a><link b><p>', ['<link a>', '<link b>'], '<p>'],
    ['<p><link a>', [], '<p><link a>'],
  ])('%s', (html, links, rest) => {
    expect(leadingLinks(html)).toEqual({ links, rest })
  })
})
