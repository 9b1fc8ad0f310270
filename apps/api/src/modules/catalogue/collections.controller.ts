import { Controller, Get } from '@nestjs/common'
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger'
import { Public } from '../../common/public.decorator'
import { CatalogueService } from './catalogue.service'
import { type CollectionView, CollectionViewDto } from './dto/collection.view'

@ApiTags('catalogue')
@Controller('collections')
export class CollectionsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every collection, each with its perfumes' })
  @ApiOkResponse({ type: [CollectionViewDto.Output] })
  list(): Promise<CollectionView[]> {
    return this.catalogue.listCollections()
  }
}
