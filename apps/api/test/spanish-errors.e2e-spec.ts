import {
  ERROR_REASONS,
  type ErrorReason,
  errorText,
  isErrorReason,
  spanishZodError,
} from '@aurum/contracts'
import { z } from 'zod'
import { looksSpanish } from './spanish'

/** Params for any text: every one it reads is '3' (a count, a size, a name alike). */
const anyParams = new Proxy({}, { get: () => '3' })

describe('ERROR_REASONS', () => {
  it('has a Spanish text for every reason, whatever its params', () => {
    const english = (Object.keys(ERROR_REASONS) as ErrorReason[])
      .map((reason) => [reason, errorText(reason, anyParams as never)])
      .filter(([, text]) => !looksSpanish(text))
    expect(english).toEqual([])
    expect(Object.keys(ERROR_REASONS).length).toBeGreaterThan(100)
  })

  it('writes the params into the text', () => {
    expect(errorText('size_left', { stock: 2 })).toBe('Solo quedan 2 unidades de este tamaño')
    expect(errorText('rate_limited', { retryAfterSeconds: 30 })).toBe(
      'Demasiadas peticiones. Espera 30 segundos y vuelve a intentarlo.',
    )
    expect(errorText('order_move', { from: 'delivered', to: 'processing' })).toBe(
      "No se puede pasar un pedido de 'Entregado' (delivered) a 'Procesando' (processing)",
    )
  })

  it('knows its own reasons only', () => {
    expect(isErrorReason('perfume_not_found')).toBe(true)
    expect(isErrorReason('toString')).toBe(false)
    expect(isErrorReason('__proto__')).toBe(false)
  })
})

describe('spanishZodError', () => {
  z.config({ customError: spanishZodError })
  const messages = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

  it('tells every refused value why in Spanish', () => {
    const schema = z.strictObject({
      name: z.string().min(2).max(4),
      count: z.number().int().min(1).max(9).multipleOf(2),
      email: z.email(),
      id: z.uuid(),
      link: z.url(),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).min(1).max(2),
      flag: z.boolean(),
      code: z.string().regex(/^\d+$/),
      when: z.iso.datetime(),
      either: z.union([z.number(), z.boolean()]),
      map: z.record(z.enum(['x']), z.number()),
    })
    const all = [
      ...messages(schema, {}),
      ...messages(schema, {
        name: 'a',
        count: 1.5,
        email: 'no',
        id: 'no',
        link: 'no',
        kind: 'c',
        tags: [],
        flag: 'sí',
        code: 'x',
        when: 'ayer',
        either: 'x',
        map: { y: 1 },
        extra: 1,
      }),
      ...messages(schema, { name: 'abcdef', count: 12, tags: ['a', 'b', 'c'] }),
      ...messages(z.number().positive(), -1),
      ...messages(z.string(), 5),
    ]
    expect(all.length).toBeGreaterThan(25)
    expect(all.filter((message) => !looksSpanish(message))).toEqual([])
    expect(messages(z.object({ name: z.string() }), {})).toEqual(['Este campo es obligatorio'])
    expect(messages(z.email(), 'x')).toEqual(['Introduce un email válido'])
  })

  it("keeps a schema's own words", () => {
    expect(messages(z.string().min(1, 'El nombre es obligatorio'), '')).toEqual([
      'El nombre es obligatorio',
    ])
  })
})
