import nodemailer from 'nodemailer'
import type { MailConfig } from './mail-config'
import { MailDeliveryError, type Mailer } from './mailer'

type SmtpConfig = Extract<MailConfig, { kind: 'smtp' }>

/** Mail through an SMTP server (nodemailer), configured by SMTP_* (mail-config.ts). */
export function createSmtpMailer(
  config: SmtpConfig,
  options: { tlsRejectUnauthorized?: boolean } = {},
): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user !== undefined ? { auth: { user: config.user, pass: config.pass ?? '' } } : {}),
    tls: { rejectUnauthorized: options.tlsRejectUnauthorized ?? true },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        })
      } catch (error) {
        throw new MailDeliveryError(`SMTP delivery to ${config.host}:${config.port} failed`, { cause: error })
      }
    },
  }
}
