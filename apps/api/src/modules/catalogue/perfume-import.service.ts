import {
  centsToText,
  CreatePerfumeSchema,
  type CreatePerfumeInput,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  UpdatePerfumeSchema,
  type UpdatePerfumeInput,
} from '@aurum/contracts'
import { EntityManager } from '@mikro-orm/postgresql'
import { Injectable } from '@nestjs/common'
import type { ZodError } from 'zod'
import { DomainError } from '../../common/domain-error'
import { AdminPerfumesService, toAdminPerfumeView } from './admin-perfumes.service'
import type { PerfumeImportChange, PerfumeImportResult } from './dto/perfume-import.dto'
import { PerfumeRepository } from './entities/perfume.repository'
import {
  PERFUME_CSV_COLUMNS,
  type PerfumeCsvColumn,
  type PerfumeCsvError,
  type PerfumeCsvRecord,
  parseFlagCell,
  parseNotesCell,
  parseSizesCell,
  perfumeCsvRecord,
  perfumesCsv,
  readPerfumesCsv,
} from './perfumes-csv'
import { freeSlug } from './slugs'

/** What a new perfume's slug may be: what slugify makes of a name. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG_LENGTH = 160

/** The columns an edit of the form sends together: sizes with prices, the offer's four. */
const OFFER_COLUMNS: PerfumeCsvColumn[] = [
  'isOnOffer',
  'discountPercentage',
  'offerDescription',
  'offerEndsAt',
]

type Step = Omit<PerfumeImportChange, 'action'> &
  (
    | { action: 'create'; input: CreatePerfumeInput }
    | { action: 'update'; input: UpdatePerfumeInput }
  )

/** What an import would do, row by row. */
interface Plan {
  steps: Step[]
  unchanged: number
  errors: PerfumeCsvError[]
}

/** The form's body a row stands for, or what is wrong with its cells before the form's rules. */
type Draft = { body: Record<string, unknown>; errors: PerfumeCsvError[] }

/**
 * The catalogue out and in as CSV (perfumes-csv.ts says its columns). An import is checked whole
 * first; then every row is written in one transaction through the admin form's own create and
 * update, so a size's price history, the offer news and the catalogue version move as they do
 * for an edit, and an error anywhere writes nothing.
 */
