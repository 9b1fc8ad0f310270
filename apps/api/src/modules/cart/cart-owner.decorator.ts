import { createParamDecorator, type ExecutionContext } from '@nestjs/common'
import type { FastifyRequest } from 'fastify'
import type { CartOwner } from './cart.service'

export const CART_TOKEN_HEADER = 'x-cart-token'

/** The signed-in customer, or else the guest whose cart token came in X-Cart-Token. */
export const CurrentCartOwner = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CartOwner => {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: { id: string } }>()
    if (request.user) return { userId: request.user.id }
    const token = request.headers[CART_TOKEN_HEADER]
    return typeof token === 'string' && /^[\w-]{20,100}$/.test(token) ? { guestToken: token } : null
  },
)
