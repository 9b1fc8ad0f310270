import { resolve } from 'node:path'
import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common'
import type { Env } from '../../config/env'
import { ENV } from '../../config/env.token'
import { CatalogueModule } from '../catalogue/catalogue.module'
import { ImageLinkFetcher } from './image-link-fetcher'
import { ImagesController } from './images.controller'
import { ImagesService } from './images.service'
import { MediaController } from './media.controller'
import { DiskImageStore } from './storage/disk-image-store'
import { IMAGE_STORE } from './storage/image-store'
import { UploadSizeMiddleware } from './upload-size.middleware'

/**
 * Uploaded images: checked, re-encoded and stored (local disk, or S3 when S3_BUCKET is set so
 * replicas share them), served back under /api/media, and set as a perfume's picture.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [ImagesController, MediaController],
  providers: [
    ImagesService,
    { provide: ImageLinkFetcher, useFactory: () => new ImageLinkFetcher() },
    {
      provide: IMAGE_STORE,
      inject: [ENV],
      useFactory: async (env: Env) => {
        if (!env.S3_BUCKET) return new DiskImageStore(resolve(env.MEDIA_DIR))
        // The AWS SDK is loaded only where it is used: it is a tenth of the API's start.
        const { S3ImageStore, s3Client } = await import('./storage/s3-image-store')
        return new S3ImageStore(s3Client(env), env.S3_BUCKET)
      },
    },
  ],
})
export class ImagesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(UploadSizeMiddleware)
      .forRoutes({ path: 'admin/images/upload', method: RequestMethod.POST })
  }
}
