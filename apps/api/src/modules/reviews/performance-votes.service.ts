import { randomUUID } from 'node:crypto'
import { type PerformanceDistribution, type PerformanceVoteInput, SEASONS } from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import { DomainError } from '../../common/domain-error'
import { OrdersService } from '../orders/orders.service'
import type { MyPerformanceVote, PerformanceVoteView } from './dto/performance-vote.dto'
import { PerformanceVote } from './entities/performance-vote.entity'
import { performanceDistributionSql } from './performance-distribution'

/** A vote as the account's data export lists it. */
export interface PerformanceVoteExport {
  perfume: string
  brand: string
  longevity: number
  sillage: number
  seasons: string[]
  timeOfDay: string
  updatedAt: string
}

/**
 * Buyers' votes on how a perfume performs (issue 29): longevity, sillage, seasons, time of day.
 * Only a buyer of the perfume in a paid order votes (OrdersService.purchasedPerfumes, the rule
 * behind a review's 'Verificado'); one vote per customer and perfume, a new one replaces it. The
 * perfume's cached answer carries the distributions: a trigger on the table moves the catalogue
 * version (Migration20261129_performance_votes), so whoever writes a vote refreshes it.
 */
@Injectable()
export class PerformanceVotesService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
  ) {}

  /** The customer's votes for the account's data export, the latest first. */
  async listForExport(userId: string): Promise<PerformanceVoteExport[]> {
    const votes = await this.em.find(
      PerformanceVote,
      { user: userId },
      {
        populate: ['perfume'],
        fields: ['*', 'perfume.name', 'perfume.brand'],
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      },
    )
    return votes.map((vote) => ({
      perfume: vote.perfume.name,
      brand: vote.perfume.brand,
      longevity: vote.longevity,
      sillage: vote.sillage,
      seasons: vote.seasons,
      timeOfDay: vote.timeOfDay,
      updatedAt: vote.updatedAt.toISOString(),
    }))
  }

  /** Casts or replaces the customer's vote; answers the perfume's distributions after it. */
  async vote(
    userId: string,
    perfumeId: string,
    input: PerformanceVoteInput,
  ): Promise<PerformanceDistribution> {
    if (!(await this.mayVote(userId, perfumeId))) {
      throw new DomainError('FORBIDDEN', 'performance_vote_needs_purchase')
    }
    // The seasons in the year's order, so equal votes are equal rows (and move nothing).
    const seasons = SEASONS.filter((season) => input.seasons.includes(season))
    // One statement from the perfume's row: a perfume archived meanwhile gets no vote (404), and
    // two quick submits make one vote.
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into performance_vote (id, perfume_id, user_id, longevity, sillage, seasons, time_of_day)
       select ?, p.id, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?
         from perfume p where p.id = ? and p.archived_at is null
       on conflict (perfume_id, user_id) do update set
         longevity = excluded.longevity, sillage = excluded.sillage, seasons = excluded.seasons,
         time_of_day = excluded.time_of_day, updated_at = now()
       returning id`,
      [
        randomUUID(),
        userId,
        input.longevity,
        input.sillage,
        JSON.stringify(seasons),
        input.timeOfDay,
        perfumeId,
      ],
    )
    if (!rows.length) throw new DomainError('NOT_FOUND', 'perfume_not_found')
    return this.distribution(perfumeId)
  }

  /** Whether the customer may vote on the perfume, and their vote when they have one. */
  async mine(userId: string, perfumeId: string): Promise<MyPerformanceVote> {
    const [canVote, [vote]] = await Promise.all([
      this.mayVote(userId, perfumeId),
      this.em.execute<PerformanceVoteView[]>(
        `select longevity, sillage, seasons, time_of_day as "timeOfDay"
           from performance_vote where perfume_id = ? and user_id = ?`,
        [perfumeId, userId],
      ),
    ])
    return { canVote, vote: vote ?? null }
  }

  /** The perfume's distributions, as its page shows them. */
  private async distribution(perfumeId: string): Promise<PerformanceDistribution> {
    const [row] = await this.em.execute<{ performance: PerformanceDistribution }[]>(
      `select ${performanceDistributionSql('?')} as performance`,
      [perfumeId],
    )
    return row.performance
  }

  /** A shown perfume (404 otherwise) that the customer bought in a paid order. */
  private async mayVote(userId: string, perfumeId: string): Promise<boolean> {
    const [[perfume], bought] = await Promise.all([
      this.em.execute<{ id: string }[]>(
        'select id from perfume where id = ? and archived_at is null',
        [perfumeId],
      ),
      this.orders.purchasedPerfumes([{ userId, perfumeId }]),
    ])
    if (!perfume) throw new DomainError('NOT_FOUND', 'perfume_not_found')
    return bought.has(`${userId}:${perfumeId}`)
  }
}
