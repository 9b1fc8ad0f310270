import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common'
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { Public } from '../../common/public.decorator'
import { CART_TOKEN_HEADER } from '../checkout/cart-owner.decorator'
import { CartService } from '../checkout/cart.service'
import { type Client } from './auth.service'
import { AuthService } from './auth.service'
import { RequestClient } from './client'
import { CurrentUser } from './current-user'
import {
  AdminStatusDto,
  AuthAnswerDto,
  LoginDto,
  RefreshDto,
  RegisterDto,
  UserViewDto,
} from './dto/auth.dto'

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly carts: CartService,
  ) {}

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
