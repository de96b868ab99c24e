import { INTL_LOCALE, type Language } from '../../../i18n/languages'

/**
 * Message and conversation times (seconds, chat-spec §3) in the language's style: the time of day
 * for today, else the date and time.
 */
export function createChatTimeFormatter(language: Language, now: () => number = Date.now) {
  const locale = INTL_LOCALE[language]
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })
  const dateTime = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
  return (seconds: number): string => {
    const date = new Date(seconds * 1000)
    const today = new Date(now())
    const sameDay = date.toDateString() === today.toDateString()
    return (sameDay ? time : dateTime).format(date)
  }
}
