import { describe, expect, it } from 'vitest'
import { ImDataError } from '../callbacks/errors.js'
import { imageContent, textContent } from './builders.js'
import { createContentRegistry } from './registry.js'

const bytes = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value))
const ctx = { channel: { channelID: 'c', channelType: 1 }, fromUID: 'u2' }

describe('content registry: decode (chat-spec §3 content types)', () => {
  const registry = createContentRegistry()
  it.each([
    ['text', { type: 1, content: 'hi' }, { type: 1, content: 'hi' }],
    [
      'image',
      { type: 2, width: 10, height: 20, url: 'https://x/a.png' },
      { type: 2, width: 10, height: 20, url: 'https://x/a.png' },
    ],
    ['image without url', { type: 2, width: 1, height: 2 }, { type: 2, width: 1, height: 2, url: '' }],
    ['stream', { type: 98, data: 'aGk=' }, { type: 98, data: 'aGk=' }],
    ['command', { type: 99, cmd: 'typing', param: { a: 1 } }, { type: 99, cmd: 'typing', param: { a: 1 } }],
    ['signal', { type: 21000, foo: 1 }, { type: 21000, foo: 1 }],
    ['unknown', { type: 0 }, { type: 0 }],
    [
      'system 1000',
      { type: 1000, content: '{0} joined', extra: [{ name: 'Ann' }] },
      { type: 1000, content: '{0} joined', extra: [{ name: 'Ann' }] },
    ],
    ['system 2000', { type: 2000, content: 'x' }, { type: 2000, content: 'x' }],
    ['unregistered type', { type: 7, a: 1 }, { type: 0, originalType: 7, a: 1 }],
    ['type 2001 is not system', { type: 2001, content: 'x' }, { type: 0, originalType: 2001, content: 'x' }],
    ['text without content', { type: 1 }, { type: 0, originalType: 1 }],
    [
      'image with a string width',
      { type: 2, width: '1', height: 1 },
      { type: 0, originalType: 2, width: '1', height: 1 },
    ],
    ['command without cmd', { type: 99 }, { type: 0, originalType: 99 }],
    ['stream without data', { type: 98 }, { type: 0, originalType: 98 }],
    ['system without content', { type: 1001 }, { type: 0, originalType: 1001 }],
    [
      'malformed visibles',
      { type: 1, content: 'x', visibles: 'u1' },
      { type: 0, originalType: 1, content: 'x', visibles: 'u1' },
    ],
    [
      'malformed mention uids',
      { type: 1, content: 'x', mention: { uids: [1] } },
      { type: 0, originalType: 1, content: 'x', mention: { uids: [1] } },
    ],
    ['no type', { content: 'x' }, { type: 0 }],
    ['an array', [1, 2], { type: 0 }],
  ])('%s', (_name, json, expected) => {
    expect(registry.decode(bytes(json), ctx)).toEqual(expected)
  })

  it('bytes that are not JSON become unknown content', () => {
    expect(registry.decode(new Uint8Array([0xff, 0x00, 0x7b]), ctx)).toEqual({ type: 0 })
  })

  it('keeps mention, reply and visibility fields', () => {
    const reply = {
      message_id: '9',
      message_seq: 3,
      from_uid: 'u3',
      from_name: 'Bo',
      root_message_id: '8',
      payload: { type: 1, content: 'before' },
    }
    const json = {
      type: 1,
      content: 'x',
      mention: { all: 1, uids: ['u1'] },
      reply,
      visibles: ['u1'],
      invisibles: ['u4'],
    }
    expect(registry.decode(bytes(json), ctx)).toEqual(json)
  })
})

