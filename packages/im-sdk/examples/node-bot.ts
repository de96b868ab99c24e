/**
 * A Node bot that answers the text messages it receives.
 *
 *   npm install @crossmart/im-sdk ws && npm install -D @types/ws tsx
 *
 * Against a CrossMart server (signs in with an account, e.g. a shop's staff member, whose shoppers'
 * conversations it then answers on `mer_N_<shopperUid>`):
 *
 *   CROSSMART_URL=https://shop.example.com CROSSMART_ACCOUNT=service1 CROSSMART_PASSWORD=... npx tsx node-bot.ts
 *
 * Against a plain WuKongIM server (the token registered for this uid through its /user/token):
 *
 *   IM_ADDRESS=ws://127.0.0.1:5200 IM_UID=bot IM_TOKEN=... npx tsx node-bot.ts
 *
 * Optional: BOT_CHANNEL_TYPE (answer only channels of this type), BOT_MAX_ANSWERS (stop after that
 * many answers), IM_DEVICE_FLAG (default 2, so the bot does not kick a browser session of the same
 * account, which uses 1). Ctrl-C stops it.
 */

import {
  createImClient,
  type ImClient,
  type Message,
  ReasonCode,
  textContent,
  webSocketTransport,
} from '@crossmart/im-sdk'
import WebSocket from 'ws'

interface Credentials {
  readonly uid: string
  readonly token: string
  readonly address: string
}

/** Calls the CrossMart API and unwraps its `{ code, msg, data }` envelope. */
async function crossmart<T>(base: string, path: string, session?: string, body?: unknown): Promise<T> {
  const response = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(session === undefined ? {} : { token: session }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = (await response.json()) as { code: number; msg: string; data: T }
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg} (code ${envelope.code})`)
  return envelope.data
}

/** Sign in, chat login, then the chat uid, a fresh chat token and the socket address. */
async function crossmartCredentials(base: string, account: string, password: string) {
  const { userinfo } = await crossmart<{ userinfo: { token: string } }>(base, '/api/user/login', undefined, {
    account,
    password,
  })
  const session = userinfo.token
  const login = await crossmart<{ status: number }>(base, '/api/chat/login', session)
  if (login.status !== 200) throw new Error(`chat login refused (status ${login.status})`)
  const next = async (): Promise<Credentials> => {
    const chat = await crossmart<{ uid: string; token: string; wsUrl: string }>(
      base,
      '/api/chat/getWebSocketUrl',
      session,
    )
    // wsUrl is the bare path /chat/ws unless the server sets CHAT_WS_URL: resolve it against the server.
    return {
      uid: chat.uid,
      token: chat.token,
      address: new URL(chat.wsUrl, base.replace(/^http/, 'ws')).href,
    }
  }
  return { first: await next(), refresh: next }
}

/** The bot's answer to a text, or undefined to stay silent. */
function answer(text: string, now: Date = new Date()): string | undefined {
  const question = text.trim().toLowerCase()
  if (question === '') return undefined
  if (/^(hi|hello|hey)\b/.test(question)) return 'Hello! Ask me about opening hours or type "time".'
  if (question.includes('hour') || question.includes('open')) return 'We answer every day from 9:00 to 18:00.'
  if (question === 'time') return `It is ${now.toISOString()}.`
  return `You said: "${text.trim()}". A colleague will follow up.`
}

async function main(): Promise<void> {
  const env = process.env
  let credentials: Credentials
  let refresh: (() => Promise<Credentials>) | undefined
  if (env['CROSSMART_URL'] !== undefined) {
    const found = await crossmartCredentials(
      env['CROSSMART_URL'],
      env['CROSSMART_ACCOUNT'] ?? '',
      env['CROSSMART_PASSWORD'] ?? '',
    )
    credentials = found.first
    refresh = found.refresh
  } else {
    credentials = {
      uid: env['IM_UID'] ?? 'bot',
      token: env['IM_TOKEN'] ?? '',
      address: env['IM_ADDRESS'] ?? '',
    }
  }
  const onlyType = env['BOT_CHANNEL_TYPE'] === undefined ? undefined : Number(env['BOT_CHANNEL_TYPE'])
  const maxAnswers =
    env['BOT_MAX_ANSWERS'] === undefined ? Number.POSITIVE_INFINITY : Number(env['BOT_MAX_ANSWERS'])

  const client: ImClient = createImClient({
    uid: credentials.uid,
    token: credentials.token,
    address: credentials.address,
    transport: webSocketTransport(WebSocket),
    deviceFlag: Number(env['IM_DEVICE_FLAG'] ?? 2),
    reconnect: refresh === undefined ? {} : { beforeReconnect: refresh },
  })

  let answered = 0
  const stop = (code: number): void => {
    client.destroy()
    process.exitCode = code
  }
  client.on('status', ({ status, reasonCode }) => {
    console.log(`[bot] ${status}${reasonCode > 1 ? ` (reason ${reasonCode})` : ''}`)
    if (status === 'ConnectFail') stop(1) // e.g. reason 2: wrong or expired token
    if (status === 'ConnectKick' && reasonCode === ReasonCode.ConnectKick) stop(1) // same uid + device flag elsewhere
  })
  client.on('error', ({ error }) => console.error(`[bot] ${error.code}: ${error.message}`))
  client.on('messageStatus', ({ message }) => {
    if (message.status === 'fail') console.error(`[bot] answer failed: reason ${message.reasonCode}`)
    else if (answered >= maxAnswers && client.pendingMessages().length === 0) stop(0)
  })
  client.on('message', ({ message }: { message: Message }) => {
    if (message.fromUID === client.uid || message.content.type !== 1) return
    if (onlyType !== undefined && message.channel.channelType !== onlyType) return
    if (answered >= maxAnswers) return
    const reply = answer(String(message.content['content']))
    if (reply === undefined) return
    answered += 1
    console.log(
      `[bot] ${message.fromUID} on ${message.channel.channelID}: ${String(message.content['content'])}`,
    )
    // Answer on the channel as received: on CrossMart a staff member sees mer_N_<shopperUid>.
    client.send(textContent(reply), message.channel)
  })
  process.once('SIGINT', () => stop(0))
  process.once('SIGTERM', () => stop(0))
  client.connect()
}

main().catch((error: unknown) => {
  console.error('[bot]', error)
  process.exitCode = 1
})
