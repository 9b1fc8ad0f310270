// Zod schemas live apart from the plain constants, so a page that only needs a constant or a money
// rule does not ship zod to the browser.
import { z } from 'zod'
import { PERFUME_CATEGORIES } from './catalogue'

export const PerfumeCategorySchema = z.enum(PERFUME_CATEGORIES)
