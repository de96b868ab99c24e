import {
  type ConversationLabel,
  consoleConversationLabelSet,
  consoleConversationLabels,
  consoleLabels,
  LABELLED_CONVERSATIONS_MAX,
} from '@crossmart/api-client'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'

export interface LabelData {
  /** The service's labels, by name. */
  labels: readonly ConversationLabel[]
  labelIdsOf(channelId: string): readonly number[]
  /** Puts a label on a conversation or takes it off; resolves when the server answered. */
  set(channelId: string, labelId: number, on: boolean): Promise<void>
}

/**
 * Issue #29: the service's labels and those on the listed conversations (one call per
 * LABELLED_CONVERSATIONS_MAX of them), asked again when the list changes.
 */
export function useLabelData(channelIds: readonly string[]): LabelData {
  const { api } = useServices()
  const list = useRequest(() => api.call(consoleLabels), 'labels')
  const [links, setLinks] = useState<ReadonlyMap<string, readonly number[]>>(new Map())
  const key = channelIds.join(',')
  useEffect(() => {
    if (key === '') return
    let current = true
    const ids = key.split(',')
    const chunks: string[][] = []
    for (let i = 0; i < ids.length; i += LABELLED_CONVERSATIONS_MAX)
      chunks.push(ids.slice(i, i + LABELLED_CONVERSATIONS_MAX))
    void Promise.all(
      chunks.map((chunk) => api.call(consoleConversationLabels, { channelIds: chunk.join(',') })),
    ).then(
      (answers) => {
        if (!current) return
        const next = new Map<string, readonly number[]>()
        for (const answer of answers) for (const row of answer.list) next.set(row.channelId, row.labelIds)
        setLinks(next)
      },
      // The chips are an extra: the inbox stays usable without them.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [api, key])
  const set = useCallback(
    async (channelId: string, labelId: number, on: boolean) => {
      const answer = await api.call(consoleConversationLabelSet, { channelId, labelId, on })
      setLinks((old) => new Map(old).set(answer.channelId, answer.labelIds))
    },
    [api],
  )
  return useMemo(
    () => ({
      labels: list.data?.list ?? [],
      labelIdsOf: (channelId: string) => links.get(channelId) ?? [],
      set,
    }),
    [list.data, links, set],
  )
}
