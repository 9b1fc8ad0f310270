import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { addresses } from '../src/modules/mail/demo-mailbox'

/** A mail the inbox received, parsed. */
export interface ReceivedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  messageId: string
  headers: Map<string, unknown>
  /** Each header as it was written (lower-case name), unfolded. */
  rawHeaders: Record<string, string>
}

export interface Inbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  /** Every mail received so far, in order. */
  messages: ReceivedMail[]
  /** The first mail, received or still to come, that matches; fails after timeoutMs. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  /** The next n mails get a temporary refusal (451), as a busy server answers. */
  failNext(n: number): void
  close(): Promise<void>
}

/** A real SMTP server on a free loopback port, for a test file. */
export async function startInbox(): Promise<Inbox> {
  const messages: ReceivedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals--
        stream.resume()
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        )
        return
      }
      simpleParser(stream).then(
        (parsed) => {
          messages.push({
            to: addresses(parsed.to),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: parsed.headers,
            rawHeaders: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find(match)
        if (found) return found
        if (Date.now() > deadline) {
          throw new Error(
            `No such mail within ${timeoutMs} ms; received: ${JSON.stringify(messages.map(({ to, subject }) => ({ to, subject })))}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    failNext(n) {
      refusals = n
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
