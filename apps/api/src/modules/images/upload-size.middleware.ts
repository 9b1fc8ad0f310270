import type { IncomingMessage, ServerResponse } from 'node:http'
import { Injectable, type NestMiddleware } from '@nestjs/common'
import { ImageRefusedError } from './errors/image-refused.error'
import { MAX_UPLOAD_BODY_BYTES } from './image-limits'

/**
 * Refuses an upload that declares a body too large for any accepted image before a byte of it is
 * read, with the upload's own message rather than the body parser's.
 */
@Injectable()
export class UploadSizeMiddleware implements NestMiddleware {
  use(request: IncomingMessage, _response: ServerResponse, next: (error?: Error) => void): void {
    // Handed on rather than thrown: Fastify's error handler answers it like any other error,
    // where a throw here would meet the exception filter without Fastify's reply.
    next(
      Number(request.headers['content-length']) > MAX_UPLOAD_BODY_BYTES
        ? new ImageRefusedError('tooLarge')
        : undefined,
    )
  }
}
