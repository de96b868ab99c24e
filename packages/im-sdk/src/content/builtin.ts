/**
 * Definitions of the built-in content types (chat-spec §3): text 1, image 2, stream 98, command 99,
 * signal 21000, unknown 0, and the system range 1000-2000. A definition checks a decoded JSON object
 * (a malformed one becomes unknown content), gives its digest for conversation lists, and for media
 * types applies the uploaded file's URL.
 */

import {
  CONTENT_COMMAND,
  CONTENT_IMAGE,
  CONTENT_SIGNAL,
  CONTENT_STREAM,
  CONTENT_TEXT,
  CONTENT_UNKNOWN,
} from '../protocol/constants.js'
import { systemText } from './system.js'
import type {
  CommandContent,
  ContentCommon,
  DigestLabels,
  ImageContent,
  SignalContent,
  StreamContent,
  SystemContent,
  TextContent,
  UnknownContent,
} from './types.js'

/** What an upload task hands back (chat-spec §3 "Upload task", §4: the message is sent after it). */
export interface UploadResult {
  /** Where the file now lives. */
  readonly url: string
  /** Extra fields to merge into the content (e.g. a thumbnail url); optional. */
  readonly fields?: Readonly<Record<string, unknown>>
}

export interface ContentDefinition<C extends ContentCommon = ContentCommon> {
  readonly type: number
  /**
   * Checks a JSON object whose `type` is this definition's; returns the typed content, or undefined
   * when a required field is missing or mistyped (the content then decodes as unknown).
   */
  decode(json: Readonly<Record<string, unknown>>): C | undefined
  /** The conversation-list text (chat-spec §3 "Digest texts"). Labels come from the app's i18n. */
  digest(content: C, labels: DigestLabels): string
  /** Media types: the content after its file was uploaded. Absent = this type never uploads. */
  withUpload?(content: C, upload: UploadResult): C
}

const isString = (v: unknown): v is string => typeof v === 'string'
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

export const textDefinition: ContentDefinition<TextContent> = {
  type: CONTENT_TEXT,
  decode: (json) => (isString(json.content) ? (json as TextContent) : undefined),
  digest: (content) => content.content,
}

export const imageDefinition: ContentDefinition<ImageContent> = {
  type: CONTENT_IMAGE,
  decode(json) {
    // The reference client omits url until the upload is done: an absent url is an empty string.
    const url = json.url ?? ''
    if (!isString(url)) return undefined
    const width = json.width ?? 0
    const height = json.height ?? 0
    if (!isNumber(width) || !isNumber(height)) return undefined
    return { ...json, type: CONTENT_IMAGE, url, width, height } as ImageContent
  },
  digest: (_content, labels) => labels.image ?? '',
  withUpload: (content, upload) => ({ ...content, ...upload.fields, url: upload.url }),
}

export const streamDefinition: ContentDefinition<StreamContent> = {
  type: CONTENT_STREAM,
  decode: (json) => (isString(json.data) ? (json as StreamContent) : undefined),
  digest: (_content, labels) => labels.stream ?? '',
}

export const commandDefinition: ContentDefinition<CommandContent> = {
  type: CONTENT_COMMAND,
  decode: (json) => (isString(json.cmd) ? (json as CommandContent) : undefined),
  digest: (_content, labels) => labels.command ?? '',
}

export const signalDefinition: ContentDefinition<SignalContent> = {
  type: CONTENT_SIGNAL,
  decode: (json) => json as SignalContent,
  digest: (_content, labels) => labels.signal ?? '',
}

export const unknownDefinition: ContentDefinition<UnknownContent> = {
  type: CONTENT_UNKNOWN,
  decode: (json) => json as UnknownContent,
  digest: (_content, labels) => labels.unknown ?? '',
}

/** Used for every type of the system range without a definition of its own. */
export const systemDefinition: Omit<ContentDefinition<SystemContent>, 'type'> = {
  decode(json) {
    if (!isString(json.content)) return undefined
    if (json.extra !== undefined && !Array.isArray(json.extra)) return undefined
    return json as SystemContent
  },
  digest: (content) => systemText(content),
}

export const BUILTIN_DEFINITIONS: readonly ContentDefinition[] = [
  textDefinition,
  imageDefinition,
  streamDefinition,
  commandDefinition,
  signalDefinition,
  unknownDefinition,
] as readonly ContentDefinition[]
