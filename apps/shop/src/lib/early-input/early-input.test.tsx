import { readFileSync } from 'node:fs'
import path from 'node:path'
import { act, Suspense, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageErrorBoundary } from '../../components/page-error-boundary'
import { AnnounceHydrated, HYDRATED_EVENT } from './early-input'

// The error state needs the app's services; its text is not what this test looks at.
vi.mock('../../components/error-state', () => ({ ErrorState: () => <p>Something went wrong</p> }))

/** The script exactly as vite.config.ts inlines it into index.html's head. */
const SCRIPT = readFileSync(path.join(import.meta.dirname, 'early-input.inline.js'), 'utf8')

interface FormProps {
  onLogIn: (account: string, remember: boolean) => void
  onHeart: () => void
}

/** A controlled form and a plain button, as the shop's screens are. */
function Screen({ onLogIn, onHeart }: FormProps) {
  const [account, setAccount] = useState('')
  const [remember, setRemember] = useState(false)
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onLogIn(account, remember)
        }}
      >
        <input aria-label="Account" value={account} onChange={(event) => setAccount(event.target.value)} />
        <input
          type="checkbox"
          aria-label="Remember me"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <button type="submit">Log in</button>
      </form>
      <button type="button" onClick={onHeart}>
        Heart
      </button>
    </>
  )
}

/** The page inside its boundary with the announcer after it, as keep-alive-outlet.tsx renders it. */
const page = (props: FormProps) => (
  <Suspense fallback={null}>
    <Screen {...props} />
    <AnnounceHydrated />
  </Suspense>
)

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

/** The server's markup with the head script running before any of it can be touched. */
function serverPage(): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page({ onLogIn: () => {}, onHeart: () => {} }))
  document.body.append(container)
  new Function(SCRIPT)()
  return container
}

function type(field: HTMLInputElement, text: string) {
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('early input (index.html head script, announced by AnnounceHydrated)', () => {
  it('names the event the inline script waits for', () => {
    expect(SCRIPT).toContain(`'${HYDRATED_EVENT}'`)
  })

  it('a form typed in, ticked and sent before hydration is sent with what was typed once React has it', async () => {
    const container = serverPage()
    const account = container.querySelector<HTMLInputElement>('input[aria-label="Account"]')!
    const remember = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!
    type(account, 'demo')
    remember.click()
    const submitted = vi.fn()
    container.querySelector('form')!.addEventListener('submit', submitted)
    submit.click()
    // Held: no plain HTML submit (it would reload the page and lose the text).
    expect(submitted).not.toHaveBeenCalled()

    const onLogIn = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, page({ onLogIn, onHeart: () => {} }))
    })
    await vi.waitFor(() => expect(onLogIn).toHaveBeenCalledWith('demo', true))
    expect(onLogIn).toHaveBeenCalledTimes(1)
    expect(account.value).toBe('demo')
  })

  it('a tap before hydration reaches its handler after it, once per tap, and nothing after hydration is held', async () => {
    const container = serverPage()
    const heart = container.querySelector<HTMLButtonElement>('button[type="button"]')!
    heart.click()
    heart.click()
    const onHeart = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, page({ onLogIn: () => {}, onHeart }))
    })
    await vi.waitFor(() => expect(onHeart).toHaveBeenCalledTimes(2))
    heart.click()
    expect(onHeart).toHaveBeenCalledTimes(3)
  })

  it('drops a held tap whose element the browser render replaced', async () => {
    const container = serverPage()
    container.querySelector<HTMLButtonElement>('button[type="button"]')!.click()
    container.replaceChildren()
    const onHeart = vi.fn()
    document.dispatchEvent(new Event(HYDRATED_EVENT))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onHeart).not.toHaveBeenCalled()
  })

  it('a page that throws still lets the script go, so its error state’s buttons answer', async () => {
    serverPage()
    const announced = vi.fn()
    document.addEventListener(HYDRATED_EVENT, announced)
    const Broken = () => {
      throw new Error('render failed')
    }
    const container = document.createElement('div')
    document.body.append(container)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      root = createRoot(container)
      root.render(
        <PageErrorBoundary>
          <Suspense fallback={null}>
            <Broken />
            <AnnounceHydrated />
          </Suspense>
        </PageErrorBoundary>,
      )
    })
    expect(announced).toHaveBeenCalledTimes(1)
    document.removeEventListener(HYDRATED_EVENT, announced)
    vi.mocked(console.error).mockRestore()
  })

  it('lets go 10 s after the page loaded when it never hydrates, playing what it held', async () => {
    vi.useFakeTimers()
    try {
      const container = serverPage()
      const heart = container.querySelector<HTMLButtonElement>('button[type="button"]')!
      const tapped = vi.fn()
      heart.addEventListener('click', tapped)
      heart.click()
      expect(tapped).toHaveBeenCalledTimes(1) // the held tap itself, its default prevented
      window.dispatchEvent(new Event('load'))
      await vi.advanceTimersByTimeAsync(9_000)
      expect(tapped).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(tapped).toHaveBeenCalledTimes(2) // played again
      heart.click()
      expect(tapped).toHaveBeenCalledTimes(3) // and no longer held
    } finally {
      vi.useRealTimers()
    }
  })
})
