import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger'
import { ZodResponse } from 'nestjs-zod'
import { ApiErrors } from '../../common/api-errors'
import { Roles } from '../auth/current-user'
import { AdminCollectionsService } from './admin-collections.service'
import {
  AdminCollectionViewDto,
  CreateCollectionDto,
  UpdateCollectionDto,
} from './dto/admin-collection.dto'

@ApiTags('Admin: Catalogue')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class AdminCollectionsController {
  constructor(private readonly collections: AdminCollectionsService) {}

  @Get('admin/collections')
  @ApiOperation({ summary: 'Every collection, shown or not, in the shop’s order' })
  @ZodResponse({ status: 200, type: [AdminCollectionViewDto] })
  list() {
    return this.collections.list()
  }

  @Post('collections')
  @ApiOperation({
    summary: 'Create a collection',
    description: 'perfumeIds, sizes and prices may be arrays or comma-separated text.',
  })
  @ApiBadRequestResponse({ description: 'A field breaks the rules, or a perfume does not exist' })
  @ApiErrors({ 409: 'Another collection of the same name was saved at the same moment: try again' })
  @ZodResponse({ status: 201, type: AdminCollectionViewDto })
  create(@Body() body: CreateCollectionDto) {
    return this.collections.create(body)
  }

  @Put('collections/:id')
  @ApiOperation({ summary: 'Change a collection: the fields given replace the stored ones' })
  @ApiBadRequestResponse({ description: 'A field breaks the rules, or the id is not the path’s' })
  @ApiNotFoundResponse({ description: 'No such collection' })
  @ZodResponse({ status: 200, type: AdminCollectionViewDto })
  update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateCollectionDto) {
    return this.collections.update(id, body)
  }

  @Delete('collections/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a collection (its perfumes stay in the shop)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such collection' })
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.collections.remove(id)
  }
}
