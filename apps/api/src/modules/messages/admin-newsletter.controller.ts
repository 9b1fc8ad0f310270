import { Controller, Get, Header } from '@nestjs/common'
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger'
import { Roles } from '../auth/current-user'
import { MessagesService } from './messages.service'

@ApiTags('Admin: Messages')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminNewsletterController {
  constructor(private readonly messages: MessagesService) {}

  @Get('newsletter-subscribers.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="suscriptores.csv"')
  @ApiOperation({
    summary: 'Newsletter subscribers as CSV (email,subscribedAt), safe to open in a spreadsheet',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  subscribers(): Promise<string> {
    return this.messages.subscribersCsv()
  }
}
