/** `streamsPlugin()`: `client.streams` (README "Plugins"): stream messages assembled from their chunks (chat-spec §3). */

import type { ImPlugin } from '../plugins/plugin.js'
import { type AssembledStream, createStreamAssembler } from './stream-assembler.js'

/** `client.streams`: the streams still open (incomplete); every chunk also fires a `stream` event. */
export interface StreamsApi {
  /** The open stream with this number, if any (a complete stream is released). */
  get(streamNo: string): AssembledStream | undefined
  /** How many streams are open (bounded by MAX_OPEN_STREAMS). */
  readonly openStreams: number
}

/**
 * Adds `client.streams`: stream chunks (setting.stream with a streamNo) are assembled in streamSeq
 * order and each chunk fires a `stream` event with the stream's state. A client without this
 * plugin drops stream chunks (they are not whole messages) and logs them at debug level.
 */
export function streamsPlugin(): ImPlugin<'streams', StreamsApi> {
  return {
    key: 'streams',
    install(context) {
      const assembler = createStreamAssembler()
      context.handleStreamChunks((chunk) => {
        const stream = assembler.push(chunk)
        if (stream !== undefined) context.emit({ type: 'stream', stream })
      })
      context.onDestroy(assembler.clear)
      return {
        get: assembler.get,
        get openStreams() {
          return assembler.openCount
        },
      }
    },
  }
}
