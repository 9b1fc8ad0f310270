import { Controller, Get } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host'
import type { AuthService } from '../modules/auth/auth.service'
import { type CurrentUser, Roles } from '../modules/auth/current-user'
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

const customer: CurrentUser = { id: 'u1', email: 'c@x.es', role: 'customer', sessionId: 's1' }
const admin: CurrentUser = { ...customer, role: 'admin' }

function guardFor(user: CurrentUser | null) {
  const auth = {
    authenticate: async (token: string) => {
      if (token === 'good' && user) return user
      throw new DomainError('SESSION_ENDED', 'Session ended; sign in again')
    },
  } as unknown as AuthService
  return new AccessGuard(new Reflector(), auth)
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

  it('lets anyone through a @Public() route, signed in or not', async () => {
    await expect(guardFor(null).canActivate(call(open).context)).resolves.toBe(true)
    const { context, request } = call(open, 'good')
    await expect(guardFor(customer).canActivate(context)).resolves.toBe(true)
    expect(request.user).toEqual(customer)
  })

  it('treats a stale token on a public route as an anonymous visit', async () => {
    const { context, request } = call(open, 'stale')
    await expect(guardFor(customer).canActivate(context)).resolves.toBe(true)
    expect(request.user).toBeUndefined()
  })

  it('denies every route that is not marked, by default', async () => {
    await expect(guardFor(null).canActivate(call(closed).context)).rejects.toThrow(
      new DomainError('UNAUTHENTICATED', 'Authentication required'),
    )
    await expect(
      guardFor(customer).canActivate(call(closed, 'stale').context),
    ).rejects.toMatchObject({
      code: 'SESSION_ENDED',
    })
    await expect(guardFor(customer).canActivate(call(closed, 'good').context)).resolves.toBe(true)
  })

  it('keeps admin routes for administrators', async () => {
    await expect(
      guardFor(customer).canActivate(call(adminOnly, 'good').context),
    ).rejects.toMatchObject({
      statusCode: 403,
    })
    await expect(guardFor(admin).canActivate(call(adminOnly, 'good').context)).resolves.toBe(true)
  })
})
