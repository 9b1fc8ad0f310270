import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Query,
  StreamableFile,
} from '@nestjs/common'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger'
import { RateLimit } from '../../common/throttling/rate-limits'
import { CurrentUser } from '../auth/current-user'
import { AccountDeletionService } from './account-deletion.service'
import { AccountExportService } from './account-export.service'
import { DataExportDto, DataExportQueryDto, DeleteAccountDto } from './dto/account-data.dto'

@ApiTags('Account')
@ApiBearerAuth()
@ApiExtraModels(DataExportDto)
@Controller('user')
export class AccountDataController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Get('export-data')
  @RateLimit('dataExport')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Download everything the shop keeps about the signed-in customer',
    description:
      'A file named user-data-YYYY-MM-DD.{format} (Content-Disposition: attachment): the profile, addresses, saved payment methods (brand, last 4 digits, expiry), orders, notifications, settings, favorites, reviews and performance votes. json: one readable object (DataExportDto); csv: rows of section,item,field,value, cells defused for spreadsheets; pdf: a readable document.',
  })
  @ApiProduces('application/json', 'text/csv', 'application/pdf')
  @ApiOkResponse({
    description: 'The file, as an attachment',
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="user-data-YYYY-MM-DD.{format}"',
        schema: { type: 'string' },
      },
    },
    content: {
      'application/json': { schema: { $ref: getSchemaPath(DataExportDto) } },
      'text/csv': { schema: { type: 'string', description: 'section,item,field,value' } },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiBadRequestResponse({ description: 'A format other than json, csv or pdf' })
  async export(@CurrentUser() user: CurrentUser, @Query() query: DataExportQueryDto) {
    const file = await this.exports.export(user.id, query.format)
    return new StreamableFile(file.body, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.body.length,
    })
  }

  @Delete('delete-account')
  @RateLimit('accountDeletion')
  @HttpCode(204)
  @ApiOperation({
    summary: "Delete the signed-in customer's account, for good",
    description:
      "The body proves the person: the account's password, or for an account without one (Google only) confirmation: 'ELIMINAR'. In one transaction every session ends (the access and refresh tokens are refused at once), the addresses, payment methods, notifications, settings and cart go, the orders stay anonymised for the books, and the user is deleted, so the email may be registered again. An open payment page is closed at its provider first.",
  })
  @ApiNoContentResponse({ description: 'Deleted; the tokens no longer work' })
  @ApiBadRequestResponse({
    description: 'Wrong or missing password (fieldErrors.password); nothing changed',
  })
  @ApiConflictResponse({
    description: 'The last administrator, or a payment still being made; nothing changed',
  })
  async deleteAccount(
    @CurrentUser() user: CurrentUser,
    @Body() body: DeleteAccountDto,
  ): Promise<void> {
    await this.deletion.delete(user.id, body)
  }
}
