import { ReviewInputSchema, ReviewListQuerySchema, ReviewUpdateSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'

export class ReviewInputDto extends createZodDto(ReviewInputSchema) {}
export class ReviewUpdateDto extends createZodDto(ReviewUpdateSchema) {}
export class ReviewListQueryDto extends createZodDto(ReviewListQuerySchema) {}

const stars = z.number().int().min(1).max(5)

/** A review as the reviews page and a perfume's page show it (spec 001 §3 Review). */
export const ReviewViewSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  user: z.object({
    name: z.string().describe("The author's display name (never their email)"),
    avatar: z.string().nullable(),
  }),
  perfumeId: z.uuid(),
  perfumeName: z.string(),
  perfumeBrand: z.string(),
  perfumeSlug: z.string().describe("The perfume page's address: /perfume/{slug}"),
  rating: stars,
  title: z.string(),
  content: z.string().describe('Plain text as the author wrote it: show it as text, never as HTML'),
  pros: z.string().describe('Empty when not given'),
  cons: z.string().describe('Empty when not given'),
  longevity: stars.describe('Duración'),
  sillage: stars.describe('Proyección'),
  value: stars.describe('Calidad-precio'),
  helpfulCount: z.number().int().min(0),
  isVerified: z
    .boolean()
    .describe(
      'The author bought this perfume in a paid order (confirmed, processing, shipped or delivered)',
    ),
  createdAt: z.iso.datetime(),
})
export type ReviewView = z.output<typeof ReviewViewSchema>
export class ReviewViewDto extends createZodDto(ReviewViewSchema) {}

export class ReviewPageDto extends createZodDto(
  z.object({
    items: z.array(ReviewViewSchema),
    total: z.number().int().min(0).describe('How many reviews match, on every page'),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
) {}

const average = z.number().min(0).max(5).describe('One decimal; 0 with no review')

export const ReviewSummarySchema = z.object({
  perfumeId: z.uuid(),
  average,
  count: z.number().int().min(0),
  longevity: average,
  sillage: average,
  value: average,
  latest: z.array(ReviewViewSchema).describe('The latest reviews, newest first (at most 5)'),
})
export type ReviewSummary = z.output<typeof ReviewSummarySchema>
export class ReviewSummaryDto extends createZodDto(ReviewSummarySchema) {}

export class HelpfulVoteDto extends createZodDto(
  z.object({
    helpfulCount: z.number().int().min(0),
    voted: z
      .literal(true)
      .describe('The customer has voted for it (a second vote changes nothing)'),
  }),
) {}