@Injectable()
export class PerfumeImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly perfumes: PerfumeRepository,
    private readonly admin: AdminPerfumesService,
  ) {}

  async exportCsv(): Promise<string> {
    const rows = await this.perfumes.findAdminAll()
    return perfumesCsv(rows.map((row) => perfumeCsvRecord(toAdminPerfumeView(row))))
  }

  /**
   * A dry run answers the plan against the catalogue as it is. A real import checks it first
   * (nothing to write: no transaction at all; errors: refused), then plans again inside its
   * transaction, with the rows it names locked, and writes that.
   */
  async import(bytes: Buffer, { dryRun }: { dryRun: boolean }): Promise<PerfumeImportResult> {
    const file = readPerfumesCsv(bytes)
    if (file.rows.length > MAX_IMPORT_ROWS) throw tooLarge()
    const draft = await this.plan(this.em, file.rows, file.errors)
    if (dryRun || (!draft.steps.length && !draft.errors.length)) return resultOf(draft)
    if (draft.errors.length) throw refused(draft.errors)
    const plan = await this.admin.write(async (em) => {
      const slugs = file.rows.map(({ record }) => record.slug.trim()).filter(Boolean)
      // An admin edit of these perfumes waits for the import (or the import for it).
      if (slugs.length)
        await em.execute('select id from perfume where slug in (?) for update', [slugs])
      const fresh = await this.plan(em, file.rows, [])
      if (fresh.errors.length) throw refused(fresh.errors)
      for (const step of fresh.steps) {
        if (step.action === 'create') await this.admin.createIn(em, step.input, step.slug)
        else await this.admin.updateIn(em, step.input)
      }
      return fresh
    })
    return resultOf(plan)
  }

  private async plan(
    em: EntityManager,
    rows: { row: number; record: PerfumeCsvRecord }[],
    fileErrors: PerfumeCsvError[],
  ): Promise<Plan> {
    const plan: Plan = { steps: [], unchanged: 0, errors: [...fileErrors] }
    if (!rows.length) return plan
    const current = new Map(
      (await this.perfumes.findAdminAll(em)).map((row) => [row.slug, toAdminPerfumeView(row)]),
    )
    const given = rows.map(({ record }) => record.slug.trim()).filter(Boolean)
    // An archived perfume keeps its slug (its orders name it): a new one cannot take it.
    const archived = new Set(
      given.length
        ? (
            await em.execute<{ slug: string }[]>(
              'select slug from perfume where archived_at is not null and slug in (?)',
              [given],
            )
          ).map((row) => row.slug)
        : [],
    )
    const claimed = new Set(given)
    const firstRowOf = new Map<string, number>()
    for (const { row, record } of rows) {
      const slug = record.slug.trim()
      const errors: PerfumeCsvError[] = []
      const error = (field: PerfumeCsvColumn | null, message: string) =>
        errors.push({ row, field, message })
      const existing = slug ? current.get(slug) : undefined
      if (slug && firstRowOf.has(slug)) {
        error('slug', `El slug ${slug} ya está en la fila ${firstRowOf.get(slug)}`)
      } else if (slug) {
        firstRowOf.set(slug, row)
      }
      if (slug && !existing) {
        if (archived.has(slug)) {
          error('slug', 'Ese slug es de un perfume eliminado: usa otro')
        } else if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) {
          error('slug', 'Un slug lleva solo minúsculas sin acentos, números y guiones')
        }
      }
      const draft = draftOf(record, row)
      errors.push(...draft.errors)
      const parsed = existing
        ? UpdatePerfumeSchema.safeParse({ id: existing.id, ...draft.body })
        : CreatePerfumeSchema.safeParse(draft.body)
      if (!parsed.success) errors.push(...issuesOf(parsed.error, row))
      if (errors.length || !parsed.success) {
        plan.errors.push(...errors)
        continue
      }
      if (existing) {
        const input = parsed.data as UpdatePerfumeInput
        const fields = changedFields(perfumeCsvRecord(existing), recordOf(slug, input))
        if (!fields.length) {
          plan.unchanged++
          continue
        }
        plan.steps.push({
          action: 'update',
          row,
          slug,
          name: input.name ?? existing.name,
          fields,
          input: updateOf(input, fields),
        })
      } else {
        const input = parsed.data as CreatePerfumeInput
        const newSlug = slug || (await freeSlug(em, 'perfume', input.name, claimed))
        claimed.add(newSlug)
        const record = recordOf(newSlug, input)
        plan.steps.push({
          action: 'create',
          row,
          slug: newSlug,
          name: input.name,
          fields: PERFUME_CSV_COLUMNS.filter((field) => field !== 'slug' && record[field]).map(
            (field) => ({ field, from: null, to: record[field] }),
          ),
          input,
        })
      }
    }
    plan.errors.sort((a, b) => a.row - b.row)
    return plan
  }
}

/**
 * A row as the perfume form's body: the sizes cell as its two lists, the notes as a list, the
 * switch as a boolean, an empty discount as 0; every other cell as typed, for the form's rules.
 */
function draftOf(record: PerfumeCsvRecord, row: number): Draft {
  const errors: PerfumeCsvError[] = []
  const sizes = parseSizesCell(record.sizes)
  if ('error' in sizes) errors.push({ row, field: 'sizes', message: sizes.error })
  const isOnOffer = parseFlagCell(record.isOnOffer)
  if (isOnOffer === null) {
    errors.push({ row, field: 'isOnOffer', message: 'Escribe true o false' })
  }
  return {
    body: {
      name: record.name,
      brand: record.brand,
      description: record.description,
      category: record.category.trim(),
      ...('error' in sizes ? {} : sizes),
      notes: parseNotesCell(record.notes),
      imageUrl: record.imageUrl,
      isOnOffer: isOnOffer ?? false,
      discountPercentage: record.discountPercentage.trim() || '0',
      offerDescription: record.offerDescription,
      offerEndsAt: record.offerEndsAt.trim(),
      allergens: record.allergens,
    },
    errors,
  }
}

