/** `channelsPlugin()`: `client.channels` (README "Plugins"): channel info and subscribers. */

import type { ImPlugin } from '../plugins/plugin.js'
import { type ChannelManager, createChannelManager } from './channel-manager.js'

/** Adds `client.channels`: channel info ("channelInfo") and subscribers ("syncSubscribers"). */
export function channelsPlugin(): ImPlugin<'channels', ChannelManager> {
  return {
    key: 'channels',
    install(context) {
      const channels = createChannelManager({
        callbacks: context.callbacks,
        onListenerError: (error) => context.reportThrown(error, 'channelInfo'),
        onSubscribers: (channel, subscribers) => context.emit({ type: 'subscribers', channel, subscribers }),
      })
      const offInfo = channels.onInfo((info) => context.emit({ type: 'channelInfo', info }))
      context.onDestroy(() => {
        offInfo()
        channels.clear()
      })
      return channels
    },
  }
}
