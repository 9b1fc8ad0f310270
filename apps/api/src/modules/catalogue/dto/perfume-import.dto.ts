import { PerfumeImportQuerySchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'
import { z } from 'zod'
import { PERFUME_CSV_COLUMNS } from '../perfumes-csv'

export class PerfumeImportQueryDto extends createZodDto(PerfumeImportQuerySchema) {}

const ColumnSchema = z.enum(PERFUME_CSV_COLUMNS)

export const PerfumeImportChangeSchema = z.object({
  row: z.number().int().min(2).describe('The row in the file, the header being row 1'),
  action: z.enum(['create', 'update']),
  slug: z.string().describe("The perfume's slug (a new perfume's, made from its name when empty)"),
  name: z.string(),
  fields: z
    .array(
      z.object({
        field: ColumnSchema,
        from: z
          .string()
          .nullable()
          .describe("The value now, as the CSV writes it; null for a new perfume's fields"),
        to: z.string().describe('The value after the import, as the CSV writes it'),
      }),
    )
    .describe(
      "Only what changes; a new perfume lists each field it is given. Values are the CSV's cells " +
        "('2ml=4.90; 5ml=9.90' for sizes), as export.csv would write them after the import",
    ),
})

export const PerfumeImportErrorSchema = z.object({
  row: z.number().int().min(1).describe('The row in the file, the header being row 1'),
  field: ColumnSchema.nullable().describe('The column, or null for the row as a whole'),
  message: z.string().describe('In Spanish'),
})

export const PerfumeImportResultSchema = z.object({
  created: z.number().int().min(0).describe('New perfumes (rows with a slug the shop lacks)'),
  updated: z.number().int().min(0).describe('Perfumes with some field changed'),
  unchanged: z.number().int().min(0).describe('Rows equal to the perfume as it is'),
  changed: z
    .array(PerfumeImportChangeSchema)
    .describe('Every created and updated perfume, in the order of the file'),
  errors: z
    .array(PerfumeImportErrorSchema)
    .describe('Why rows cannot be taken; an import with any error writes nothing'),
})
export type PerfumeImportResult = z.infer<typeof PerfumeImportResultSchema>
export type PerfumeImportChange = z.infer<typeof PerfumeImportChangeSchema>
export class PerfumeImportResultDto extends createZodDto(PerfumeImportResultSchema) {}
