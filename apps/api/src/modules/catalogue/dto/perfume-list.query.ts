import { PerfumeListQuerySchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'

export class PerfumeListQueryDto extends createZodDto(PerfumeListQuerySchema) {}
