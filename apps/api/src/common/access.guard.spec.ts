import { Controller, Get } from '@nestjs/common'
import { Reflector } from '@nestjs/core'
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host'
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
}

function contextFor(handler: () => void) {
  const context = new ExecutionContextHost([])
  context.setType('http')
  jest.spyOn(context, 'getHandler').mockReturnValue(handler)
  jest.spyOn(context, 'getClass').mockReturnValue(ProbeController)
  return context
}

describe('AccessGuard', () => {
  const guard = new AccessGuard(new Reflector())

  it('lets anyone through a @Public() route', () => {
    expect(guard.canActivate(contextFor(ProbeController.prototype.open))).toBe(true)
  })

  it('denies every route that is not marked, by default', () => {
    expect(() => guard.canActivate(contextFor(ProbeController.prototype.closed))).toThrow(
      new DomainError('UNAUTHENTICATED', 'Authentication required'),
    )
  })
})
