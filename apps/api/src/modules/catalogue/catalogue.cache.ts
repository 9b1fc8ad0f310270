import { createHash } from 'node:crypto'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common'
import { bumpCatalogueVersion } from './catalogue-version'

/** How often each replica looks at the catalogue version another replica may have moved. */
export const CATALOGUE_VERSION_POLL_MS = 1000
/** Distinct answers kept (each search is one); the oldest goes first. */
const MAX_ENTRIES = 500

export interface CachedAnswer {
  /** The JSON body, serialised and encoded once. */
  body: Buffer
  etag: string
  headers: Record<string, string>
}

/**
 * Serialised catalogue answers kept in memory, so a cached request touches no database at all.
 * Every catalogue write moves a version row in PostgreSQL; each replica polls it and forgets its
 * answers when it moves (and at once when the write happened on this replica). The poll also
 * reads when the next offer ends: answers made before that moment are forgotten when it comes,
 * so no answer shows an offer price after its end, whenever the offer-expiry job runs.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CatalogueCache.name)
  private readonly answers = new Map<string, CachedAnswer>()
  private version: string | null = null
  /** Epoch milliseconds of the next offer end, or null when no offer has an end date ahead. */
  private nextOfferEnd: number | null = null
  private poll?: NodeJS.Timeout

  constructor(private readonly em: EntityManager) {}

  async onModuleInit(): Promise<void> {
    await this.refreshVersion()
    this.poll = setInterval(() => void this.refreshVersion(), CATALOGUE_VERSION_POLL_MS)
    this.poll.unref()
  }

  onModuleDestroy(): void {
    clearInterval(this.poll)
  }

  /** The cached answer for key, or the one produce() makes (kept unless the catalogue moved meanwhile). */
  async answer(
    key: string,
    produce: () => Promise<{ body: unknown; headers?: Record<string, string> }>,
  ): Promise<CachedAnswer> {
    if (this.nextOfferEnd !== null && Date.now() >= this.nextOfferEnd) {
      this.answers.clear()
      this.nextOfferEnd = null
      void this.refreshVersion()
    }
    const cached = this.answers.get(key)
    if (cached) return cached
    const versionAtStart = this.version
    const { body, headers = {} } = await produce()
    const bytes = Buffer.from(JSON.stringify(body))
    const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22)
    const fresh: CachedAnswer = { body: bytes, etag: `"${hash}"`, headers }
    if (versionAtStart !== null && versionAtStart === this.version) {
      if (this.answers.size >= MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value!)
      this.answers.set(key, fresh)
    }
    return fresh
  }

  /**
   * Call inside the transaction of every catalogue write. Other replicas see the new version once
   * it commits; this one forgets now, and its next poll also drops anything read before the commit.
   */
  async changed(em: EntityManager): Promise<void> {
    await bumpCatalogueVersion(em)
    this.answers.clear()
  }

  private async refreshVersion(): Promise<void> {
    try {
      const [row] = await this.em
        .fork()
        .execute<{ version: string; next_offer_end: string | null }[]>(
          `select version, (select min(offer_ends_at) from perfume
           where is_on_offer and archived_at is null and offer_ends_at > now()) as next_offer_end
         from catalogue_version where id = 1`,
        )
      const version = String(row.version)
      if (version !== this.version) {
        this.answers.clear()
        this.version = version
      }
      this.nextOfferEnd = row.next_offer_end ? new Date(row.next_offer_end).getTime() : null
    } catch (error) {
      // Without the database nothing new can be read either; keep serving what is known.
      this.logger.warn(`Catalogue version not readable: ${(error as Error).message}`)
    }
  }
}
