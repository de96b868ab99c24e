import { act, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_RETRIES, LAZY_IMAGE_CACHE_SIZE } from '../constants.js'
import { createImageCache } from './image-cache.js'
import { ImageProvider } from './image-provider.js'
import { LazyImage } from './lazy-image.js'

/** The placeholder is also role img (named by alt); wait for the real <img>. */
const findLoaded = (name: string) =>
  waitFor(() => {
    const el = screen.getByRole('img', { name })
    expect(el.tagName).toBe('IMG')
    return el
  })

const failing = () => vi.fn(() => Promise.reject(new Error('404')))
const working = () => vi.fn(() => Promise.resolve())

describe('LazyImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('offers the widths a width-named picture has, and preloads the one the browser picks (#31)', async () => {
    const loader = working()
    const src = '/uploads/seed/art/p-mug-0-0123abcdef-240_480-w480.webp'
    const srcSet = '/uploads/seed/art/p-mug-0-0123abcdef-240_480-w240.webp 240w, ' + src + ' 480w'
    render(<LazyImage src={src} alt="Mug" sizes="50vw" lazy={false} loader={loader} />)
    const img = await findLoaded('Mug')
    expect(img.getAttribute('srcset')).toBe(srcSet)
    expect(img.getAttribute('sizes')).toBe('50vw')
    expect(loader).toHaveBeenCalledWith(src, { srcSet, sizes: '50vw' })
  })

  it('gives a high-priority picture its srcset from the first render', () => {
    const src = '/uploads/seed/art/b-sale-0123abcdef-480_960-w960.webp'
    render(<LazyImage src={src} alt="Sale" sizes="100vw" priority />)
    const img = screen.getByRole('img', { name: 'Sale' })
    expect(img.getAttribute('srcset')).toContain('-w480.webp 480w')
    expect(img.getAttribute('fetchpriority')?.toLowerCase() ?? img.getAttribute('fetchPriority')).toBe('high')
  })

  it('has no srcset without sizes, or for a picture not named by its widths', async () => {
    render(<LazyImage src="/uploads/u/1/a.png" alt="Upload" sizes="72px" lazy={false} loader={working()} />)
    expect((await findLoaded('Upload')).hasAttribute('srcset')).toBe(false)
  })

  it('hides a decorative image (empty alt) while it waits, instead of an unnamed role img', () => {
    const { container } = render(
      <LazyImage src="/deco.png" alt="" lazy={false} loader={() => new Promise(() => {})} />,
    )
    const slot = container.querySelector('.cm-image__slot')
    expect(slot?.getAttribute('aria-hidden')).toBe('true')
    expect(slot?.hasAttribute('role')).toBe(false)
    expect(screen.queryAllByRole('img')).toEqual([])
  })

  it('names the placeholder of a meaningful image by its alt', () => {
    render(<LazyImage src="/shoe.png" alt="Shoe" lazy={false} loader={() => new Promise(() => {})} />)
    const slot = screen.getByRole('img', { name: 'Shoe' })
    expect(slot.tagName).toBe('SPAN')
    expect(slot.getAttribute('aria-busy')).toBe('true')
  })

  it('shows the placeholder, then the image once loaded, and caches the URL', async () => {
    const loader = working()
    const cache = createImageCache()
    render(
      <LazyImage
        src="/a.png"
        alt="Shoe"
        lazy={false}
        loader={loader}
        cache={cache}
        placeholder={<i>wait</i>}
      />,
    )
    expect(screen.getByText('wait')).toBeTruthy()
    const img = await findLoaded('Shoe')
    expect(img.getAttribute('src')).toBe('/a.png')
    expect(cache.has('/a.png')).toBe(true)
  })

  it(`tries once plus ${IMAGE_RETRIES} retries, then shows the fallback`, async () => {
    const loader = failing()
    const onError = vi.fn()
    render(
      <LazyImage
        src="/broken.png"
        alt="Broken"
        lazy={false}
        loader={loader}
        fallback={<i>no image</i>}
        onError={onError}
      />,
    )
    await screen.findByText('no image')
    expect(loader).toHaveBeenCalledTimes(1 + IMAGE_RETRIES)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('img', { name: 'Broken' }).tagName).toBe('SPAN')
  })

  it('succeeds on a retry', async () => {
    let calls = 0
    const loader = vi.fn(() => (++calls < 3 ? Promise.reject(new Error('flaky')) : Promise.resolve()))
    render(<LazyImage src="/flaky.png" alt="Flaky" lazy={false} loader={loader} fallback={<i>no image</i>} />)
    await findLoaded('Flaky')
    expect(loader).toHaveBeenCalledTimes(3)
  })

  it('shows a cached URL at once without loading it again (provider cache)', async () => {
    const cache = createImageCache()
    const loader = working()
    const first = render(
      <ImageProvider cache={cache} loader={loader}>
        <LazyImage src="/c.png" alt="C" lazy={false} />
      </ImageProvider>,
    )
    await findLoaded('C')
    first.unmount()
    render(
      <ImageProvider cache={cache} loader={loader}>
        <LazyImage src="/c.png" alt="C" placeholder={<i>wait</i>} />
      </ImageProvider>,
    )
    expect(screen.getByRole('img', { name: 'C' }).tagName).toBe('IMG')
    expect(screen.queryByText('wait')).toBeNull()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('priority: an <img fetchpriority="high"> from the first render, never lazy, without the loader', () => {
    const loader = working()
    render(<LazyImage src="/banner.png" alt="Sale" priority loader={loader} aspectRatio={2.2} />)
    const img = screen.getByRole('img', { name: 'Sale' })
    expect(img.tagName).toBe('IMG')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('loading')).toBe('eager')
    // Decoded with the frame that shows it, not after (the page's LCP).
    expect(img.getAttribute('decoding')).toBe('sync')
    expect(img.getAttribute('src')).toBe('/banner.png')
    expect(loader).not.toHaveBeenCalled()
  })

  it('priority: a failed image shows the fallback', async () => {
    render(<LazyImage src="/gone.png" alt="Gone" priority fallback={<span>broken</span>} />)
    act(() => {
      screen.getByRole('img', { name: 'Gone' }).dispatchEvent(new Event('error'))
    })
    expect(await screen.findByText('broken')).toBeTruthy()
  })

  it.each([
    ['a priority picture', { priority: true }],
    ['a lazy picture', {}],
  ])('no address: %s shows the fallback at once, with no <img src=""> and no load', (_, extra) => {
    const loader = working()
    const { container } = render(
      <LazyImage src="" alt="Banner" loader={loader} fallback={<span>no picture</span>} {...extra} />,
    )
    expect(screen.getByText('no picture')).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    expect(loader).not.toHaveBeenCalled()
  })

  describe('native (the browser loads the <img>, issue #26)', () => {
    it('reads an outcome that came before its handlers: broken goes to the retries', async () => {
      // The test setup makes every <img> one still on its way; this one had failed already.
      const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
      const loader = working()
      render(<LazyImage src="/early.png" alt="Early" native loader={loader} />)
      await waitFor(() => expect(loader).toHaveBeenCalledWith('/early.png'))
      expect((await findLoaded('Early')).getAttribute('src')).toBe('/early.png')
      complete.mockRestore()
    })

    it('renders a lazy <img> from the first render, on the server too, without the loader', () => {
      const loader = working()
      const html = renderToString(<LazyImage src="/far.png" alt="Far" native loader={loader} />)
      expect(html).toContain('<img')
      expect(html).toContain('loading="lazy"')
      render(<LazyImage src="/far.png" alt="Far" native loader={loader} />)
      const img = screen.getByRole('img', { name: 'Far' })
      expect(img.tagName).toBe('IMG')
      expect(img.getAttribute('loading')).toBe('lazy')
      // Any other picture is decoded off the frame: it never holds back the page's paint.
      expect(img.getAttribute('decoding')).toBe('async')
      expect(loader).not.toHaveBeenCalled()
    })

    it('is eager when not lazy, and the provider can turn it on for every image', () => {
      render(
        <ImageProvider native>
          <LazyImage src="/near.png" alt="Near" lazy={false} />
          <LazyImage src="/far.png" alt="Far" />
        </ImageProvider>,
      )
      expect(screen.getByRole('img', { name: 'Near' }).getAttribute('loading')).toBe('eager')
      expect(screen.getByRole('img', { name: 'Far' }).getAttribute('loading')).toBe('lazy')
    })

    it("hydrates the server's <img> with no change to the markup", async () => {
      const element = (
        <ImageProvider native>
          <LazyImage src="/far.png" alt="Far" sizes="50vw" />
        </ImageProvider>
      )
      const container = document.createElement('div')
      container.innerHTML = renderToString(element)
      document.body.append(container)
      const before = container.innerHTML
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      await act(async () => {
        hydrateRoot(container, element)
      })
      expect(container.innerHTML).toBe(before)
      expect(errors).not.toHaveBeenCalled()
      errors.mockRestore()
      container.remove()
    })

    it('caches the URL once the browser has it', () => {
      const cache = createImageCache()
      const onLoad = vi.fn()
      render(<LazyImage src="/ok.png" alt="Ok" native cache={cache} onLoad={onLoad} />)
      act(() => {
        screen.getByRole('img', { name: 'Ok' }).dispatchEvent(new Event('load'))
      })
      expect(cache.has('/ok.png')).toBe(true)
      expect(onLoad).toHaveBeenCalledOnce()
    })

    it("a failed load goes to the loader's retries, then shows a new <img> of the loaded file", async () => {
      const loader = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(undefined)
      render(<LazyImage src="/flaky.png" alt="Flaky" native loader={loader} />)
      const first = screen.getByRole('img', { name: 'Flaky' })
      act(() => {
        first.dispatchEvent(new Event('error'))
      })
      const second = await findLoaded('Flaky')
      expect(second).not.toBe(first)
      expect(loader).toHaveBeenCalledTimes(2)
    })

    it('ends in the fallback when every retry fails, and when the browser fails again after them', async () => {
      const onError = vi.fn()
      render(
        <LazyImage
          src="/gone.png"
          alt="Gone"
          native
          loader={failing()}
          fallback={<span>broken</span>}
          onError={onError}
        />,
      )
      act(() => {
        screen.getByRole('img', { name: 'Gone' }).dispatchEvent(new Event('error'))
      })
      expect(await screen.findByText('broken')).toBeTruthy()
      expect(onError).toHaveBeenCalledOnce()

      render(<LazyImage src="/odd.png" alt="Odd" native loader={working()} fallback={<span>odd</span>} />)
      act(() => {
        screen.getByRole('img', { name: 'Odd' }).dispatchEvent(new Event('error'))
      })
      const again = await findLoaded('Odd')
      act(() => {
        again.dispatchEvent(new Event('error'))
      })
      expect(await screen.findByText('odd')).toBeTruthy()
    })
  })

  it('waits for the viewport before loading when lazy', async () => {
    let fire: (visible: boolean) => void = () => {}
    class FakeObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        fire = (visible) => callback([{ isIntersecting: visible }])
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const loader = working()
    render(<LazyImage src="/far.png" alt="Far" loader={loader} placeholder={<i>wait</i>} />)
    expect(loader).not.toHaveBeenCalled()
    act(() => fire(false))
    expect(loader).not.toHaveBeenCalled()
    act(() => fire(true))
    await waitFor(() => expect(loader).toHaveBeenCalledWith('/far.png'))
    await findLoaded('Far')
  })

  it('starts over when src changes', async () => {
    const loader = working()
    const { rerender } = render(<LazyImage src="/1.png" alt="One" lazy={false} loader={loader} />)
    await findLoaded('One')
    rerender(<LazyImage src="/2.png" alt="One" lazy={false} loader={loader} />)
    await waitFor(() => expect(screen.getByRole('img', { name: 'One' }).getAttribute('src')).toBe('/2.png'))
    expect(loader).toHaveBeenCalledWith('/2.png')
  })
})

describe('image cache', () => {
  it(`keeps the ${LAZY_IMAGE_CACHE_SIZE} most recently used URLs`, () => {
    const cache = createImageCache()
    for (let i = 0; i < LAZY_IMAGE_CACHE_SIZE; i++) cache.add(`/${i}`)
    expect(cache.has('/0')).toBe(true) // touched: now the most recent
    cache.add('/new')
    expect(cache.size).toBe(LAZY_IMAGE_CACHE_SIZE)
    expect(cache.has('/0')).toBe(true)
    expect(cache.has('/1')).toBe(false)
    expect(cache.has('/new')).toBe(true)
  })

  it('rejects a bad limit', () => {
    expect(() => createImageCache(0)).toThrow(RangeError)
  })
})
