import { createParamDecorator, type ExecutionContext } from '@nestjs/common'
import type { FastifyRequest } from 'fastify'
import type { Client } from './auth.service'

/** The caller's address (through trusted proxies only) and user agent. */
export const RequestClient = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Client => {
    const request = context.switchToHttp().getRequest<FastifyRequest>()
    const userAgent = request.headers['user-agent']
    return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null }
  },
)
