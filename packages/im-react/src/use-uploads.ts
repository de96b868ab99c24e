import type { Channel, UploadTask } from '@crossmart/im-sdk'
import { useMemo, useSyncExternalStore } from 'react'
import { createClientStore } from './client-store.js'
import { pluginMissing } from './errors.js'
import { useImClient } from './provider.js'

const NO_TASKS: readonly UploadTask[] = Object.freeze([])
const none = () => NO_TASKS
const subscribeNothing = () => () => undefined

const sameTasks = (a: readonly UploadTask[], b: readonly UploadTask[]) =>
  a.length === b.length && a.every((task, i) => task === b[i])

/**
 * The upload tasks of the provider's client (uploadsPlugin): every one, or one channel's, with
 * status and progress (chat-spec §3 "Upload task"); `client.uploads` suspends, resumes, cancels.
 */
export function useUploads(channel?: Channel): readonly UploadTask[] {
  const client = useImClient()
  const uploads = client?.uploads
  if (client !== null && uploads === undefined) throw pluginMissing('uploadsPlugin', 'useUploads')
  const channelID = channel?.channelID
  const channelType = channel?.channelType
  const store = useMemo(
    () =>
      client === null || uploads === undefined
        ? null
        : createClientStore(
            client,
            ['upload'],
            () =>
              uploads
                .list()
                .filter(
                  (task) =>
                    channelID === undefined ||
                    (task.message.channel.channelID === channelID &&
                      task.message.channel.channelType === channelType),
                ),
            sameTasks,
          ),
    [client, uploads, channelID, channelType],
  )
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, store?.get ?? none, none)
}
