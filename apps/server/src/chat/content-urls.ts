/**
 * The fields of message content that renderers load or link, in every content type (issue #45:
 * only `url` was checked, so an image's `cover: "javascript:..."` or an outside `thumb` went out).
 * WuKongIM's types name them `url` (image, GIF, voice, video, file), `cover` (video), `img`
 * (location) and `avatar` (contact card); clients add thumbnails and posters. Any key ending in
 * `url` (`thumbUrl`, `coverURL`) is one too.
 */
const URL_FIELD_NAMES: ReadonlySet<string> = new Set([
  'url',
  'cover',
  'thumb',
  'thumbnail',
  'poster',
  'img',
  'image',
  'avatar',
  'icon',
  'src',
  'href',
  'link',
])

/** Nesting followed at most; content nested deeper than this is not a client's and is refused. */
const CONTENT_DEPTH_MAX = 4

export function isUrlField(name: string): boolean {
  return URL_FIELD_NAMES.has(name.toLowerCase()) || /url$/i.test(name)
}

/** One URL-bearing field found in content: where it is (`cover`, `extra.thumb`) and its value. */
export interface UrlField {
  path: string
  value: unknown
}

/**
 * Every URL-bearing field of the content, at any depth (objects and arrays), or null when the
 * content nests deeper than CONTENT_DEPTH_MAX (pure: no I/O).
 */
export function urlFieldsOf(content: object): UrlField[] | null {
  const found: UrlField[] = []
  const walk = (value: unknown, path: string, depth: number): boolean => {
    if (typeof value !== 'object' || value === null) return true
    if (depth > CONTENT_DEPTH_MAX) return false
    for (const [key, item] of Object.entries(value)) {
      const at = path === '' ? key : `${path}.${key}`
      if (!Array.isArray(value) && isUrlField(key)) found.push({ path: at, value: item })
      else if (!walk(item, at, depth + 1)) return false
    }
    return true
  }
  return walk(content, '', 0) ? found : null
}
