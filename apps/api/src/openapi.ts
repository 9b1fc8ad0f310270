import type { INestApplication } from '@nestjs/common'
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger'
import { cleanupOpenApiDoc } from 'nestjs-zod'

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Aurum Decants API')
    .setDescription(
      'REST API of Aurum Decants, an online shop of perfume decants. Amounts are text in the ' +
        'store currency ("12.50"); errors answer { statusCode, code, message }.',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .build()
  return cleanupOpenApiDoc(SwaggerModule.createDocument(app, config))
}
