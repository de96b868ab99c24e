import type { InboxCounts } from '@crossmart/api-client'
import { atom } from 'jotai'
import { type AlertSettings, DEFAULT_ALERT_SETTINGS } from '../../../lib/alert-settings'

/** The inbox's alert counts (use-inbox-counts.ts keeps them fresh); null until first answered. */
export const inboxCountsAtom = atom<InboxCounts | null>(null)

/** The conversation the inbox shows, so its own messages do not alert while the page is seen. */
export const openConversationAtom = atom<string | null>(null)

/** The alert settings of this device (alert-settings.ts), read from its store when the console starts. */
export const alertSettingsAtom = atom<AlertSettings>(DEFAULT_ALERT_SETTINGS)
