import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { CatalogueCache } from './catalogue.cache'
import { Perfume } from './entities/perfume.entity'

/** A perfume's picture, for the images module: checked and set after an upload, and counted. */
@Injectable()
export class PerfumeImagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  /** Archived perfumes are gone from the shop: they take no new image and are not counted. */
  async exists(perfumeId: string): Promise<boolean> {
    return (await this.em.count(Perfume, { id: perfumeId, archivedAt: null })) > 0
  }

  /**
   * Points the perfume at its new image inside the caller's transaction, which then moves the
   * catalogue version so every replica drops its cached answers. False when there is no such
   * perfume (deleted since it was checked).
   */
  async setImage(em: EntityManager, perfumeId: string, imageUrl: string): Promise<boolean> {
    const updated = await em.nativeUpdate(
      Perfume,
      { id: perfumeId, archivedAt: null },
      { imageUrl, updatedAt: new Date() },
    )
    if (!updated) return false
    await this.cache.changed(em)
    return true
  }

  async imageCounts(): Promise<{ withImage: number; withoutImage: number }> {
    const [row] = await this.em.execute<{ with_image: number; without_image: number }[]>(
      `select count(*) filter (where coalesce(image_url, '') <> '')::int as with_image,
         count(*) filter (where coalesce(image_url, '') = '')::int as without_image
       from perfume where archived_at is null`,
    )
    return { withImage: row.with_image, withoutImage: row.without_image }
  }
}
