import { Controller, Get } from '@nestjs/common'
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger'
import { Public } from '../../common/public.decorator'
import { CatalogueService } from './catalogue.service'
import { type PerfumeView, PerfumeViewDto } from './dto/perfume.view'

@ApiTags('catalogue')
@Controller('perfumes')
export class PerfumesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'The catalogue, with sizes, prices as text and offer fields' })
  @ApiOkResponse({ type: [PerfumeViewDto.Output] })
  list(): Promise<PerfumeView[]> {
    return this.catalogue.listPerfumes()
  }

  @Public()
  @Get('homepage')
  @ApiOperation({ summary: 'The perfumes of the home page grid' })
  @ApiOkResponse({ type: [PerfumeViewDto.Output] })
  homepage(): Promise<PerfumeView[]> {
    return this.catalogue.listHomepagePerfumes()
  }
}
