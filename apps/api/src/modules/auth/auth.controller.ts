import { Body, Controller, Get, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger'
import { createZodDto, ZodResponse } from 'nestjs-zod'
import { AliasOf } from '../../common/alias-of'
import { Public } from '../../common/public.decorator'
import { LOGIN_LIMITS, RateLimit } from '../../common/throttling/rate-limits'
import { CART_TOKEN_HEADER } from '../cart/cart-owner.decorator'
import { CartService } from '../cart/cart.service'
import { AuthService, type Client } from './auth.service'
import { RequestClient } from './client'
import { CurrentUser } from './current-user'
import { GoogleCallbackGuard, GoogleSignInOutcome, GoogleStartGuard } from './google.guard'
import { GOOGLE_SIGN_IN_ERRORS, type GoogleOutcome, GoogleSignIn } from './google.service'
import {
  AdminStatusDto,
  AuthAnswerDto,
  AdminLoginDto,
  LoginDto,
  RefreshDto,
  RegisterDto,
  SignedInUserDto,
} from './dto/auth.dto'

class ProvidersDto extends createZodDto(z.object({ google: z.boolean() })) {}
export class GoogleExchangeDto extends createZodDto(
  z.strictObject({ code: z.string().min(20).max(200) }),
) {}

@ApiTags('Auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly carts: CartService,
    private readonly google: GoogleSignIn,
  ) {}

  @Public()
  @Get('auth/providers')
  @ApiOperation({ summary: 'Which sign-in providers this shop offers besides the password' })
  @ZodResponse({ status: 200, type: ProvidersDto })
  providers() {
    return { google: this.google.enabled }
  }

  @Public()
  @RateLimit('google')
  @Get('auth/google')
  @UseGuards(GoogleStartGuard)
  @ApiOperation({
    summary: "Start Google sign-in (a browser navigation): redirects to Google's consent page",
    description:
      'Sets a short-lived cookie that binds the sign-in to this browser. When Google sign-in is ' +
      "off or cannot start, redirects to the shop's /auth?error=<key> instead.",
  })
  @ApiResponse({ status: 302, description: "To Google's consent page, or back to the shop" })
  async googleStart(
    @GoogleSignInOutcome() outcome: GoogleOutcome,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    void reply.redirect(await this.google.returnUrl(outcome), 302)
  }

  @Public()
  @Get('auth/google/callback')
  @UseGuards(GoogleCallbackGuard)
  @ApiOperation({
    summary:
      "Google's return: redirects to the shop's /auth/google?code=<one-time code>, or /auth?error=<key>",
    description: `Keys: ${GOOGLE_SIGN_IN_ERRORS.join(', ')}.`,
  })
  @ApiResponse({ status: 302, description: "Back to the shop's sign-in page" })
  async googleCallback(
    @GoogleSignInOutcome() outcome: GoogleOutcome,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    void reply.redirect(await this.google.returnUrl(outcome), 302)
  }

  @Public()
  @Post('auth/google/exchange')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Trade the one-time code of the Google return for tokens (server to server)',
  })
  @ApiHeader({ name: CART_TOKEN_HEADER, required: false, description: 'A guest cart to merge' })
  @ApiUnauthorizedResponse({ description: 'Unknown, used or expired code' })
  @ZodResponse({ status: 200, type: AuthAnswerDto })
  async googleExchange(
    @Body() body: GoogleExchangeDto,
    @RequestClient() client: Client,
    @Headers(CART_TOKEN_HEADER) guestCart?: string,
  ) {
    const answer = await this.google.exchange(body.code, client)
    await this.carts.mergeGuestCart(guestCart, answer.user.id)
    return answer
  }

  @Public()
  @RateLimit('register')
  @Post('auth/register')
  @ApiOperation({ summary: 'Create a customer account and sign in' })
  @ApiHeader({ name: CART_TOKEN_HEADER, required: false, description: 'A guest cart to keep' })
  @ApiConflictResponse({ description: 'The email or the username is taken' })
  @ZodResponse({ status: 201, type: AuthAnswerDto })
  async register(
    @Body() body: RegisterDto,
    @RequestClient() client: Client,
    @Headers(CART_TOKEN_HEADER) guestCart?: string,
  ) {
    const answer = await this.auth.register(body, client)
    await this.carts.mergeGuestCart(guestCart, answer.user.id)
    return answer
  }

  @Public()
  @Post('auth/login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with email or username; a guest cart sent along merges into the account',
  })
  @ApiHeader({ name: CART_TOKEN_HEADER, required: false, description: 'A guest cart to merge' })
  @ApiUnauthorizedResponse({ description: 'Login failed (same answer for any wrong credential)' })
  @ApiTooManyRequestsResponse({
    description: `More than ${LOGIN_LIMITS.perAccount} attempts for this account or ${LOGIN_LIMITS.perAddress} from this address in ${LOGIN_LIMITS.windowSeconds / 60} minutes (RATE_LIMITED, with Retry-After)`,
  })
  @ZodResponse({ status: 200, type: AuthAnswerDto })
  async login(
    @Body() body: LoginDto,
    @RequestClient() client: Client,
    @Headers(CART_TOKEN_HEADER) guestCart?: string,
  ) {
    const answer = await this.auth.login(body, client)
    await this.carts.mergeGuestCart(guestCart, answer.user.id)
    return answer
  }

  @Public()
  @Post('auth/admin/login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in to the admin panel: only an administrator gets a session' })
  @ApiUnauthorizedResponse({ description: 'Login failed' })
  @ApiTooManyRequestsResponse({
    description: `As for POST /api/auth/login, sharing its counts (RATE_LIMITED, with Retry-After)`,
  })
  @ZodResponse({ status: 200, type: AuthAnswerDto })
  adminLogin(@Body() body: LoginDto, @RequestClient() client: Client) {
    return this.auth.login(body, client, { adminOnly: true })
  }

  @Public()
  @Post('admin/login')
  @HttpCode(200)
  @AliasOf('POST /api/auth/admin/login')
  @ApiOperation({
    summary: "Sign in to the admin panel with the specification's body { email, password }",
  })
  @ApiUnauthorizedResponse({ description: 'Login failed' })
  @ApiTooManyRequestsResponse({
    description: `As for POST /api/auth/login, sharing its counts (RATE_LIMITED, with Retry-After)`,
  })
  @ZodResponse({ status: 200, type: AuthAnswerDto })
  adminLoginAlias(@Body() body: AdminLoginDto, @RequestClient() client: Client) {
    return this.auth.login({ login: body.email, password: body.password }, client, {
      adminOnly: true,
    })
  }

  @Public()
  @RateLimit('refresh')
  @Post('auth/refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'New token pair for a refresh token, which is then spent' })
  @ApiUnauthorizedResponse({
    description: 'Unknown, spent, expired or idle session (SESSION_ENDED)',
  })
  @ZodResponse({ status: 200, type: AuthAnswerDto })
  refresh(@Body() body: RefreshDto, @RequestClient() client: Client) {
    return this.auth.refresh(body.refreshToken, client)
  }

  @Post('auth/logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session now: its refresh token stops working' })
  async logout(@CurrentUser() user: CurrentUser): Promise<void> {
    await this.auth.logout(user.sessionId)
  }

  @Get('auth/me')
  @ApiBearerAuth()
  @ApiOperation({ summary: "The signed-in user, with whether they are 'Cliente Premium'" })
  @ZodResponse({ status: 200, type: SignedInUserDto })
  me(@CurrentUser() user: CurrentUser) {
    return this.auth.me(user.id)
  }

  @Get('admin/status')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether the caller is an administrator, from the token' })
  @ZodResponse({ status: 200, type: AdminStatusDto })
  adminStatus(@CurrentUser() user: CurrentUser) {
    return { isAdmin: user.role === 'admin', email: user.email }
  }
}
