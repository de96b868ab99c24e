import { consoleColleagues } from '@crossmart/api-client'
import type { Channel, Subscriber } from '@crossmart/im-sdk'
import { useEffect, useState } from 'react'
import type { ConsoleChatClient } from './console-chat'
import type { TeamMember } from './mention-draft'
import { useServices } from './services'

/** How often the members' online state is asked again while the team notes are open. */
export const ONLINE_REFRESH_MS = 15_000

export interface TeamMemberView extends TeamMember {
  online: boolean
}

export type TeamMembersState = {
  status: 'loading' | 'ok' | 'error'
  members: TeamMemberView[]
  retry(): void
}

const nameOf = (s: Subscriber): string =>
  typeof s['name'] === 'string' && s['name'] !== '' ? s['name'] : s.uid

/**
 * The team channel's members from the SDK's subscribers (syncSubscribers by version: only changes
 * travel after the first call), with who is online from the console's colleagues (a colleague's uid
 * is their user id), asked again every ONLINE_REFRESH_MS.
 */
export function useTeamMembers(client: ConsoleChatClient | null, channel: Channel): TeamMembersState {
  const { api } = useServices()
  const [subscribers, setSubscribers] = useState<Subscriber[] | null>(null)
  const [online, setOnline] = useState<ReadonlySet<string>>(new Set())
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!client) return
    let alive = true
    const same = (c: Channel) => c.channelID === channel.channelID && c.channelType === channel.channelType
    const off = client.on('subscribers', (event) => {
      if (alive && same(event.channel)) setSubscribers([...event.subscribers])
    })
    setFailed(false)
    client.channels.syncSubscribers(channel).then(
      (list) => alive && setSubscribers(list),
      () => alive && setFailed(true),
    )
    return () => {
      alive = false
      off()
    }
  }, [client, channel, attempt])

  useEffect(() => {
    let alive = true
    const refresh = () =>
      api.call(consoleColleagues).then(
        (data) => alive && setOnline(new Set(data.list.filter((c) => c.online).map((c) => String(c.id)))),
        // Online state is a hint: without it everyone shows offline until the next refresh.
        () => undefined,
      )
    void refresh()
    const timer = setInterval(() => void refresh(), ONLINE_REFRESH_MS)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [api])

  const retry = () => setAttempt((n) => n + 1)
  if (failed && subscribers === null) return { status: 'error', members: [], retry }
  if (subscribers === null) return { status: 'loading', members: [], retry }
  const members = subscribers
    .map((s) => ({ uid: s.uid, name: nameOf(s), online: online.has(s.uid) }))
    .sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name))
  return { status: 'ok', members, retry }
}
