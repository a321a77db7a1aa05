import { mkdirSync, renameSync, writeFileSync } from "node:fs"
import path from "node:path"
import nodemailer from "nodemailer"
import type { EmailBrand } from "../../schema/email-content"
import type { DeliveryConfig } from "../runtime/env"
import { log } from "../runtime/log"
import { headerSafe } from "./email-text"

// Sends email with nodemailer: over SMTP when SMTP_URL is set, otherwise as .eml files under data/mail/ (MAIL_DIR)
// so `npm start` works offline and a developer can open what a visitor would get.

export interface Address {
  name: string
  address: string
}

export interface OutgoingEmail {
  /** The outbox row id: the Message-ID and X-Shiftwise-Delivery carry it so a resend can be recognised. */
  deliveryId: string
  to: Address
  replyTo?: Address
  subject: string
  text: string
  html: string
}

export interface Mailer {
  /** Who carries the emails: "smtp:<relay host>" (the email provider), or "file" (.eml files, no SMTP_URL). */
  readonly via: string
  send(email: OutgoingEmail): Promise<void>
  close(): void
}

/** The relay's host name, never its credentials. */
export function mailerVia(smtpUrl: string | null): string {
  if (!smtpUrl) return "file"
  try {
    return `smtp:${new URL(smtpUrl).hostname}`
  } catch {
    return "smtp"
  }
}

/** Transport limits, all below the outbox lease (see outbox-engine.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

function fromAddress(config: DeliveryConfig, brand: EmailBrand): string | Address {
  return config.mailFrom ?? { name: brand.productName, address: brand.email }
}

function domainOf(from: string | Address): string {
  const address = typeof from === "string" ? (/<([^>]+)>\s*$/.exec(from)?.[1] ?? from) : from.address
  const domain = /@([A-Za-z0-9.-]+)\s*$/.exec(address.trim())?.[1]
  return domain ?? "localhost"
}

/** Header-safe copies of visitor-typed names and addresses (nodemailer quotes and encodes the rest). */
function safeAddress(value: Address): Address {
  return { name: headerSafe(value.name), address: headerSafe(value.address, 320) }
}

/** What this module uses of nodemailer's transports (SMTP, pooled SMTP, stream). */
interface Transport {
  sendMail(
    message: Parameters<ReturnType<typeof nodemailer.createTransport>["sendMail"]>[0],
  ): Promise<{ message?: unknown }>
  close(): void
}

export interface MailerOptions {
  /** Keep SMTP connections open between messages: in a long-lived process, not on a serverless instance. */
  pool: boolean
}

export function createMailer(config: DeliveryConfig, brand: EmailBrand, { pool }: MailerOptions): Mailer {
  const from = fromAddress(config, brand)
  const domain = domainOf(from)
  const transport: Transport = !config.smtpUrl
    ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    : pool
      ? nodemailer.createTransport({ url: config.smtpUrl, pool: true, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })

  return {
    via: mailerVia(config.smtpUrl),
    async send(email) {
      const info: { message?: unknown } = await transport.sendMail({
        from,
        to: safeAddress(email.to),
        ...(email.replyTo ? { replyTo: safeAddress(email.replyTo) } : {}),
        subject: headerSafe(email.subject, 250),
        text: email.text,
        html: email.html,
        messageId: `<${email.deliveryId}@${domain}>`,
        headers: { "X-Shiftwise-Delivery": email.deliveryId },
      })
      if (config.smtpUrl) return
      if (!Buffer.isBuffer(info.message)) throw new Error("nodemailer's stream transport returned no message")
      mkdirSync(config.mailDir, { recursive: true })
      const file = path.join(
        config.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${email.deliveryId}.eml`,
      )
      // Written aside and renamed, so whoever watches the folder never opens half a message.
      writeFileSync(`${file}.tmp`, info.message)
      renameSync(`${file}.tmp`, file)
      log.info("email_written", {
        file,
        delivery_id: email.deliveryId,
        note: "SMTP_URL is not set; open the file in a mail app",
      })
    },
    close() {
      transport.close()
    },
  }
}
