import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger'
import { createZodDto, ZodResponse } from 'nestjs-zod'
import { Public } from '../../common/public.decorator'
import { CART_TOKEN_HEADER } from '../cart/cart-owner.decorator'
import { CartService } from '../cart/cart.service'
import { AuthService, type Client } from './auth.service'
import { RequestClient } from './client'
import { CurrentUser } from './current-user'
import { GoogleSignIn } from './google.service'
import {
  AdminStatusDto,
  AuthAnswerDto,
  LoginDto,
  RefreshDto,
  RegisterDto,
  UserViewDto,
} from './dto/auth.dto'

class ProvidersDto extends createZodDto(z.object({ google: z.boolean() })) {}
class GoogleExchangeDto extends createZodDto(
  z.strictObject({ code: z.string().min(20).max(200) }),
) {}
class GoogleCallbackDto extends createZodDto(
  z.object({
    code: z.string().max(2000).optional(),
    state: z.string().max(200).optional(),
    error: z.string().max(200).optional(),
  }),
) {}

@ApiTags('auth')
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
  @Get('auth/google')
  @ApiOperation({
    summary: "Start Google sign-in (a browser navigation): redirects to Google's consent page",
  })
  async googleStart(@Res() reply: FastifyReply): Promise<void> {
    void reply.redirect(await this.google.authorizationUrl(), 302)
  }

  @Public()
  @Get('auth/google/callback')
  @ApiOperation({
    summary: "Google's return: redirects to the shop's /auth with a one-time code or an error",
  })
  async googleCallback(
    @Query() query: GoogleCallbackDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    void reply.redirect(await this.google.callback(query), 302)
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
    description: 'Too many failed attempts for this account or address',
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
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts' })
  @ZodResponse({ status: 200, type: AuthAnswerDto })
  adminLogin(@Body() body: LoginDto, @RequestClient() client: Client) {
    return this.auth.login(body, client, { adminOnly: true })
  }

  @Public()
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
  @ApiOperation({ summary: 'The signed-in user' })
  @ZodResponse({ status: 200, type: UserViewDto })
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
