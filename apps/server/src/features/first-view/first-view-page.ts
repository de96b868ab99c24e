import type { FirstViewResult, ShopRenderer } from './shop-renderer'

/** Where the app mounts in the built index.html (apps/shop/index.html). */
const ROOT_ELEMENT = '<div id="root"></div>'

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** `<link ...>` tags at the very start of React's output, and what follows them. */
export function leadingLinks(html: string): { links: string[]; rest: string } {
  const links: string[] = []
  let rest = html
  for (let match = /^<link [^>]*>/.exec(rest); match; match = /^<link [^>]*>/.exec(rest)) {
    links.push(match[0])
    rest = rest.slice(match[0].length)
  }
  return { links, rest }
}

/** The links put before `</head>`, but not one whose href the head already asks for (the LCP hint). */
function withHeadLinks(head: string, links: readonly string[]): string {
  const hrefOf = (link: string) => /href="([^"]*)"/.exec(link)?.[1]
  const fresh = links.filter((link) => {
    const href = hrefOf(link)
    return href === undefined || !head.includes(`href="${href}"`)
  })
  return fresh.length === 0 ? head : head.replace('</head>', `${fresh.join('')}\n</head>`)
}

/** The template around #root, with the rendered page's language and title. */
export function pageShell(template: string, view: Pick<FirstViewResult, 'htmlLang' | 'title'>) {
  const at = template.indexOf(ROOT_ELEMENT)
  if (at < 0) return null
  const head = template
    .slice(0, at)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeText(view.htmlLang).replace(/"/g, '&quot;')}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(view.title)}</title>`)
  return { head: `${head}<div id="root">`, tail: template.slice(at + ROOT_ELEMENT.length) }
}

/**
 * The whole page as one stream (issue #26): the template's head (language and title of the page),
 * the server-rendered #root as React streams it, then the first view's data block, which the
 * browser's entry reads before it hydrates, and the rest of the template (the module script).
 */
export function firstViewPage(
  template: string,
  view: FirstViewResult,
  renderer: Pick<ShopRenderer, 'firstViewStateScript'>,
): ReadableStream<Uint8Array> | null {
  const shell = pageShell(template, view)
  if (!shell) return null
  const encoder = new TextEncoder()
  const reader = view.body.getReader()
  let phase: 'head' | 'body' | 'done' = 'head'
  const finish = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    phase = 'done'
    controller.enqueue(encoder.encode(`</div>${renderer.firstViewStateScript(view.state)}${shell.tail}`))
    controller.close()
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (phase === 'head') {
        phase = 'body'
        // React writes the resources it hoists (an `<img fetchpriority="high">`'s preload) first;
        // in #root they would be nodes the browser's React does not expect, so they go to <head>.
        const first = await reader.read()
        const bytes = first.done ? new Uint8Array() : first.value
        const { links } = leadingLinks(new TextDecoder().decode(bytes, { stream: true }))
        controller.enqueue(encoder.encode(withHeadLinks(shell.head, links)))
        // The rest as React wrote it, byte for byte (a character split across chunks stays whole).
        const skip = encoder.encode(links.join('')).length
        if (skip < bytes.length) controller.enqueue(bytes.subarray(skip))
        if (first.done) finish(controller)
        return
      }
      if (phase === 'done') return
      const chunk = await reader.read()
      if (!chunk.done) {
        controller.enqueue(chunk.value)
        return
      }
      finish(controller)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}
