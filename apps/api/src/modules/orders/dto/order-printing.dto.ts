import { PrintOrdersSchema } from '@aurum/contracts'
import { createZodDto } from 'nestjs-zod'

export class PrintOrdersDto extends createZodDto(PrintOrdersSchema) {}
