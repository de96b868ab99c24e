/**
 * The content registry (chat-spec §3 "Content types"): the built-in types plus the app's own,
 * registered by number. It is the `ContentCodec` the runtime pipelines use (options.content), so a
 * received payload arrives already checked: a registered type whose fields do not match, a type
 * nobody registered, or bytes that are not JSON all become unknown content (type 0, with the
 * type that came in as `originalType`), which the UI shows with its unknown-message label.
 */

import { ImDataError, invalidArgument } from '../callbacks/errors.js'
import type { ContentCodec } from '../chat/content.js'
import type { MessageContent } from '../chat/message.js'
import { CONTENT_UNKNOWN } from '../protocol/constants.js'
import { encodeUtf8 } from '../protocol/utf8.js'
import {
  BUILTIN_DEFINITIONS,
  type ContentDefinition,
  systemDefinition,
  type UploadResult,
} from './builtin.js'
import { isSystemContentType } from './system.js'
import type { ContentCommon, DigestLabels, UnknownContent } from './types.js'

export interface ContentRegistry extends ContentCodec {
  /** Adds an app content type. Throws CONTENT_TYPE_REGISTERED when the type already has one. */
  register(definition: ContentDefinition): void
  has(type: number): boolean
  /** Checks a JSON value and returns the typed content (unknown content when it does not fit). */
  parse(json: unknown): MessageContent
  /** The conversation-list text of a content (chat-spec §3 "Digest texts"). */
  digest(content: MessageContent, labels?: DigestLabels): string
  /** True when the content's type uploads a file before sending (its definition has withUpload). */
  uploads(content: MessageContent): boolean
  /** The content with the uploaded file applied (chat-spec §4: then the message is sent). */
  withUpload(content: MessageContent, upload: UploadResult): MessageContent
}

// Payloads decode with TextDecoder's defaults (a leading BOM is dropped), unlike the protocol's
// byte-exact string reader; encoding is the protocol's (the same bytes as TextEncoder).
const decoder = new TextDecoder('utf-8', { fatal: false })

const isStringList = (v: unknown): boolean => Array.isArray(v) && v.every((item) => typeof item === 'string')

/** The common fields of chat-spec §3; a content with a malformed one is not trusted at all. */
function commonFieldsValid(json: Readonly<Record<string, unknown>>): boolean {
  if (json.visibles !== undefined && !isStringList(json.visibles)) return false
  if (json.invisibles !== undefined && !isStringList(json.invisibles)) return false
  const mention = json.mention as { all?: unknown; uids?: unknown } | undefined
  if (mention !== undefined) {
    if (typeof mention !== 'object' || mention === null) return false
    if (mention.uids !== undefined && !isStringList(mention.uids)) return false
    if (mention.all !== undefined && typeof mention.all !== 'number') return false
  }
  const reply = json.reply as Record<string, unknown> | undefined
  if (reply !== undefined && (typeof reply !== 'object' || reply === null)) return false
  return true
}

function unknownOf(json: Readonly<Record<string, unknown>> | undefined, type: number): UnknownContent {
  return { ...json, type: CONTENT_UNKNOWN, originalType: type }
}

export function createContentRegistry(options?: {
  readonly types?: readonly ContentDefinition[]
}): ContentRegistry {
  const definitions = new Map<number, ContentDefinition>()

  function register(definition: ContentDefinition): void {
    if (!Number.isInteger(definition?.type)) {
      throw invalidArgument('a content definition needs an integer type')
    }
    if (definitions.has(definition.type)) {
      throw new ImDataError(
        'CONTENT_TYPE_REGISTERED',
        `content type ${definition.type} is already registered`,
      )
    }
    definitions.set(definition.type, definition)
  }

  for (const definition of BUILTIN_DEFINITIONS) register(definition)
  for (const definition of options?.types ?? []) register(definition)

  function definitionOf(type: number): Omit<ContentDefinition, 'type'> | undefined {
    return definitions.get(type) ?? (isSystemContentType(type) ? systemDefinition : undefined)
  }

  function parse(json: unknown): MessageContent {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      return { type: CONTENT_UNKNOWN }
    }
    const record = json as Record<string, unknown>
    const type = record.type
    if (typeof type !== 'number' || !Number.isInteger(type)) {
      return { type: CONTENT_UNKNOWN }
    }
    if (type === CONTENT_UNKNOWN) return record as MessageContent
    const definition = definitionOf(type)
    if (definition === undefined || !commonFieldsValid(record)) return unknownOf(record, type)
    return (definition.decode(record) as MessageContent | undefined) ?? unknownOf(record, type)
  }

  return {
    register,
    has: (type) => definitionOf(type) !== undefined,
    parse,
    encode(content) {
      const definition = definitionOf(content.type)
      // An app may send a type it never registered (it is plain JSON); a registered one must fit.
      if (definition !== undefined && content.type !== CONTENT_UNKNOWN) {
        if (!commonFieldsValid(content) || definition.decode(content) === undefined) {
          throw invalidArgument(`content of type ${content.type} is missing or mistyping a field`)
        }
      }
      return encodeUtf8(JSON.stringify(content))
    },
    decode(payload) {
      try {
        return parse(JSON.parse(decoder.decode(payload)))
      } catch {
        // chat-spec §3: bytes that are not JSON show as unknown content.
        return { type: CONTENT_UNKNOWN }
      }
    },
    digest(content, labels = {}) {
      const definition = definitionOf(content.type)
      if (definition === undefined) return labels.unknown ?? ''
      return definition.digest(content as ContentCommon, labels)
    },
    uploads: (content) => definitionOf(content.type)?.withUpload !== undefined,
    withUpload(content, upload) {
      const apply = definitionOf(content.type)?.withUpload
      if (apply === undefined) {
        throw invalidArgument(`content type ${content.type} does not upload files`)
      }
      return apply(content as ContentCommon, upload) as MessageContent
    },
  }
}
