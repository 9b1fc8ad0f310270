import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { Logger } from '@nestjs/common'
import type { AddressObject } from 'mailparser'
import type { SMTPServer } from 'smtp-server'

/** A mail the demo's mailbox caught, as /admin/correo shows it. */
export interface CaughtMail {
  id: string
  receivedAt: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string | null
}

const KEEP = 100
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024

/**
 * The embedded demo's mailbox: an SMTP server of the API's own on loopback (a free port, so
 * several APIs may run side by side) that keeps the newest 100 mails in memory. The shop sends to
 * it through nodemailer exactly as to a real server, so what is caught is what would have left.
 */
export class DemoMailbox {
  private readonly logger = new Logger('DemoMailbox')
  private readonly caught: CaughtMail[] = []
  private server: SMTPServer | null = null
  private port = 0

  async start(): Promise<void> {
    // Loaded here, not at every start of the API: only the demo catches its mail.
    const [{ SMTPServer }, { simpleParser }] = await Promise.all([
      import('smtp-server'),
      import('mailparser'),
    ])
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            this.keep({
              id: randomUUID(),
              receivedAt: new Date().toISOString(),
              from: parsed.from?.text ?? '',
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
            })
            callback()
          },
          (error: Error) => {
            this.logger.warn(`A mail could not be read: ${error.message}`)
            callback(error)
          },
        )
      },
    })
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject)
      this.server!.listen(0, '127.0.0.1', () => resolve())
    })
    this.port = (this.server.server.address() as AddressInfo).port
  }

  /** Where nodemailer sends to. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  /** Newest first. */
  list(): CaughtMail[] {
    return [...this.caught]
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private keep(mail: CaughtMail): void {
    this.caught.unshift(mail)
    this.caught.length = Math.min(this.caught.length, KEEP)
  }
}

/** The addresses of a parsed To (or Cc) header. */
export function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : []
  return objects.flatMap((object) => object.value.map((address) => address.address ?? ''))
}
