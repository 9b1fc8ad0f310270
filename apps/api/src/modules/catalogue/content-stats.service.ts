import { Injectable } from '@nestjs/common'
import { MessagesService } from '../messages/messages.service'
import type { ContentStats } from './dto/content-stats.dto'
import { PerfumeRepository } from './entities/perfume.repository'

/** The Content tab's figures, counted on the real catalogue (archived perfumes left out). */
@Injectable()
export class ContentStatsService {
  constructor(
    private readonly perfumes: PerfumeRepository,
    private readonly messages: MessagesService,
  ) {}

  async stats(): Promise<ContentStats> {
    const [figures, newsletterSubscribers] = await Promise.all([
      this.perfumes.contentFigures(),
      this.messages.subscriberCount(),
    ])
    return {
      newsletterSubscribers,
      perfumesWithoutDescription: figures.withoutDescription,
      perfumesWithoutImage: figures.withoutImage,
      collections: figures.collections,
      offersRunning: figures.offersRunning,
    }
  }
}
