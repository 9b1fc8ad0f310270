import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { ClosedInMaintenance } from '../../common/maintenance.guard'
import { Public } from '../../common/public.decorator'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CART_TOKEN_HEADER, CurrentCartOwner } from './cart-owner.decorator'
import { type CartOwner, CartService } from './cart.service'
import { AddCartItemDto, AddCartSetDto, CartViewDto, UpdateCartItemDto } from './dto/cart.dto'

/**
 * The cart of whoever asks: open to guests, who are known by their cart token, so every route is
 * public and every line is looked up inside the caller's own cart.
 */
@ApiTags('Cart')
@ApiHeader({ name: CART_TOKEN_HEADER, required: false, description: "A guest's cart token" })
@Controller('cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'The cart, priced from the catalogue (empty when there is none)' })
  @ZodResponse({ status: 200, type: CartViewDto })
  view(@CurrentCartOwner() owner: CartOwner) {
    return this.carts.view(owner)
  }

  @Public()
  @RateLimit('cart')
  @ClosedInMaintenance()
  @Post('items')
  @ApiOperation({
    summary:
      'Add a size of a perfume (50ml when none is named and the perfume has it, else its first size)',
  })
  @ApiNotFoundResponse({ description: 'No such perfume' })
  @ApiConflictResponse({ description: 'Not enough stock (OUT_OF_STOCK)' })
  @ZodResponse({ status: 201, type: CartViewDto })
  add(@CurrentCartOwner() owner: CartOwner, @Body() body: AddCartItemDto) {
    return this.carts.addItem(owner, body)
  }

  @Public()
  @RateLimit('cart')
  @ClosedInMaintenance()
  @Patch('items/:id')
  @ApiOperation({ summary: 'Change the quantity of a line (at least 1, at most the stock)' })
  @ApiNotFoundResponse({ description: 'No such line in this cart' })
  @ApiConflictResponse({ description: 'Not enough stock (OUT_OF_STOCK)' })
  @ZodResponse({ status: 200, type: CartViewDto })
  update(
    @CurrentCartOwner() owner: CartOwner,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateCartItemDto,
  ) {
    return this.carts.updateItem(owner, id, body.quantity)
  }

  @Public()
  @RateLimit('cart')
  @ClosedInMaintenance()
  @Delete('items/:id')
  @ApiOperation({ summary: 'Remove a line' })
  @ApiNotFoundResponse({ description: 'No such line in this cart' })
  @ZodResponse({ status: 200, type: CartViewDto })
  remove(@CurrentCartOwner() owner: CartOwner, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.carts.removeItem(owner, id)
  }

  @Public()
  @RateLimit('cart')
  @ClosedInMaintenance()
  @Post('sets')
  @ApiOperation({
    summary:
      'Add a set: a collection in one of its set sizes, or a discovery set of picked perfumes',
    description:
      "collectionId sells the collection at its set price; perfumeIds (as many as a tier of the store setting discovery_set_tiers) sells them at the sum of their prices less the tier's discount. Every perfume of the set is poured in size. The same set adds up.",
  })
  @ApiBadRequestResponse({
    description:
      'Neither or both of collectionId and perfumeIds, a size the set is not sold in, or a number of perfumes no tier has',
  })
  @ApiNotFoundResponse({
    description: 'No such collection (or collections are off), or no such perfume',
  })
  @ApiConflictResponse({ description: 'Not enough of some perfume of the set (OUT_OF_STOCK)' })
  @ZodResponse({ status: 201, type: CartViewDto })
  addSet(@CurrentCartOwner() owner: CartOwner, @Body() body: AddCartSetDto) {
    return this.carts.addSet(owner, body)
  }

  @Public()
  @RateLimit('cart')
  @ClosedInMaintenance()
  @Patch('sets/:id')
  @ApiOperation({
    summary: 'Change how many of a set (at least 1, at most what its perfumes allow)',
  })
  @ApiNotFoundResponse({ description: 'No such set in this cart' })
  @ApiConflictResponse({ description: 'Not enough of some perfume of the set (OUT_OF_STOCK)' })
  @ZodResponse({ status: 200, type: CartViewDto })
  updateSet(
    @CurrentCartOwner() owner: CartOwner,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateCartItemDto,
  ) {
    return this.carts.updateSet(owner, id, body.quantity)
  }

  @Public()
  @RateLimit('cart')
  @ClosedInMaintenance()
  @Delete('sets/:id')
  @ApiOperation({ summary: 'Remove a set' })
  @ApiNotFoundResponse({ description: 'No such set in this cart' })
  @ZodResponse({ status: 200, type: CartViewDto })
  removeSet(@CurrentCartOwner() owner: CartOwner, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.carts.removeSet(owner, id)
  }

  @Public()
  @RateLimit('cart')
  @ClosedInMaintenance()
  @Delete()
  @ApiOperation({ summary: 'Empty the cart' })
  @ZodResponse({ status: 200, type: CartViewDto })
  clear(@CurrentCartOwner() owner: CartOwner) {
    return this.carts.clear(owner)
  }
}
