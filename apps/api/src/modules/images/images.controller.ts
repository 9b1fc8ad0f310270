import { Controller, Get, Post, Req } from '@nestjs/common'
import { RouteConfig } from '@nestjs/platform-fastify'
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger'
import type { FastifyRequest } from 'fastify'
import { ZodResponse } from 'nestjs-zod'
import { Roles } from '../auth/current-user'
import { ImageStatsDto, UploadedImageDto, UploadImageLinkDto } from './dto/images.dto'
import { MAX_UPLOAD_BODY_BYTES } from './image-limits'
import { ImagesService } from './images.service'
import { readUploadRequest } from './upload-request'

@ApiTags('Admin: Catalogue')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post('upload')
  // JSON bodies are otherwise capped far below a 5 MB image written as a data URL.
  @RouteConfig({ bodyLimit: MAX_UPLOAD_BODY_BYTES })
  @ApiExtraModels(UploadImageLinkDto)
  @ApiOperation({
    summary: "Store an image (a file, an https link or a data URL), as a perfume's when named",
    description:
      'JPG, PNG, GIF or WebP by content (never by name or declared type), at most 5 MB. The ' +
      'image is re-encoded as WebP without its metadata, at most 1200 px a side, stored under a ' +
      "random name and set as the perfume's imageUrl. Without perfumeId (JSON form) it is " +
      'only stored: set the imageUrl answered with PUT /api/perfumes/{id}. A link is fetched by ' +
      'the server over https from a public address only, without redirects, within 10 s. ' +
      "Refusals answer 'Error al subir imagen: ' and the reason, and store nothing.",
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: { $ref: getSchemaPath(UploadImageLinkDto) } },
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['perfumeId', 'file'],
            properties: {
              perfumeId: { type: 'string', format: 'uuid' },
              file: { type: 'string', format: 'binary' },
            },
          },
        },
      },
    },
  })
  @ApiBadRequestResponse({
    description: 'No perfume or image, a format not accepted, an unreadable image, a bad link',
  })
  @ApiNotFoundResponse({ description: 'No such perfume' })
  @ApiPayloadTooLargeResponse({ description: 'The image is over 5 MB' })
  @ZodResponse({ status: 201, type: UploadedImageDto })
  async upload(@Req() request: FastifyRequest) {
    const { perfumeId, source } = await readUploadRequest(request)
    return this.images.upload(perfumeId, source)
  }

  @Get('stats')
  @ApiOperation({ summary: 'Perfumes with and without an image, and the images stored' })
  @ZodResponse({ status: 200, type: ImageStatsDto })
  stats() {
    return this.images.stats()
  }
}
