import type { FastifyReply } from 'fastify'

/**
 * Passport writes its redirects to a Node response (statusCode, setHeader, end); Nest gives the
 * guards Fastify's reply. This is the first, writing through the second.
 */
export function passportResponse(reply: FastifyReply) {
  return {
    get statusCode(): number {
      return reply.statusCode
    },
    set statusCode(status: number) {
      void reply.status(status)
    },
    setHeader(name: string, value: string | number | readonly string[]): void {
      void reply.header(name, value)
    },
    end(body?: string): void {
      void reply.send(body)
    },
  }
}
