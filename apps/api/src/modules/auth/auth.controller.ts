import { Body, Controller, Get, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  ApiBadRequestResponse,
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
  MailedToDto,
  RefreshDto,
  RegisterAnswerDto,
  RegisterDto,
  SignedInUserDto,
} from './dto/auth.dto'
import {
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  VerifyEmailDto,
} from './dto/mailed-links.dto'
import { EmailVerification } from '../users/email-verification.service'
import { PasswordReset } from './password-reset.service'

class ProvidersDto extends createZodDto(z.object({ google: z.boolean() })) {}
export class GoogleExchangeDto extends createZodDto(
  z.strictObject({
    code: z.string().min(20).max(200),
    nonce: z
      .string()
      .min(20)
      .max(200)
      .describe('The nonce kept in the web session of the browser that started the sign-in'),
  }),
) {}

@ApiTags('Auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly carts: CartService,
    private readonly google: GoogleSignIn,
    private readonly verification: EmailVerification,
    private readonly passwordReset: PasswordReset,
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
      'Sets a short-lived cookie that binds the sign-in to this browser, and keeps `binding` (the ' +
      "SHA-256 hex of a nonce in the web app's session) for the code of the return. Without " +
      "`binding`, redirects to the web app's /auth/google/iniciar, which makes one and comes back. " +
      "When Google sign-in is off or cannot start, redirects to the shop's /auth?error=<key>.",
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
  @ApiUnauthorizedResponse({
    description: 'Unknown, used or expired code, or a nonce of another browser',
  })
  @ZodResponse({ status: 200, type: AuthAnswerDto })
  async googleExchange(
    @Body() body: GoogleExchangeDto,
    @RequestClient() client: Client,
    @Headers(CART_TOKEN_HEADER) guestCart?: string,
  ) {
    const answer = await this.google.exchange(body.code, body.nonce, client)
    await this.carts.mergeGuestCart(guestCart, answer.user.id)
    return answer
  }

  @Public()
  @RateLimit('register')
  @Post('auth/register')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Create a customer account and mail a link to confirm its address',
    description:
      'The same answer whether the address is free or has an account (its owner is mailed a ' +
      "notice instead): no answer tells whether an address is a customer's. No session: sign in " +
      'with POST /api/auth/login and the same credentials.',
  })
  @ApiConflictResponse({ description: 'The username is taken' })
  @ZodResponse({ status: 202, type: RegisterAnswerDto })
  register(@Body() body: RegisterDto, @RequestClient() client: Client) {
    return this.auth.register(body, client)
  }

  @Public()
  @RateLimit('emailVerification')
  @Post('auth/verify-email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm an address with the token of the link mailed to it (it works once, 24 h)',
    description:
      "The account's own address is confirmed; the new address of an email change becomes the " +
      "account's email, and the old address is told.",
  })
  @ApiBadRequestResponse({ description: 'Unknown, used or expired link (LINK_INVALID)' })
  @ApiConflictResponse({ description: "The new address has become another account's" })
  @ZodResponse({ status: 200, type: MailedToDto })
  verifyEmail(@Body() body: VerifyEmailDto) {
    return this.verification.confirm(body.token)
  }

  @RateLimit('emailVerification')
  @Post('auth/verify-email/resend')
  @HttpCode(202)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Mail another verification link, to the address that waits for one',
  })
  @ApiConflictResponse({ description: 'The email is already confirmed' })
  @ZodResponse({ status: 202, type: MailedToDto })
  resendVerification(@CurrentUser() user: CurrentUser) {
    return this.verification.resend(user.id)
  }

  @Public()
  @RateLimit('passwordReset')
  @Post('auth/password-reset')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Mail a link to set a new password (it works once, 30 minutes)',
    description: 'The same answer whether or not the address has an account.',
  })
  @ZodResponse({ status: 202, type: MailedToDto })
  async requestPasswordReset(@Body() body: PasswordResetRequestDto) {
    await this.passwordReset.request(body.email)
    return { email: body.email }
  }

  @Public()
  @RateLimit('passwordReset')
  @Post('auth/password-reset/confirm')
  @HttpCode(204)
  @ApiOperation({
    summary: "Set a new password with a reset link's token; every session of the account ends",
  })
  @ApiBadRequestResponse({ description: 'Unknown, used or expired link (LINK_INVALID)' })
  @ApiResponse({ status: 204, description: 'Password set; sign in with it' })
  async confirmPasswordReset(@Body() body: PasswordResetConfirmDto): Promise<void> {
    await this.passwordReset.confirm(body.token, body.password)
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
    description: `More than ${LOGIN_LIMITS.perClientAndAccount} attempts on one account or ${LOGIN_LIMITS.failuresPerAddress} failures from this address in ${LOGIN_LIMITS.windowSeconds / 60} minutes (RATE_LIMITED, with Retry-After); an account with more than ${LOGIN_LIMITS.accountFailuresBeforeDelay} failures from anywhere answers later, never refuses`,
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
