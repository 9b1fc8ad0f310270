import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { ERROR_CODES } from '@aurum/contracts'
import {
  apiErrorText,
  apiFieldErrors,
  CODE_TEXTS,
  fieldInSpanish,
  inSpanish,
  looksSpanish,
} from './api-messages.server'

const API_SOURCE = join(__dirname, '../../../api/src')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : []
  })
}

/** The text of a call's arguments: from its '(' to the matching ')', strings skipped whole. */
function argumentsAt(source: string, open: number): string {
  let depth = 0
  let quote: string | null = null
  for (let index = open; index < source.length; index++) {
    const char = source[index]
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = null
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if (char === '(') depth++
    else if (char === ')' && --depth === 0) return source.slice(open + 1, index)
  }
  throw new Error('Unbalanced call')
}

const LITERAL = /'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\])*)`/g
/** A template's `${...}` as a sample value: numbers and words both match the translations. */
const sample = (text: string) => text.replace(/\$\{[^}]*\}/g, '3')

interface Thrown {
  where: string
  code: string
  messages: string[] | null
  fields: string[]
}

/** A call's arguments, split at its top-level commas. */
function splitArguments(args: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote: string | null = null
  let start = 0
  for (let index = 0; index < args.length; index++) {
    const char = args[index]
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = null
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if ('([{'.includes(char)) depth++
    else if (')]}'.includes(char)) depth--
    else if (char === ',' && depth === 0) {
      parts.push(args.slice(start, index))
      start = index + 1
    }
  }
  return [...parts, args.slice(start)].filter((part) => part.trim())
}

const literalsIn = (text: string) =>
  [...text.matchAll(LITERAL)]
    .map((literal) => sample(literal[1] ?? literal[2]))
    // Single words are comparisons and keys ('email'), not messages.
    .filter((literal) => !/^\w+$/.test(literal))

