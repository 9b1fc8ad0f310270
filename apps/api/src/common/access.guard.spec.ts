import { Controller, Get } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host'
import { JwtService } from '@nestjs/jwt'
import type { Env } from '../config/env'
import type { AuthService } from '../modules/auth/auth.service'
import { type CurrentUser, Roles } from '../modules/auth/current-user'
import { JwtStrategy } from '../modules/auth/jwt.strategy'
import { type AccessClaims, JWT_OPTIONS } from '../modules/auth/tokens'
import { AccessGuard } from './access.guard'
import { DomainError } from './domain-error'
import { Public } from './public.decorator'

@Controller()
class ProbeController {
  @Public()
  @Get('open')
  open() {}

  @Get('closed')
  closed() {}

  @Roles('admin')
  @Get('admin')
  admin() {}
}

const SECRET = 'unit-tests-sign-access-tokens-with-this'
const customer: CurrentUser = { id: 'u1', email: 'c@x.es', role: 'customer', sessionId: 's1' }
const admin: CurrentUser = { id: 'u2', email: 'a@x.es', role: 'admin', sessionId: 's2' }
const live = new Map([customer, admin].map((user) => [user.sessionId, user]))

// The real Passport `jwt` strategy; only the session lookup is faked.
new JwtStrategy(
  {
    sessionUser: async (claims: AccessClaims) => {
      const user = live.get(claims.sid)
      if (!user || user.id !== claims.sub) {
        throw new DomainError('SESSION_ENDED', 'session_ended')
      }
      return user
    },
  } as AuthService,
  { JWT_SECRET: SECRET } as Env,
)
const guard = new AccessGuard(new Reflector())

function tokenFor(user: CurrentUser, options: { secret?: string; algorithm?: 'HS512' } = {}) {
  return new JwtService().sign(
    { sub: user.id, sid: user.sessionId },
    { ...JWT_OPTIONS, secret: SECRET, expiresIn: 900, ...options },
  )
}

function call(handler: () => void, token?: string) {
  const request: { headers: Record<string, string>; user?: CurrentUser } = {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }
  const context = new ExecutionContextHost([request, {}])
  context.setType('http')
  jest.spyOn(context, 'getHandler').mockReturnValue(handler)
  jest.spyOn(context, 'getClass').mockReturnValue(ProbeController)
  return { context, request }
}

describe('AccessGuard', () => {
  const { open, closed, admin: adminOnly } = ProbeController.prototype
  const ended: CurrentUser = { ...customer, sessionId: 'ended' }

  it('lets anyone through a @Public() route, and knows who is signed in', async () => {
    await expect(guard.canActivate(call(open).context)).resolves.toBe(true)
    const { context, request } = call(open, tokenFor(customer))
    await expect(guard.canActivate(context)).resolves.toBe(true)
    expect(request.user).toEqual(customer)
  })

  it('treats a stale or forged token on a public route as an anonymous visit', async () => {
    for (const token of [tokenFor(ended), tokenFor(customer, { secret: 'x'.repeat(40) })]) {
      const { context, request } = call(open, token)
      await expect(guard.canActivate(context)).resolves.toBe(true)
      expect(request.user).toBeUndefined()
    }
  })

  it('denies every route that is not marked, by default', async () => {
    await expect(guard.canActivate(call(closed).context)).rejects.toEqual(
      new DomainError('UNAUTHENTICATED', 'authentication_required'),
    )
    await expect(guard.canActivate(call(closed, tokenFor(ended)).context)).rejects.toEqual(
      new DomainError('SESSION_ENDED', 'session_ended'),
    )
    const { context, request } = call(closed, tokenFor(customer))
    await expect(guard.canActivate(context)).resolves.toBe(true)
    expect(request.user).toEqual(customer)
  })

  it('accepts only HS256 tokens with its secret, issuer and audience, before they expire', async () => {
    const refused = [
      tokenFor(customer, { secret: 'another-secret-that-is-long-enough-too' }),
      tokenFor(customer, { algorithm: 'HS512' }),
      new JwtService().sign(
        { sub: customer.id, sid: customer.sessionId },
        { ...JWT_OPTIONS, secret: SECRET, audience: 'someone-else' },
      ),
      new JwtService().sign(
        { sub: customer.id, sid: customer.sessionId, exp: Math.floor(Date.now() / 1000) - 1 },
        {
          algorithm: 'HS256',
          issuer: JWT_OPTIONS.issuer,
          audience: JWT_OPTIONS.audience,
          secret: SECRET,
        },
      ),
      `${tokenFor(customer).split('.').slice(0, 2).join('.')}.`,
    ]
    for (const token of refused) {
      await expect(guard.canActivate(call(closed, token).context)).rejects.toEqual(
        new DomainError('UNAUTHENTICATED', 'access_token_invalid'),
      )
    }
  })

  it('keeps admin routes for administrators', async () => {
    await expect(guard.canActivate(call(adminOnly, tokenFor(customer)).context)).rejects.toEqual(
      new DomainError('FORBIDDEN', 'admin_required'),
    )
    await expect(guard.canActivate(call(adminOnly, tokenFor(admin)).context)).resolves.toBe(true)
  })
})
