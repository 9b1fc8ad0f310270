import { createParamDecorator, type ExecutionContext, Injectable, Logger } from '@nestjs/common'
import { AuthGuard } from '@nestjs/passport'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  GOOGLE_BINDING,
  type GoogleOutcome,
  GoogleSignIn,
  GoogleSignInError,
} from './google.service'
import { GoogleStateStore } from './google-state.store'
import { passportResponse } from './passport-fastify'

type Request = FastifyRequest & { googleOutcome?: GoogleOutcome }

const GoogleReturnQuery = z.object({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
})

/**
 * Runs Passport's `google` strategy on Fastify. It never refuses the request: how the sign-in
 * ended becomes the request's GoogleOutcome, which the route turns into a redirect.
 */
@Injectable()
abstract class GoogleGuard extends AuthGuard('google') {
  private readonly logger = new Logger('GoogleSignIn')

  constructor(
    protected readonly google: GoogleSignIn,
    protected readonly states: GoogleStateStore,
  ) {
    super()
  }

  getResponse(context: ExecutionContext) {
    return passportResponse(context.switchToHttp().getResponse<FastifyReply>())
  }

  override getAuthenticateOptions() {
    return { session: false, property: 'googleOutcome', prompt: 'select_account' }
  }

  override handleRequest<TOutcome = GoogleOutcome>(
    error: unknown,
    user: { id: string } | false,
    _info: unknown,
    context: ExecutionContext,
    status?: number,
  ): TOutcome {
    const binding = this.states.bindingOf(context.switchToHttp().getRequest<Request>())
    return this.outcome(error, user, binding, status) as TOutcome
  }

  /** Ends the request's sign-in with this refusal, without Passport. */
  protected refuse(context: ExecutionContext, outcome: GoogleOutcome): true {
    context.switchToHttp().getRequest<Request>().googleOutcome = outcome
    return true
  }

  private outcome(
    error: unknown,
    user: { id: string } | false,
    binding: string | null,
    status?: number,
  ): GoogleOutcome {
    // Every state carries a binding; a user without one would be a code no browser can trade.
    if (user) return binding ? { userId: user.id, binding } : { error: 'google-invalid-state' }
    if (error instanceof GoogleSignInError) return { error: error.key }
    if (error) {
      // Google refused the code, or could not be reached: nothing the shopper can fix.
      this.logger.warn(error)
      return { error: 'google-failed' }
    }
    // A state that this browser did not start fails with 403; "access_denied" without a status.
    return { error: status === 403 ? 'google-invalid-state' : 'google-cancelled' }
  }
}

/**
 * GET /api/auth/google?binding=: the browser gets its nonce cookie and is sent to Google's consent
 * page; the binding of the web session that sent it is kept with the state.
 */
@Injectable()
export class GoogleStartGuard extends GoogleGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.google.enabled) return this.refuse(context, { error: 'google-disabled' })
    const http = context.switchToHttp()
    const request = http.getRequest<Request>()
    // Passport would take a code here for a return from Google; returns have their own route.
    const query = request.query as Record<string, unknown>
    if (query.code || query.error) return this.refuse(context, { error: 'google-invalid-state' })
    // The web app's session must have started this (its nonce's hash): else it starts it anew.
    const binding = typeof query.binding === 'string' ? query.binding : ''
    if (!GOOGLE_BINDING.test(binding)) return this.refuse(context, { restart: true })
    void http
      .getResponse<FastifyReply>()
      .header('set-cookie', this.states.bindBrowser(request, binding))
    // Passport answers the redirect itself; the route runs only when it could not.
    return super.canActivate(context) as Promise<boolean>
  }
}

/** GET /api/auth/google/callback: Google's return, checked against this browser's cookie. */
@Injectable()
export class GoogleCallbackGuard extends GoogleGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp()
    void http.getResponse<FastifyReply>().header('set-cookie', this.states.clearCookie())
    if (!this.google.enabled) return this.refuse(context, { error: 'google-disabled' })
    const query = GoogleReturnQuery.safeParse(http.getRequest<Request>().query)
    if (!query.success) return this.refuse(context, { error: 'google-invalid-state' })
    // Without either, Passport would start a new sign-in instead of finishing this one.
    if (!query.data.code && !query.data.error) {
      return this.refuse(context, { error: 'google-cancelled' })
    }
    return super.canActivate(context) as Promise<boolean>
  }
}

/** How the Google sign-in of this request ended (set by GoogleStartGuard or GoogleCallbackGuard). */
export const GoogleSignInOutcome = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<Request>().googleOutcome as GoogleOutcome,
)