/** The form's messages by column: a price belongs to the sizes cell. */
function issuesOf(error: ZodError, row: number): PerfumeCsvError[] {
  return error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '')
    const field = key === 'prices' ? 'sizes' : key
    return {
      row,
      field: (PERFUME_CSV_COLUMNS as readonly string[]).includes(field)
        ? (field as PerfumeCsvColumn)
        : null,
      message: issue.message,
    }
  })
}

/** A validated row as the CSV would write it back: what it is compared by. */
function recordOf(slug: string, input: CreatePerfumeInput | UpdatePerfumeInput): PerfumeCsvRecord {
  return perfumeCsvRecord({
    slug,
    name: input.name ?? '',
    brand: input.brand ?? '',
    category: input.category ?? '',
    description: input.description ?? '',
    sizes: input.sizes ?? [],
    prices: (input.prices ?? []).map(centsToText),
    notes: input.notes ?? [],
    imageUrl: input.imageUrl ?? null,
    isOnOffer: input.isOnOffer ?? false,
    discountPercentage: input.discountPercentage ?? 0,
    offerDescription: input.offerDescription ?? null,
    offerEndsAt: input.offerEndsAt ? input.offerEndsAt.toISOString() : null,
    allergens: input.allergens ?? null,
  })
}

function changedFields(
  from: PerfumeCsvRecord,
  to: PerfumeCsvRecord,
): PerfumeImportChange['fields'] {
  return PERFUME_CSV_COLUMNS.filter((field) => from[field] !== to[field]).map((field) => ({
    field,
    from: from[field],
    to: to[field],
  }))
}

/** The update the form would send for these changes: sizes with prices, the offer whole. */
function updateOf(
  input: UpdatePerfumeInput,
  fields: PerfumeImportChange['fields'],
): UpdatePerfumeInput {
  const update: UpdatePerfumeInput = { id: input.id }
  for (const { field } of fields) {
    if (field === 'sizes') Object.assign(update, { sizes: input.sizes, prices: input.prices })
    else if (OFFER_COLUMNS.includes(field)) {
      Object.assign(update, {
        isOnOffer: input.isOnOffer,
        discountPercentage: input.discountPercentage,
        offerDescription: input.offerDescription,
        offerEndsAt: input.offerEndsAt,
      })
    } else if (field !== 'slug') Object.assign(update, { [field]: input[field] })
  }
  return update
}

function resultOf(plan: Plan): PerfumeImportResult {
  return {
    created: plan.steps.filter((step) => step.action === 'create').length,
    updated: plan.steps.filter((step) => step.action === 'update').length,
    unchanged: plan.unchanged,
    changed: plan.steps.map(({ action, row, slug, name, fields }) => ({
      row,
      action,
      slug,
      name,
      fields,
    })),
    errors: plan.errors,
  }
}

export function tooLarge(): DomainError<'perfume_csv_too_large'> {
  return new DomainError('PAYLOAD_TOO_LARGE', 'perfume_csv_too_large', {
    params: { maxMegabytes: MAX_IMPORT_BYTES / 1024 / 1024, maxRows: MAX_IMPORT_ROWS },
  })
}

/**
 * The errors of a refused import as fieldErrors, each under '<row>.<column>' ('<row>' for a row as
 * a whole), in the order of the file.
 */
function refused(errors: PerfumeCsvError[]): DomainError<'perfume_import_invalid'> {
  const fieldErrors: Record<string, string[]> = {}
  for (const { row, field, message } of errors) {
    ;(fieldErrors[field ? `${row}.${field}` : String(row)] ??= []).push(message)
  }
  return new DomainError('VALIDATION_FAILED', 'perfume_import_invalid', {
    params: { count: errors.length },
    fieldErrors,
  })
}
