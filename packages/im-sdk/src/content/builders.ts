/** Small constructors for the built-in contents, so apps do not spell type numbers. */

import { copyDefinedFields } from '../copy-defined-fields.js'
import { CONTENT_COMMAND, CONTENT_IMAGE, CONTENT_STREAM, CONTENT_TEXT } from '../protocol/constants.js'
import type {
  CommandContent,
  ContentCommon,
  ImageContent,
  Mention,
  Reply,
  StreamContent,
  TextContent,
} from './types.js'

/** The common fields an app may add to any content (chat-spec §3). */
export interface CommonFields {
  readonly mention?: Mention
  readonly reply?: Reply
  readonly visibles?: readonly string[]
  readonly invisibles?: readonly string[]
}

const COMMON_FIELDS = ['mention', 'reply', 'visibles', 'invisibles'] as const

function common(fields: CommonFields | undefined): Partial<ContentCommon> {
  return fields === undefined ? {} : copyDefinedFields(fields, COMMON_FIELDS)
}

export function textContent(text: string, fields?: CommonFields): TextContent {
  return { ...common(fields), type: CONTENT_TEXT, content: text }
}

/** An image; leave `url` empty to have the upload task fill it (chat-spec §4). */
export function imageContent(
  image: { readonly width: number; readonly height: number; readonly url?: string },
  fields?: CommonFields,
): ImageContent {
  return {
    ...common(fields),
    type: CONTENT_IMAGE,
    width: image.width,
    height: image.height,
    url: image.url ?? '',
  }
}

export function streamContent(base64Data: string): StreamContent {
  return { type: CONTENT_STREAM, data: base64Data }
}

export function commandContent(cmd: string, param?: unknown): CommandContent {
  return param === undefined ? { type: CONTENT_COMMAND, cmd } : { type: CONTENT_COMMAND, cmd, param }
}
