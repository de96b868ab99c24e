import type { AddressInfo } from 'node:net'
import { API_CODE, userResetCodeReset, userResetCodeSend } from '@crossmart/api-client'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { outcome } from '../test-support/commerce-outcome'
import { startTestServer, type TestServer } from '../test-support/test-server'
import { DEFAULT_MAIL_FROM, loadMailConfig, type MailConfig } from './mail-config'
import { MailDeliveryError } from './mailer'
import { createSmtpMailer } from './smtp-mailer'

interface Received {
  from: string
  to: string[]
  raw: string
  user: string | undefined
}

/** A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives. */
async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = []
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        })
        callback()
      })
    },
    ...options,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const smtpConfig = (port: number, extra: Partial<Extract<MailConfig, { kind: 'smtp' }>> = {}) =>
  ({
    kind: 'smtp',
    host: '127.0.0.1',
    port,
    secure: false,
    user: undefined,
    pass: undefined,
    from: 'CrossMart <shop@example.test>',
    ...extra,
  }) as const

/** Quoted-printable soft breaks and encodings aside, the plain text of a received message. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))

describe('SMTP mailer against a real SMTP server', () => {
  const servers: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()))
  })

  it('delivers a message (envelope, From, Subject, text)', async () => {
    const smtp = await startSmtp()
    servers.push(smtp)
    await createSmtpMailer(smtpConfig(smtp.port)).send({
      to: 'ada@example.com',
      subject: 'Hello',
      text: 'Your code is 123456.',
    })
    expect(smtp.received).toHaveLength(1)
    const [message] = smtp.received
    expect(message!.from).toBe('shop@example.test')
    expect(message!.to).toEqual(['ada@example.com'])
    expect(message!.raw).toMatch(/^Subject: Hello$/m)
    expect(message!.raw).toMatch(/^From: CrossMart <shop@example\.test>$/m)
    expect(decoded(message!.raw)).toContain('Your code is 123456.')
  })

  it('logs in with SMTP_USER/SMTP_PASS when set; wrong credentials are a MailDeliveryError', async () => {
    const smtp = await startSmtp({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: 'mailer' })
        else callback(new Error('Invalid username or password'))
      },
    })
    servers.push(smtp)
    await createSmtpMailer(smtpConfig(smtp.port, { user: 'mailer', pass: 's3cret' })).send({
      to: 'a@example.com',
      subject: 's',
      text: 't',
    })
    expect(smtp.received[0]?.user).toBe('mailer')
    await expect(
      createSmtpMailer(smtpConfig(smtp.port, { user: 'mailer', pass: 'wrong' })).send({
        to: 'a@example.com',
        subject: 's',
        text: 't',
      }),
    ).rejects.toBeInstanceOf(MailDeliveryError)
  })

  it('a refused recipient is a MailDeliveryError with the cause', async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'))
      },
    })
    servers.push(smtp)
    const error = await createSmtpMailer(smtpConfig(smtp.port))
      .send({ to: 'gone@example.com', subject: 's', text: 't' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MailDeliveryError)
    expect((error as MailDeliveryError).code).toBe('MAIL_DELIVERY')
    expect((error as MailDeliveryError).cause).toBeDefined()
  })
})

describe('password reset through SMTP (end to end)', () => {
  let t: TestServer
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp()
    t = await startTestServer('pglite', { seed: false, mailer: createSmtpMailer(smtpConfig(smtp.port)) })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('the code arrives at the SMTP server and resets the password', async () => {
    const user = await t.register('smtp')
    const email = `${user.account}@example.com`
    await t.client().call(userResetCodeSend, { account: user.account })
    for (let i = 0; i < 200 && !smtp.received.some((m) => m.to.includes(email)); i++)
      await new Promise((r) => setTimeout(r, 20))
    const message = smtp.received.find((m) => m.to.includes(email))
    expect(message).toBeDefined()
    const code = /\b(\d{6})\b/.exec(
      decoded(message!.raw)
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )?.[1]
    expect(code).toMatch(/^\d{6}$/)
    await t.client().call(userResetCodeReset, {
      account: user.account,
      code: code!,
      newPassword: 'viasmtp1',
      confirmPassword: 'viasmtp1',
    })
    expect(await outcome(t.login(user.account, 'viasmtp1'))).toBe(1)
    expect(await outcome(t.login(user.account, user.password))).toBe(API_CODE.wrongCredentials)
  })
})

describe('mail configuration (SMTP_* variables)', () => {
  it.each([
    [{}, { kind: 'dev' }],
    [{ SMTP_HOST: ' ' }, { kind: 'dev' }],
    [
      { SMTP_HOST: 'mail.example.com' },
      {
        kind: 'smtp',
        host: 'mail.example.com',
        port: 587,
        secure: false,
        user: undefined,
        pass: undefined,
        from: DEFAULT_MAIL_FROM,
      },
    ],
    [
      {
        SMTP_HOST: 'mail.example.com',
        SMTP_SECURE: 'true',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        MAIL_FROM: 'Shop <s@x.y>',
      },
      {
        kind: 'smtp',
        host: 'mail.example.com',
        port: 465,
        secure: true,
        user: 'u',
        pass: 'p',
        from: 'Shop <s@x.y>',
      },
    ],
    [
      { SMTP_HOST: 'h', SMTP_PORT: '2525', SMTP_SECURE: '0' },
      {
        kind: 'smtp',
        host: 'h',
        port: 2525,
        secure: false,
        user: undefined,
        pass: undefined,
        from: DEFAULT_MAIL_FROM,
      },
    ],
  ])('%j', (env, expected) => {
    expect(loadMailConfig(env)).toEqual(expected)
  })

  it.each([
    [{ SMTP_HOST: 'h', SMTP_PORT: 'abc' }, 'SMTP_PORT'],
    [{ SMTP_HOST: 'h', SMTP_PORT: '70000' }, 'SMTP_PORT'],
    [{ SMTP_HOST: 'h', SMTP_SECURE: 'yes' }, 'SMTP_SECURE'],
    [{ SMTP_HOST: 'h', SMTP_USER: 'u' }, 'SMTP_USER and SMTP_PASS'],
  ])('refuses %j', (env, message) => {
    expect(() => loadMailConfig(env)).toThrow(message)
  })
})