describe('content registry: encode', () => {
  const registry = createContentRegistry()
  it('round-trips every built-in content', () => {
    for (const content of [
      textContent('hé', { mention: { all: 1 } }),
      imageContent({ width: 1, height: 2, url: 'u' }),
    ]) {
      expect(registry.decode(registry.encode(content), ctx)).toEqual(content)
    }
  })
  it('refuses a registered type with a mistyped field', () => {
    expect(() => registry.encode({ type: 1, content: 5 })).toThrow(ImDataError)
    expect(() => registry.encode({ type: 1, content: 'x', visibles: 'u1' })).toThrow(/missing or mistyping/)
  })
  it('encodes an unregistered type as plain JSON', () => {
    expect(JSON.parse(new TextDecoder().decode(registry.encode({ type: 55, x: 1 })))).toEqual({
      type: 55,
      x: 1,
    })
  })
})

describe('content registry: app types', () => {
  it('decodes, digests and uploads an app type', () => {
    const registry = createContentRegistry()
    registry.register({
      type: 3,
      decode: (json) => (typeof json.url === 'string' ? (json as never) : undefined),
      digest: (_c, labels) => labels.voice ?? '',
      withUpload: (content, upload) => ({ ...content, url: upload.url }),
    })
    const voice = registry.decode(bytes({ type: 3, url: 'v', seconds: 4 }), ctx)
    expect(voice).toEqual({ type: 3, url: 'v', seconds: 4 })
    expect(registry.digest(voice, { voice: '[Voice]' })).toBe('[Voice]')
    expect(registry.uploads(voice)).toBe(true)
    expect(registry.withUpload(voice, { url: 'https://cdn/v.mp3' })).toEqual({
      type: 3,
      url: 'https://cdn/v.mp3',
      seconds: 4,
    })
  })
  it('refuses a second definition of a type', () => {
    const registry = createContentRegistry()
    const error = (() => {
      try {
        registry.register({ type: 1, decode: () => undefined, digest: () => '' })
      } catch (e) {
        return e as ImDataError
      }
    })()
    expect(error?.code).toBe('CONTENT_TYPE_REGISTERED')
  })
  it('takes app types through the options', () => {
    const registry = createContentRegistry({
      types: [{ type: 1500, decode: (j) => j as never, digest: () => 'mine' }],
    })
    expect(registry.digest({ type: 1500, content: '{0}' })).toBe('mine')
  })
})

describe('digest (chat-spec §3 digest texts; labels from the app)', () => {
  const registry = createContentRegistry()
  const labels = {
    image: '[Picture]',
    unknown: '[Unsupported]',
    stream: '[Stream]',
    command: '[Cmd]',
    signal: '[Signal]',
  }
  it.each([
    [{ type: 1, content: 'hello' }, 'hello'],
    [{ type: 2, width: 1, height: 1, url: '' }, '[Picture]'],
    [{ type: 0 }, '[Unsupported]'],
    [{ type: 0, originalType: 77 }, '[Unsupported]'],
    [{ type: 98, data: '' }, '[Stream]'],
    [{ type: 99, cmd: 'x' }, '[Cmd]'],
    [{ type: 21000 }, '[Signal]'],
    [{ type: 1001, content: '{0} invited {1}', extra: [{ name: 'Ann' }, { name: 'Bo' }] }, 'Ann invited Bo'],
    [{ type: 4444 }, '[Unsupported]'],
  ])('%j -> %s', (content, expected) => {
    expect(registry.digest(content, labels)).toBe(expected)
  })
  it('uses no built-in wording when the app gives no labels', () => {
    expect(registry.digest({ type: 2, width: 1, height: 1, url: '' })).toBe('')
    expect(registry.digest({ type: 0 })).toBe('')
  })
  it('refuses withUpload for a type without files', () => {
    expect(() => registry.withUpload({ type: 1, content: 'x' }, { url: 'u' })).toThrow(/does not upload/)
  })
  it('image withUpload sets the url and merges fields', () => {
    expect(
      registry.withUpload(imageContent({ width: 1, height: 1 }), {
        url: 'https://x',
        fields: { thumb: 't' },
      }),
    ).toEqual({
      type: 2,
      width: 1,
      height: 1,
      url: 'https://x',
      thumb: 't',
    })
  })
})
