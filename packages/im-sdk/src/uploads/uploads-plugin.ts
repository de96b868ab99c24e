/**
 * `uploadsPlugin()`: `client.uploads` (README "Plugins"): media messages sent after their file is
 * uploaded through the "messageUploadTask" callback, and the upload tasks.
 */

import { invalidArgument } from '../callbacks/errors.js'
import { requireCallback } from '../callbacks/invoke-callback.js'
import type { Channel, MessageContent } from '../chat/message.js'
import { outgoingMessage, type SendOptions } from '../chat/outgoing-message.js'
import { assertChannel, assertContent } from '../chat/validate.js'
import { type ChatMessage, toChatMessage } from '../messages/model.js'
import type { ImPlugin } from '../plugins/plugin.js'
import { createUploadManager, type UploadTask } from './upload-manager.js'

/** `client.uploads`: media messages sent after their upload, and the upload tasks. */
export interface UploadsApi {
  /**
   * Sends a media content (image or an app type with withUpload) after uploading `file` through
   * "messageUploadTask": the message shows at once with status wait.
   */
  sendWithUpload(
    content: MessageContent,
    channel: Channel,
    file: unknown,
    options?: Pick<SendOptions, 'receipt' | 'topic' | 'expire' | 'header'>,
  ): ChatMessage
  get(id: string): UploadTask | undefined
  list(): UploadTask[]
  suspend(id: string): UploadTask
  resume(id: string): UploadTask
  cancel(id: string): UploadTask
}

/** Adds `client.uploads` ("messageUploadTask"). */
export function uploadsPlugin(): ImPlugin<'uploads', UploadsApi> {
  return {
    key: 'uploads',
    install(context) {
      const { callbacks, content, store } = context
      const uploads = createUploadManager({
        callbacks,
        withUpload: content.withUpload,
        // chat-spec §4: the message is sent once its upload succeeded, with the same clientMsgNo.
        send: (message, uploaded) => {
          try {
            context.resend({ ...message, content: uploaded, status: 'fail' })
          } catch (error) {
            context.reportError(error as Error)
            context.own({ ...message, content: uploaded, status: 'fail' })
          }
        },
        onMessageFail: context.own,
        onTask: (task) => context.emit({ type: 'upload', task }),
      })
      context.onDestroy(uploads.clear)
      return {
        sendWithUpload(media, channel, file, sendOptions) {
          requireCallback(callbacks, 'messageUploadTask')
          assertChannel(channel)
          assertContent(media)
          if (!content.uploads(media))
            throw invalidArgument(`content type ${media.type} has no upload (withUpload)`)
          const placeholder = toChatMessage(
            outgoingMessage(context.uid, context.clock, media, channel, 0, sendOptions),
          )
          context.own(placeholder)
          uploads.start(placeholder, file)
          return store.find(channel, { clientMsgNo: placeholder.clientMsgNo }) ?? placeholder
        },
        get: uploads.get,
        list: uploads.list,
        suspend: uploads.suspend,
        resume: uploads.resume,
        cancel: uploads.cancel,
      }
    },
  }
}
