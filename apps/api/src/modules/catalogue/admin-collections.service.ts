import {
  centsToText,
  type CreateCollectionInput,
  type UpdateCollectionInput,
} from '@aurum/contracts'
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { CatalogueCache } from './catalogue.cache'
import type { AdminCollectionView } from './dto/admin-collection.dto'
import { CollectionPerfume } from './entities/collection-perfume.entity'
import { Collection } from './entities/collection.entity'
import { Perfume } from './entities/perfume.entity'
import { freeSlug } from './slugs'

/** The back office's collections: every write in one transaction that moves the catalogue version. */
@Injectable()
export class AdminCollectionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CatalogueCache,
  ) {}

  /** In the shop’s order, with their perfumes: one query whatever their number. */
  async list(): Promise<AdminCollectionView[]> {
    const collections = await this.em.fork().find(
      Collection,
      {},
      {
        populate: ['entries'],
        orderBy: { position: 'asc', name: 'asc', entries: { position: 'asc' } },
      },
    )
    return collections.map(toAdminCollectionView)
  }

  /** A new collection goes after the others. */
  async create(input: CreateCollectionInput): Promise<AdminCollectionView> {
    const created = await this.write(async (em) => {
      const [{ next }] = await em.execute<{ next: number }[]>(
        'select coalesce(max(position) + 1, 0)::int as next from collection',
      )
      const collection = em.create(Collection, {
        slug: await freeSlug(em, 'collection', input.name),
        name: input.name,
        description: input.description,
        theme: input.theme,
        imageUrl: input.imageUrl ?? null,
        position: next,
        setSizes: input.sizes,
        setPricesCents: input.prices,
      })
      await placePerfumes(em, collection, input.perfumeIds)
      return collection
    })
    return toAdminCollectionView(created)
  }

  /** The fields given replace the stored ones; perfumeIds replaces the list and its order. */
  async update(id: string, input: UpdateCollectionInput): Promise<AdminCollectionView> {
    if (input.id !== id) {
      throw new DomainError('VALIDATION_FAILED', 'body_id_mismatch', {
        fieldErrors: {
          id: ['El id del cuerpo no es el de la ruta'],
        },
      })
    }
    const updated = await this.write(async (em) => {
      const collection = await lockForWrite(em, id)
      if (input.name !== undefined) collection.name = input.name
      if (input.description !== undefined) collection.description = input.description
      if (input.theme !== undefined) collection.theme = input.theme
      if (input.imageUrl !== undefined) collection.imageUrl = input.imageUrl
      if (input.sizes && input.prices) {
        collection.setSizes = input.sizes
        collection.setPricesCents = input.prices
      }
      if (input.perfumeIds) await placePerfumes(em, collection, input.perfumeIds)
      return collection
    })
    return toAdminCollectionView(updated)
  }

  async remove(id: string): Promise<void> {
    await this.write(async (em) => {
      em.remove(await lockForWrite(em, id))
    })
  }

  /** The change, its flush and the catalogue version in one transaction. */
  private async write<T>(change: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.fork().transactional(async (em) => {
        const result = await change(em)
        await em.flush()
        await this.cache.changed(em)
        return result
      })
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('CONFLICT', 'collection_name_race')
      }
      throw error
    }
  }
}

async function lockForWrite(em: EntityManager, id: string): Promise<Collection> {
  const collection = await em.findOne(Collection, id, { lockMode: LockMode.PESSIMISTIC_WRITE })
  if (!collection) throw new DomainError('NOT_FOUND', 'collection_not_found')
  await em.populate(collection, ['entries'])
  return collection
}

/** The collection's perfumes become these, in this order; each must be a perfume the shop shows. */
async function placePerfumes(
  em: EntityManager,
  collection: Collection,
  perfumeIds: string[],
): Promise<void> {
  const found = await em.find(
    Perfume,
    { id: { $in: perfumeIds }, archivedAt: null },
    { fields: ['id'] },
  )
  const known = new Set(found.map((perfume) => perfume.id))
  const unknown = perfumeIds.filter((id) => !known.has(id))
  if (unknown.length) {
    throw new DomainError('VALIDATION_FAILED', 'collection_unknown_perfumes', {
      fieldErrors: {
        perfumeIds: unknown.map((id) => `No existe el perfume ${id}`),
      },
    })
  }
  // A perfume that stays keeps its row (its place may move): the key is collection and perfume.
  const kept = new Map(collection.entries.getItems().map((entry) => [entry.perfume.id, entry]))
  for (const [perfumeId, entry] of kept) {
    if (!perfumeIds.includes(perfumeId)) collection.entries.remove(entry)
  }
  perfumeIds.forEach((perfumeId, position) => {
    const entry = kept.get(perfumeId)
    if (entry) entry.position = position
    else {
      collection.entries.add(
        em.create(CollectionPerfume, {
          collection,
          perfume: em.getReference(Perfume, perfumeId),
          position,
        }),
      )
    }
  })
}

function toAdminCollectionView(collection: Collection): AdminCollectionView {
  return {
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    description: collection.description,
    theme: collection.theme,
    imageUrl: collection.imageUrl,
    perfumeIds: collection.entries
      .getItems()
      .sort((a, b) => a.position - b.position)
      .map((entry) => entry.perfume.id),
    sizes: collection.setSizes,
    prices: collection.setPricesCents.map(centsToText),
  }
}
