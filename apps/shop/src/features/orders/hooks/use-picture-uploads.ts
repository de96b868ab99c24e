import type { ImageUploader } from '@crossmart/api-client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createImageUploader } from '../../../lib/image-uploader'
import { useServices } from '../../../lib/services'

export type PictureState =
  | { readonly status: 'uploading'; readonly progress: number }
  | { readonly status: 'done'; readonly url: string }
  | { readonly status: 'error' }

export interface Picture {
  readonly key: number
  readonly file: Blob
  readonly state: PictureState
}

export interface PictureUploads {
  pictures: readonly Picture[]
  /** URLs of the pictures that finished uploading, in order. */
  urls: string[]
  /** Some picture is still uploading: the form waits. */
  pending: boolean
  add(files: readonly Blob[]): void
  remove(key: number): void
  retry(key: number): void
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * Pictures of a form (review pictures, refund proof, complaint certificate), each uploaded as soon
 * as it is chosen with its progress; removing one stops its upload. At most `max`.
 */
export function usePictureUploads(max: number, uploader?: ImageUploader): PictureUploads {
  const { uploadApi, notifyError } = useServices()
  const upload = useMemo(() => uploader ?? createImageUploader(uploadApi), [uploader, uploadApi])
  const [pictures, setPictures] = useState<readonly Picture[]>([])
  const nextKey = useRef(1)
  const controllers = useRef(new Map<number, AbortController>())

  useEffect(() => {
    const running = controllers.current
    return () => {
      for (const controller of running.values()) controller.abort()
      running.clear()
    }
  }, [])

  const setState = useCallback((key: number, state: PictureState) => {
    setPictures((old) => old.map((picture) => (picture.key === key ? { ...picture, state } : picture)))
  }, [])

  const start = useCallback(
    (key: number, file: Blob) => {
      const controller = new AbortController()
      controllers.current.set(key, controller)
      setState(key, { status: 'uploading', progress: 0 })
      upload(file, {
        signal: controller.signal,
        onProgress: (loaded, total) => {
          if (!controller.signal.aborted)
            setState(key, { status: 'uploading', progress: total > 0 ? Math.min(1, loaded / total) : 0 })
        },
      }).then(
        ({ url }) => {
          controllers.current.delete(key)
          if (!controller.signal.aborted) setState(key, { status: 'done', url })
        },
        (error: unknown) => {
          controllers.current.delete(key)
          if (controller.signal.aborted || isAbort(error)) return
          // shop-spec §8: the failure toast with the server's msg (or the catalogue message).
          notifyError(error)
          setState(key, { status: 'error' })
        },
      )
    },
    [upload, notifyError, setState],
  )

  const add = useCallback(
    (files: readonly Blob[]) => {
      const room = Math.max(0, max - pictures.length)
      const added = files.slice(0, room).map((file) => ({
        key: nextKey.current++,
        file,
        state: { status: 'uploading', progress: 0 } as const,
      }))
      if (added.length === 0) return
      setPictures((old) => [...old, ...added])
      for (const picture of added) start(picture.key, picture.file)
    },
    [max, pictures.length, start],
  )

  const remove = useCallback((key: number) => {
    controllers.current.get(key)?.abort()
    controllers.current.delete(key)
    setPictures((old) => old.filter((picture) => picture.key !== key))
  }, [])

  const retry = useCallback(
    (key: number) => {
      const picture = pictures.find((p) => p.key === key)
      if (picture && picture.state.status === 'error') start(key, picture.file)
    },
    [pictures, start],
  )

  const urls = pictures.flatMap((picture) => (picture.state.status === 'done' ? [picture.state.url] : []))
  const pending = pictures.some((picture) => picture.state.status === 'uploading')
  return { pictures, urls, pending, add, remove, retry }
}
