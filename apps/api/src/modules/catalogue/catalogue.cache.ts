import { createHash } from 'node:crypto'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common'
import { catalogueCacheHits, catalogueCacheMisses, type RequestDuration } from '../metrics/metrics'
import { bumpCatalogueVersion } from './catalogue-version'

/**
 * How often each replica looks at the catalogue version another replica may have moved: half the
 * second within which a write must show everywhere, whenever it lands between two looks.
 */
export const CATALOGUE_VERSION_POLL_MS = 500
/** Distinct answers kept (each search is one), and request URLs known to each; the oldest goes first. */
const MAX_ENTRIES = 500

/** An answer given to a request URL, with every header it went out with (as a 200 and as a 304). */
export interface AnswerForUrl {
  answer: CachedAnswer
  headers: { ok: Record<string, string>; notModified: Record<string, string> }
  /** Where the time of each is recorded, labelled once with the route's pattern. */
  durations: { ok: RequestDuration; notModified: RequestDuration }
}

export interface CachedAnswer {
  /** What the answer is kept under. */
  key: string
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
  /** Request URLs already answered from the cache: the same URL gets the same answer. */
  private readonly byUrl = new Map<string, AnswerForUrl>()
  private version: string | null = null
  /** Epoch milliseconds of the next offer end, or null when no offer has an end date ahead. */
  private nextOfferEnd: number | null = null
  /** When the oldest answer kept was made: an offer ending after it makes the answers stale. */
  private keptSince: number | null = null
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
    this.forgetEndedOffers()
    const cached = this.answers.get(key)
    if (cached) {
      catalogueCacheHits.inc()
      return cached
    }
    catalogueCacheMisses.inc()
    const versionAtStart = this.version
    const { body, headers = {} } = await produce()
    const bytes = Buffer.from(JSON.stringify(body))
    const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22)
    const fresh: CachedAnswer = { key, body: bytes, etag: `"${hash}"`, headers }
    if (versionAtStart !== null && versionAtStart === this.version) {
      this.keptSince ??= Date.now()
      keep(this.answers, key, fresh)
    }
    return fresh
  }

  /**
   * The version this replica last read and when the next offer ends: what the web app's cache of
   * visitors' pages follows. Null until the version was read once.
   */
  current(): { version: string; nextOfferEnd: string | null } | null {
    if (this.version === null) return null
    const nextOfferEnd =
      this.nextOfferEnd === null ? null : new Date(this.nextOfferEnd).toISOString()
    return { version: this.version, nextOfferEnd }
  }

  /**
   * The answer given to this very request URL, while the catalogue has not moved since. Every GET
   * asks here first, so only a hit is counted: a catalogue URL not found here is counted by answer().
   */
  answerForUrl(url: string): AnswerForUrl | undefined {
    this.forgetEndedOffers()
    const known = this.byUrl.get(url)
    if (known) catalogueCacheHits.inc()
    return known
  }

  /**
   * Notes that url was answered with answer and these headers, when answer is still the one kept
   * (an answer made while the catalogue moved is not).
   */
  rememberUrl(url: string, answer: CachedAnswer, known: Omit<AnswerForUrl, 'answer'>): void {
    if (this.answers.get(answer.key) === answer) keep(this.byUrl, url, { answer, ...known })
  }
  /**
   * Call inside the transaction of every catalogue write. Other replicas see the new version once
   * it commits; this one forgets now, and its next poll also drops anything read before the commit.
   */
  async changed(em: EntityManager): Promise<void> {
    await bumpCatalogueVersion(em)
    this.forget()
  }

  private forget(): void {
    this.answers.clear()
    this.byUrl.clear()
    this.keptSince = null
  }

  private forgetEndedOffers(): void {
    if (this.nextOfferEnd !== null && Date.now() >= this.nextOfferEnd) {
      this.forget()
      this.nextOfferEnd = null
      void this.refreshVersion()
    }
  }

  private async refreshVersion(): Promise<void> {
    try {
      // The first end after the oldest answer kept, even one already past: an offer that ended
      // between two polls (or was saved and ended within one) still makes those answers stale.
      const since = new Date(this.keptSince ?? Date.now())
      const [row] = await this.em
        .fork()
        .execute<{ version: string; next_offer_end: string | null }[]>(
          `select version, (select min(offer_ends_at) from perfume
           where is_on_offer and archived_at is null and offer_ends_at > ?) as next_offer_end
         from catalogue_version where id = 1`,
          [since],
        )
      // A review's change moves the version too (a trigger): the answers carry ratings.
      const version = String(row.version)
      if (version !== this.version) {
        this.forget()
        this.version = version
      }
      this.nextOfferEnd = row.next_offer_end ? new Date(row.next_offer_end).getTime() : null
    } catch (error) {
      // Without the database nothing new can be read either; keep serving what is known.
      this.logger.warn(`Catalogue version not readable: ${(error as Error).message}`)
    }
  }
}

/** Keeps value under key, letting the oldest entry go when the map is full. */
function keep<V>(map: Map<string, V>, key: string, value: V): void {
  if (!map.has(key) && map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!)
  map.set(key, value)
}
