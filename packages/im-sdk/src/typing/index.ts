/**
 * Public subpath `@crossmart/im-sdk/typing` (README "Typing and other signals"): the typing plugin,
 * kept out of the main entry so a text chat's bundle does not grow with it.
 */
export type { ActivitySignal } from './signal-board.js'
export {
  DEFAULT_TYPING_INTERVAL_MS,
  DEFAULT_TYPING_TTL_MS,
  SIGNAL_HEADER,
  type SignalParam,
  TYPING_CMD,
  type TypingApi,
  type TypingPluginOptions,
  typingPlugin,
} from './typing-plugin.js'
