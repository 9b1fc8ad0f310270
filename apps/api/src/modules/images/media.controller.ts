import { Controller, Get, Param, Res } from '@nestjs/common'
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger'
import type { FastifyReply } from 'fastify'
import { Public } from '../../common/public.decorator'
import { ImagesService } from './images.service'

@ApiTags('Catalogue')
@Controller('media')
export class MediaController {
  constructor(private readonly images: ImagesService) {}

  @Public()
  @Get(':name')
  @ApiOperation({
    summary: 'An uploaded image (WebP) by its name; the web app serves it as /media/{name}',
  })
  @ApiParam({ name: 'name', example: '3f2a9c0d4b1e4f6a8c7d2e1b0a9f8e7d.webp' })
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'No image has this name' })
  async image(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const image = await this.images.find(name)
    if (image.bytes !== undefined) void reply.header('content-length', image.bytes)
    void reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      // A name is never reused, so what was served once stays right forever.
      .header('cache-control', 'public, max-age=31536000, immutable')
      // Opened on its own, the file may not run or load anything.
      .header('content-security-policy', "default-src 'none'")
      .send(image.body)
  }
}
