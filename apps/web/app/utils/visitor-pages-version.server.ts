import { createHash } from 'node:crypto'
import { createApiClient } from '@aurum/api-client'
import { apiFailure, sendToApi } from './api.server'
import { env } from './env.server'
import { getStoreSettings } from './store-settings.server'
import type { VisitorPagesVersion } from './visitor-pages.server'

/**
 * What a visitor's page depends on besides its address: the catalogue's version (the API's, read
 * from its memory) and the store settings.
 */
export async function visitorPagesVersion(): Promise<VisitorPagesVersion> {
  const api = createApiClient({ baseUrl: env.API_URL, fetch: sendToApi })
  const [answer, settings] = await Promise.all([
    api.GET('/api/catalogue/version'),
    getStoreSettings(),
  ])
  if (!answer.data) throw apiFailure('GET /api/catalogue/version failed', answer)
  const settingsHash = createHash('sha256').update(JSON.stringify(settings)).digest('base64url')
  return {
    version: `${answer.data.version}:${settingsHash}`,
    nextOfferEnd: answer.data.nextOfferEnd,
  }
}