/** Every `new DomainError(code, message, fieldErrors)` the API can throw, read from its source. */
function domainErrors(): Thrown[] {
  return sourceFiles(API_SOURCE).flatMap((path) => {
    const source = readFileSync(path, 'utf8')
    return [...source.matchAll(/new DomainError\(/g)].map((found) => {
      const args = argumentsAt(source, (found.index ?? 0) + found[0].length - 1)
      const [code, message = '', ...fieldErrors] = splitArguments(args)
      // A message in a variable has no literal here; a ternary has two.
      const messages = literalsIn(message)
      return {
        where: `${path.slice(API_SOURCE.length)}:${source.slice(0, found.index).split('\n').length}`,
        code: code.trim().replace(/'/g, ''),
        messages: messages.length ? messages : null,
        fields: fieldErrors.flatMap(literalsIn),
      }
    })
  })
}

/**
 * Messages built in a variable, and those of the error filter and the DomainError subclasses:
 * the samples they produce. A new one fails the first test below until it is listed here.
 */
const COMPUTED: Record<string, string[]> = {
  '/common/unread-body.interceptor.ts': [
    'Invalid input: role: Unknown field; isAdmin: Unknown field',
  ],
  '/modules/settings/settings.service.ts': [
    'Los días laborables mínimos de entrega (3) no pueden ser más que los máximos (2)',
  ],
}
const OTHER_MESSAGES = [
  'Internal server error',
  'Invalid input: code: Por favor ingresa un código de cupón',
  'Too many requests; try again in 30 seconds',
  'Too many sign-in attempts; try again in 15 minutes',
  'Error al subir imagen: el archivo supera 5 MB',
]
const OTHER_FIELD_MESSAGES = ['Unknown field', 'Available sizes: 2ml, 5ml, 10ml', 'Required']
const SUBCLASSES = [
  'common/throttling/rate-limited.error.ts',
  'images/errors/image-refused.error.ts',
]

describe('the API messages a page shows', () => {
  const thrown = domainErrors()

  it('finds the API errors in its source', () => {
    expect(thrown.length).toBeGreaterThan(50)
    for (const error of thrown) expect(ERROR_CODES).toContain(error.code)
    const computed = thrown.filter((error) => error.messages === null)
    expect(computed.length).toBeGreaterThan(0)
    for (const error of computed) expect(Object.keys(COMPUTED)).toContain(error.where.split(':')[0])
    const subclasses = sourceFiles(API_SOURCE)
      .filter((path) => /extends DomainError\b/.test(readFileSync(path, 'utf8')))
      .map((path) => path.slice(API_SOURCE.length + 1).replace(/^modules\//, ''))
    expect(subclasses.sort()).toEqual(SUBCLASSES)
  })

  it('has Spanish for every message of the API, English ones translated', () => {
    const messages = [
      ...thrown.flatMap((error) => error.messages ?? []),
      ...Object.values(COMPUTED).flat(),
      ...OTHER_MESSAGES,
    ]
    const missing = messages.filter((message) => inSpanish(message) === null)
    expect(missing).toEqual([])
    const english = messages.filter((message) => !looksSpanish(message))
    expect(english.length).toBeGreaterThan(20)
    for (const message of english) expect(inSpanish(message)).not.toBe(message)
  })

  it('has Spanish for every field message of the API', () => {
    const messages = [...thrown.flatMap((error) => error.fields), ...OTHER_FIELD_MESSAGES]
    expect(messages.length).toBeGreaterThan(20)
    const missing = messages.filter((message) => fieldInSpanish(message) === null)
    expect(missing).toEqual([])
  })

  it('has a Spanish text for every error code', () => {
    for (const code of ERROR_CODES) expect(CODE_TEXTS[code]).toMatch(/^[A-ZÁÉÍÓÚ¿¡].{8,}/)
  })
})

describe('apiErrorText', () => {
  it('translates the English messages', () => {
    expect(apiErrorText({ code: 'INVALID_CREDENTIALS', message: 'Login failed' })).toBe(
      'Los datos de acceso no son correctos',
    )
    expect(
      apiErrorText({
        code: 'CONFLICT',
        message: 'Register failed: this username is taken',
      }),
    ).toBe('No se pudo crear la cuenta: el nombre de usuario ya existe')
    expect(apiErrorText({ code: 'OUT_OF_STOCK', message: 'Only 2 left of this size' })).toBe(
      'Solo quedan 2 unidades de este tamaño',
    )
    expect(
      apiErrorText({ code: 'RATE_LIMITED', message: 'Too many requests; try again in 3 minutes' }),
    ).toBe('Demasiados intentos. Espera 3 minutos y vuelve a intentarlo.')
  })

  it('keeps the Spanish ones as the API wrote them', () => {
    expect(apiErrorText({ code: 'VALIDATION_FAILED', message: 'Cupón expirado' }, 'x')).toBe(
      'Cupón expirado',
    )
    // The web's own answer for an API it cannot reach (api-unavailable.ts) goes through as well.
    const unreachable = 'Error de conexión. Verifica tu conexión a internet.'
    expect(apiErrorText({ code: 'API_UNAVAILABLE', message: unreachable }, 'x')).toBe(unreachable)
  })

  it("uses the page's text, then the code's, for an unknown English message", () => {
    const unknown = { code: 'NOT_FOUND', message: 'Route GET:/api/nothing not found' }
    expect(apiErrorText(unknown, 'Error al actualizar el perfil')).toBe(
      'Error al actualizar el perfil',
    )
    expect(apiErrorText(unknown)).toBe(CODE_TEXTS.NOT_FOUND)
    expect(apiErrorText(undefined)).toBe('Inténtalo de nuevo en unos minutos.')
    expect(apiErrorText(undefined, 'No se pudo procesar el pago')).toBe(
      'No se pudo procesar el pago',
    )
  })
})

describe('apiFieldErrors', () => {
  it('translates or replaces English messages by field', () => {
    expect(
      apiFieldErrors({
        fieldErrors: {
          email: ['Este email ya está registrado'],
          size: ['Available sizes: 2ml, 5ml'],
          extra: ['Unknown field'],
          price: ['Expected number, received string'],
        },
      }),
    ).toEqual({
      email: ['Este email ya está registrado'],
      size: ['Tamaños disponibles: 2ml, 5ml'],
      extra: ['Campo no admitido'],
      price: ['Valor no válido'],
    })
  })

  it('keeps a field named __proto__ a field', () => {
    const fields = apiFieldErrors(JSON.parse('{"fieldErrors":{"__proto__":["Unknown field"]}}'))
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype)
    expect(Object.keys(fields)).toEqual(['__proto__'])
    expect(apiFieldErrors(undefined)).toEqual({})
  })
})
