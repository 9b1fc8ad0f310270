import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

// A browser page that imports one constant of a module gets every statement of that module, and
// a schema built at the top of a module is such a statement: it pulls zod (about 19 KB gzipped)
// into the page. So zod is imported only by the schema modules, and they export nothing else.
const sources = readdirSync(__dirname).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && file !== 'index.ts',
)
const importsZod = (file: string) =>
  /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(readFileSync(join(__dirname, file), 'utf8'))
const isSchemaModule = (file: string) => file === 'schemas.ts' || file.endsWith('.schemas.ts')

describe('schemas apart from constants', () => {
  it('finds the modules it checks', () => {
    expect(sources.filter(isSchemaModule).length).toBeGreaterThan(5)
    expect(sources.filter((file) => !isSchemaModule(file)).length).toBeGreaterThan(5)
  })

  it.each(sources.filter((file) => !isSchemaModule(file)))('%s does not import zod', (file) => {
    expect(importsZod(file)).toBe(false)
  })

  it.each(sources.filter(isSchemaModule))('%s exports only schemas', async (file) => {
    const exported = Object.entries(await import(`./${file}`))
    expect(exported.length).toBeGreaterThan(0)
    expect(
      exported.filter(([, value]) => !(value instanceof z.ZodType)).map(([name]) => name),
    ).toEqual([])
  })
})
